import { type LookupForm, lookupSummary } from '@rv/domain';
import { Button } from '../../../components/Button';
import { LinkButton } from '../../../components/TextLink';
import * as styles from './HelpHeaderBar.css';

type HelpHeaderBarProps = {
  /** The submitted form; null on the form page itself, where only BACK shows. */
  submitted: LookupForm | null;
  onBack: () => void;
  /** Back to the form with the submitted values, to change them. */
  onEdit: () => void;
  /** Back to an empty form. */
  onClear: () => void;
};

/** The help pages' header bar: BACK, and "for FIRST LAST, dob, zip" with edit and clear (docs/product/screens.md#header-bar-and-contact-footer). */
export function HelpHeaderBar({ submitted, onBack, onEdit, onClear }: HelpHeaderBarProps) {
  return (
    <div className={styles.bar}>
      <Button variant="outlined" className={styles.back} onClick={onBack}>
        BACK
      </Button>
      {submitted ? (
        <p className={styles.summary}>
          <span className={styles.summaryText}>{lookupSummary(submitted)}</span>
          <span className={styles.actions}>
            <LinkButton className={styles.action} onClick={onEdit} aria-label="edit the voter info">
              edit
            </LinkButton>
            <LinkButton className={styles.action} onClick={onClear} aria-label="clear the voter info">
              clear
            </LinkButton>
          </span>
        </p>
      ) : null}
    </div>
  );
}
