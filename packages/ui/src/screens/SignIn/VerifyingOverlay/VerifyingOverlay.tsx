import { useLingui } from '@lingui/react/macro';
import { Overlay } from '../../../components/Overlay';
import { VERIFYING_MESSAGE } from './verifyingMessage';

/** Full screen while the signed-in user's voter records load (docs/product/screens.md#verifying). */
export function VerifyingOverlay() {
  const { t } = useLingui();
  return <Overlay message={t(VERIFYING_MESSAGE)} />;
}
