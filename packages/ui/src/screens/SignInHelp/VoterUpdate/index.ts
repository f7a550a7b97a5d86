export { VOTER_UPDATE_PANELS, VoterUpdate, type VoterUpdatePanel } from './VoterUpdate';
