export { EMAIL_SIGN_IN_TITLES, EmailSignIn } from './EmailSignIn';
