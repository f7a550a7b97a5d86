export { VerifyingOverlay } from './VerifyingOverlay';
export { VERIFYING_MESSAGE } from './verifyingMessage';
