import { LinkButton } from '../TextLink';
import * as styles from './FlowPage.css';

export const BACK_LABEL = 'Back';

/** "← Back" above a sign-in step's heading: to the step before, never out of the page. */
export function BackLink({ onBack, disabled = false }: { onBack: () => void; disabled?: boolean }) {
  return (
    <p className={styles.back}>
      <LinkButton onClick={onBack} disabled={disabled}>
        <span aria-hidden="true">← </span>
        {BACK_LABEL}
      </LinkButton>
    </p>
  );
}
