export { BUTTON_VARIANTS, Button, ButtonLink, type ButtonVariant } from './Button';
