export { PhoneSignIn, RECAPTCHA_CONTAINER_ID } from './PhoneSignIn';
