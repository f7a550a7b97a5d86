export * from './HelpContactFooter';
export * from './HelpHeaderBar';
export * from './LookupResult';
export * from './SignInHelpForm';
export * from './UpdateInstructions';
export * from './VoterUpdate';
