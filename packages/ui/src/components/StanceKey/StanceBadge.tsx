import { useLingui } from '@lingui/react';
import type { LegislatorStance } from '@rv/domain';
import {
  LEGISLATOR_STANCE_ABBREVIATION_MESSAGES,
  LEGISLATOR_STANCE_LABEL_MESSAGES,
  NO_VOTER_STANCE_MESSAGE,
} from '../../i18n/vocabulary';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './StanceBadge.css';

/** A stance a badge shows: a legislator's, or NONE when the voter has voiced none. */
export type BadgeStance = LegislatorStance | 'NONE';

type StanceBadgeProps = {
  stance: BadgeStance;
  /**
   * `full`: the word ("Support") where there is room; `short`: the fixed short form ("Sup.") in
   * a narrow table column, the full word for screen readers; `key`: the short form read as it is
   * shown, in the key that explains it.
   */
  form?: 'full' | 'short' | 'key';
  /** Another wording of the full word (e.g. a column of voters' counts); the look stays. */
  label?: string;
};

/**
 * One stance, read without a legend: its colour, its icon (tick, cross, question mark, dotted
 * ring) and its word, the same everywhere (docs/decisions/0086-stance-colours-type-and-badges.md).
 */
export function StanceBadge({ stance, form = 'full', label }: StanceBadgeProps) {
  const { i18n } = useLingui();
  const long =
    label ?? i18n._(stance === 'NONE' ? NO_VOTER_STANCE_MESSAGE : LEGISLATOR_STANCE_LABEL_MESSAGES[stance]);
  const short = stance === 'NONE' ? '-' : i18n._(LEGISLATOR_STANCE_ABBREVIATION_MESSAGES[stance]);
  return (
    <span className={form === 'full' ? styles.badge[stance] : `${styles.badge[stance]} ${styles.short}`}>
      <StanceIcon stance={stance} />
      {form === 'full' ? long : null}
      {form === 'key' ? short : null}
      {form === 'short' ? (
        <>
          <span aria-hidden="true">{short}</span>
          <VisuallyHidden>{long}</VisuallyHidden>
        </>
      ) : null}
    </span>
  );
}

/** The stance's shape, so it never rests on colour alone (decorative: the word is beside it). */
function StanceIcon({ stance }: { stance: BadgeStance }) {
  if (stance === 'NONE') return null;
  const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round' } as const;
  return (
    <svg
      className={styles.icon}
      width="0.875em"
      height="0.875em"
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
    >
      {stance === 'SUPPORT' ? <path d="M2.5 8.5l3.5 3.5 7.5-8" {...stroke} strokeLinejoin="round" /> : null}
      {stance === 'OPPOSE' ? <path d="M3.5 3.5l9 9M12.5 3.5l-9 9" {...stroke} /> : null}
      {stance === 'UNCLEAR' ? (
        <>
          <path d="M5.5 5.5a2.5 2.5 0 1 1 3.6 2.2c-.7.4-1.1 1-1.1 1.8v.5" {...stroke} />
          <circle cx="8" cy="13.2" r="1.2" fill="currentColor" />
        </>
      ) : null}
      {stance === 'NOT_RESEARCHED' ? (
        <circle cx="8" cy="8" r="5.5" {...stroke} strokeDasharray="2.2 2.2" />
      ) : null}
    </svg>
  );
}
