export { BUTTON_VARIANTS, Button, ButtonLink, type ButtonVariant } from './Button';
export { SignInButtonLink } from './SignInButtonLink';
