export * from './EmailSignIn';
export * from './PhoneSignIn';
export * from './SignInStart';
export * from './VerifyingOverlay';
export * from './VoterNotFound';
export * from './VoterPicker';
