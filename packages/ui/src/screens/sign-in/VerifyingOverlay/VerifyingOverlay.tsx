import { VERIFYING_MESSAGE } from '@rv/domain';
import { Overlay } from '../../../components/Overlay';

export { VERIFYING_MESSAGE };

/** Full screen while the signed-in user's voter records load (docs/product/screens.md#verifying). */
export function VerifyingOverlay() {
  return <Overlay message={VERIFYING_MESSAGE} />;
}
