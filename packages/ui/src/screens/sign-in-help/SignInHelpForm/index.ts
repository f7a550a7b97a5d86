export { SignInHelpForm } from './SignInHelpForm';
