import { Trans } from '@lingui/react/macro';
import { LinkButton } from '../TextLink';
import * as styles from './FlowPage.css';

/** The link's English words (stories find it by them). */
export const BACK_LABEL = 'Back';

/** "← Back" above a sign-in step's heading: to the step before, never out of the page. */
export function BackLink({ onBack, disabled = false }: { onBack: () => void; disabled?: boolean }) {
  return (
    <p className={styles.back}>
      <LinkButton onClick={onBack} disabled={disabled}>
        <span aria-hidden="true">← </span>
        <Trans>Back</Trans>
      </LinkButton>
    </p>
  );
}
