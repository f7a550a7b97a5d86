import { type StanceCount, stanceShares } from '@rv/domain';
import { type ReactNode, useId } from 'react';
import { LinkButton, TextLink } from '../../components/TextLink';
import type { ResultsFetch } from './Results';
import * as styles from './ResultsSummary.css';

/** A petition's total and when it was counted. */
export interface PetitionCount {
  readonly count: StanceCount;
  /** When the counts were read (ISO 8601). */
  readonly asOf: string;
}

export const SUMMARY_TEXTS = {
  loading: 'Counting stances...',
  error: 'The totals could not be fetched.',
  none: 'No verified voter has voiced a stance on this petition yet.',
} as const;

type ResultsSummaryProps = {
  /** "California and Florida": whose stances count (countedVoters in @rv/domain). */
  voters: string;
  results: ResultsFetch<PetitionCount>;
  onRetry: () => void;
  /** Where the open data is explained (/open-data). */
  openDataPath: string;
  /** The share action (ShareAction). */
  share: ReactNode;
  /** The reader's own time zone by default; stories pin one. */
  timeZone?: string;
};

const numberFormat = new Intl.NumberFormat(undefined);

function countedAt(asOf: string, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(new Date(asOf));
}

/**
 * The top of every petition (docs/product/screens.md#results-summary): Support and Oppose with
 * their share, a bar whose sides differ by pattern and label as well as colour, the time of the
 * count, the Open data link and the share action. Every state keeps the same lines, so nothing
 * below moves when the totals arrive.
 */
export function ResultsSummary({
  voters,
  results,
  onRetry,
  openDataPath,
  share,
  timeZone,
}: ResultsSummaryProps) {
  const titleId = useId();
  const count = results.status === 'READY' ? results.data.count : null;
  const shares = count ? stanceShares(count) : null;
  const figure = (side: keyof StanceCount) => {
    if (!count) return '–';
    const votes = numberFormat.format(count[side]);
    return shares ? `${votes} (${shares[side].label})` : votes;
  };
  return (
    <section className={styles.summary} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Stances of verified voters of {voters}
      </h2>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>Support</dt>
          <dd className={styles.number}>{figure('YES')}</dd>
        </div>
        <div className={`${styles.figure} ${styles.end}`}>
          <dt>Oppose</dt>
          <dd className={styles.number}>{figure('NO')}</dd>
        </div>
      </dl>
      {/* The figures above say it all in words; the bar repeats them for the eye. */}
      <div className={styles.bar} aria-hidden="true">
        {count && shares ? (
          <>
            <span className={styles.supportPart} style={{ flexGrow: count.YES }} />
            <span className={styles.opposePart} style={{ flexGrow: count.NO }} />
          </>
        ) : null}
      </div>
      <p className={styles.line}>
        <SummaryStatus results={results} none={count !== null && shares === null} timeZone={timeZone} />{' '}
        {results.status === 'ERROR' ? (
          <LinkButton onClick={onRetry}>Try again</LinkButton>
        ) : (
          <TextLink to={openDataPath}>Open data</TextLink>
        )}
      </p>
      {share}
    </section>
  );
}

function SummaryStatus({
  results,
  none,
  timeZone,
}: {
  results: ResultsFetch<PetitionCount>;
  none: boolean;
  timeZone: string | undefined;
}) {
  switch (results.status) {
    case 'LOADING':
      return <span>{SUMMARY_TEXTS.loading}</span>;
    case 'ERROR':
      return <span className={styles.error}>{SUMMARY_TEXTS.error}</span>;
    case 'READY':
      return (
        <span>
          {none ? `${SUMMARY_TEXTS.none} ` : null}
          Counted <time dateTime={results.data.asOf}>{countedAt(results.data.asOf, timeZone)}</time>.
        </span>
      );
    default:
      return results satisfies never;
  }
}
