export { VOTER_NOT_FOUND_TITLE, VoterNotFound } from './VoterNotFound';
