export { EmailSignIn } from './EmailSignIn';
