export { VOTER_PICKER_TITLE, VoterPicker } from './VoterPicker';
