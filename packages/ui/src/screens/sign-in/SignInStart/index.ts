export {
  ALREADY_KNOW_LINK,
  SIGN_IN_METHODS,
  SIGN_IN_TITLE,
  type SignInMethod,
  SignInStart,
} from './SignInStart';
