import { useLingui } from '@lingui/react';
import { LEGISLATOR_STANCES } from '@rv/domain';
import type { ReactNode } from 'react';
import { LEGISLATOR_STANCE_LABEL_MESSAGES, NO_VOTER_STANCE_MESSAGE } from '../../i18n/vocabulary';
import { VisuallyHidden } from '../VisuallyHidden';
import { type BadgeStance, StanceBadge } from './StanceBadge';
import * as styles from './StanceKey.css';

/**
 * An abbreviation in a table: "Rep." on screen, "Representative" for screen readers. (An `abbr
 * title` is shown by no touch screen and read by few screen readers.)
 */
export function Abbreviation({ short, long }: { short: string; long: string }) {
  return (
    <>
      <span aria-hidden="true">{short}</span>
      <VisuallyHidden>{long}</VisuallyHidden>
    </>
  );
}

type StanceKeyProps = {
  /** The stances the table shows (all four legislator stances unless given; NONE: the voter's). */
  stances?: readonly BadgeStance[];
  /** A line after the key, e.g. what the voter guide's "You" column shows. */
  note?: ReactNode;
};

/** The key to the short forms, each badge beside its full words, under a table that uses them. */
export function StanceKey({ stances = LEGISLATOR_STANCES, note }: StanceKeyProps) {
  const { i18n } = useLingui();
  return (
    <div className={styles.key}>
      <dl className={styles.entries}>
        {stances.map((stance) => (
          <div key={stance} className={styles.entry}>
            <dt className={styles.term}>
              <StanceBadge stance={stance} form="key" />
            </dt>
            <dd className={styles.description}>
              {i18n._(stance === 'NONE' ? NO_VOTER_STANCE_MESSAGE : LEGISLATOR_STANCE_LABEL_MESSAGES[stance])}
            </dd>
          </div>
        ))}
      </dl>
      {note ? <p>{note}</p> : null}
    </div>
  );
}
