import { useLingui } from '@lingui/react';
import { LEGISLATOR_STANCES, type LegislatorStance } from '@rv/domain';
import type { ReactNode } from 'react';
import {
  LEGISLATOR_STANCE_ABBREVIATION_MESSAGES,
  LEGISLATOR_STANCE_LABEL_MESSAGES,
} from '../../i18n/vocabulary';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './StanceKey.css';

/**
 * An abbreviation in a table: "Sup." on screen, "Support" for screen readers. (An `abbr title`
 * is shown by no touch screen and read by few screen readers; the StanceKey explains the short
 * forms to everyone who sees them.)
 */
export function Abbreviation({ short, long }: { short: string; long: string }) {
  return (
    <>
      <span aria-hidden="true">{short}</span>
      <VisuallyHidden>{long}</VisuallyHidden>
    </>
  );
}

/** A legislator's stance as the tables show it. */
export function StanceAbbreviation({ stance }: { stance: LegislatorStance }) {
  const { i18n } = useLingui();
  return (
    <Abbreviation
      short={i18n._(LEGISLATOR_STANCE_ABBREVIATION_MESSAGES[stance])}
      long={i18n._(LEGISLATOR_STANCE_LABEL_MESSAGES[stance])}
    />
  );
}

type StanceKeyProps = {
  /** The short forms the table uses (all four stances unless given). */
  stances?: readonly LegislatorStance[];
  /** A line after the key, e.g. what the voter guide's "You" column shows. */
  note?: ReactNode;
};

/** The key to the stance abbreviations, shown in view under a table that uses them. */
export function StanceKey({ stances = LEGISLATOR_STANCES, note }: StanceKeyProps) {
  const { i18n } = useLingui();
  return (
    <div className={styles.key}>
      <dl className={styles.entries}>
        {stances.map((stance) => (
          <div key={stance} className={styles.entry}>
            <dt className={styles.term}>{i18n._(LEGISLATOR_STANCE_ABBREVIATION_MESSAGES[stance])}</dt>
            <dd className={styles.description}>{i18n._(LEGISLATOR_STANCE_LABEL_MESSAGES[stance])}</dd>
          </div>
        ))}
      </dl>
      {note ? <p>{note}</p> : null}
    </div>
  );
}
