export { VoterNotFound } from './VoterNotFound';
