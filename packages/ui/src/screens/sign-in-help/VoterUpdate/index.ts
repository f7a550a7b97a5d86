export {
  VOTER_UPDATE_PANEL_TITLES,
  VOTER_UPDATE_PANELS,
  VOTER_UPDATE_TITLE,
  VoterUpdate,
  type VoterUpdatePanel,
} from './VoterUpdate';
