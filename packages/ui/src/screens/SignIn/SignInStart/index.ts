export { SIGN_IN_METHODS, type SignInMethod, SignInStart } from './SignInStart';
