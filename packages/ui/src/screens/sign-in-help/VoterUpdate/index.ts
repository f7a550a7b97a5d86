export {
  VOTER_UPDATE_PANEL_TITLES,
  VOTER_UPDATE_PANELS,
  VOTER_UPDATE_TITLE,
  type VoterUpdatePanel,
  VoterUpdate,
} from './VoterUpdate';
