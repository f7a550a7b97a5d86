export { VoterPicker } from './VoterPicker';
