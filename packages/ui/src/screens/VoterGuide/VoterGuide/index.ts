export {
  type GuideSeat,
  guideSeat,
  knownRegisteredSeats,
  type RepresentativeSeat,
  yourRepresentatives,
} from './guideSeat';
export {
  SEE_WHO_REPRESENTS_YOU,
  VOTER_GUIDE_PANELS,
  VOTER_GUIDE_TITLE,
  VoterGuide,
  type VoterGuidePanel,
} from './VoterGuide';
