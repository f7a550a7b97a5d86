import { Trans, useLingui } from '@lingui/react/macro';
import { INTL_TAGS, isLocale, STATES, type StanceCount, type StateCode, stanceShares } from '@rv/domain';
import { type ReactNode, useId } from 'react';
import { StanceBadge } from '../../components/StanceKey';
import { LinkButton, TextLink } from '../../components/TextLink';
import { useFormats } from '../../i18n';
import type { ResultsFetch } from './FetchStatus';
import * as styles from './ResultsSummary.css';
import { useShareText } from './shareText';

/** A petition's total and when it was counted. */
export interface PetitionCount {
  readonly count: StanceCount;
  /** When the counts were read (ISO 8601). */
  readonly asOf: string;
}

type ResultsSummaryProps = {
  /** Whose stances count: both states, or the petition's own (countedStates in @rv/domain). */
  states: readonly StateCode[];
  results: ResultsFetch<PetitionCount>;
  onRetry: () => void;
  /** Where the open data is explained (/open-data). */
  openDataPath: string;
  /** The share action (ShareAction). */
  share: ReactNode;
  /** The reader's own time zone by default; stories pin one. */
  timeZone?: string;
};

function countedAt(asOf: string, locale: string, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat(INTL_TAGS[isLocale(locale) ? locale : 'en'], {
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
  states,
  results,
  onRetry,
  openDataPath,
  share,
  timeZone,
}: ResultsSummaryProps) {
  const titleId = useId();
  const formats = useFormats();
  const shareLabel = useShareText();
  const { t } = useLingui();
  const count = results.status === 'READY' ? results.data.count : null;
  const shares = count ? stanceShares(count) : null;
  const figure = (side: keyof StanceCount) => {
    if (!count) return '–';
    const votes = formats.count(count[side]);
    return shares ? `${votes} (${shareLabel(shares[side])})` : votes;
  };
  const [first, second] = states.map((state) => STATES[state].name);
  return (
    <section className={styles.summary} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {second ? (
          <Trans>
            Stances of verified voters of {first} and {second}
          </Trans>
        ) : (
          <Trans>Stances of verified voters of {first}</Trans>
        )}
      </h2>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>
            <StanceBadge
              stance="SUPPORT"
              label={t({ message: 'Support', context: "voters' stances, with their count" })}
            />
          </dt>
          <dd className={styles.number}>{figure('YES')}</dd>
        </div>
        <div className={`${styles.figure} ${styles.end}`}>
          <dt>
            <StanceBadge
              stance="OPPOSE"
              label={t({ message: 'Oppose', context: "voters' stances, with their count" })}
            />
          </dt>
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
          <LinkButton onClick={onRetry}>
            <Trans>Try again</Trans>
          </LinkButton>
        ) : (
          <TextLink to={openDataPath}>
            <Trans>Open data</Trans>
          </TextLink>
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
  const { i18n } = useLingui();
  switch (results.status) {
    case 'LOADING':
      return (
        <span>
          <Trans>Counting stances...</Trans>
        </span>
      );
    case 'ERROR':
      return (
        <span className={styles.error}>
          <Trans>The totals could not be fetched.</Trans>
        </span>
      );
    case 'READY': {
      const { asOf } = results.data;
      const time = countedAt(asOf, i18n.locale, timeZone);
      return (
        <span>
          {none ? (
            <>
              <Trans>No verified voter has voiced a stance on this petition yet.</Trans>{' '}
            </>
          ) : null}
          <Trans comment="time: the date and time of the count, Nov 20, 2026, 5:04 PM UTC">
            Counted <time dateTime={asOf}>{time}</time>.
          </Trans>
        </span>
      );
    }
    default:
      return results satisfies never;
  }
}
