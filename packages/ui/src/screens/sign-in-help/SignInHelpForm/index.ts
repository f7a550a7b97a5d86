export { FIND_VOTER_INFO, SIGN_IN_HELP_TITLE, SignInHelpForm } from './SignInHelpForm';
