export { VERIFYING_MESSAGE, VerifyingOverlay } from './VerifyingOverlay';
