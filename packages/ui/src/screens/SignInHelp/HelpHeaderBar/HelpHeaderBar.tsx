import { Trans, useLingui } from '@lingui/react/macro';
import { type LookupForm, normaliseLookupForm } from '@rv/domain';
import { BackLink } from '../../../components/FlowPage';
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
  const { t } = useLingui();
  return (
    <div className={styles.bar}>
      <BackLink onBack={onBack} spaced={false}>
        <Trans>BACK</Trans>
      </BackLink>
      {submitted ? (
        <p className={styles.summary}>
          <span className={styles.summaryText}>
            <Summary {...normaliseLookupForm(submitted)} />
          </span>
          <span className={styles.actions}>
            <LinkButton className={styles.action} onClick={onEdit} aria-label={t`edit the voter info`}>
              <Trans comment="a link button: change the submitted voter info">edit</Trans>
            </LinkButton>
            <LinkButton className={styles.action} onClick={onClear} aria-label={t`clear the voter info`}>
              <Trans comment="a link button: empty the voter info form">clear</Trans>
            </LinkButton>
          </span>
        </p>
      ) : null}
    </div>
  );
}

/** "for JANE DOE, 07/04/1990, 94110": the submitted values as sent (names trimmed and upper-cased). */
function Summary({ first, last, dob, zip }: LookupForm) {
  return (
    <Trans>
      for {first} {last}, {dob}, {zip}
    </Trans>
  );
}
