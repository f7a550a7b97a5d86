import { Overlay } from '../../../components/Overlay';

export const VERIFYING_MESSAGE = 'Verifying your voter registration...';

/** Full screen while the signed-in user's voter records load (docs/product/screens.md#verifying). */
export function VerifyingOverlay() {
  return <Overlay message={VERIFYING_MESSAGE} />;
}
