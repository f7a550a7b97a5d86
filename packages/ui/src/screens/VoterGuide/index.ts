export * from './VoterGuide';
