// A constituency's verified voices on one petition, as a member's page shows them: the counts
// with their shares, the counts over time, whether the member's recorded stance agrees with most
// of them, and the statement asked of the member (docs/product/screens.md#legislators).
import { Trans } from '@lingui/react/macro';
import { STANCE_EXPLAINER_PATH, type StatementRequest } from '@rv/catalogue';
import type { ConstituencyAgreement, CountsOnDay, LegislatorStance } from '@rv/domain';
import { TextLink } from '../../components/TextLink';
import { useFormats } from '../../i18n';
import { CountsOverTime } from './CountsOverTime';
import { memberAgreement, useCountsWithShares } from './constituencyFigures';
import * as styles from './Legislators.css';
import { StatementNote } from './StatementNote';

/**
 * A constituency's published counts on one petition and when they were read. A count from 1 to
 * k − 1 is published as null ("fewer than k", site.yaml publicCounts), so that no voter's stance
 * can be singled out.
 */
export interface ConstituencyCount {
  readonly count: { readonly YES: number | null; readonly NO: number | null };
  readonly asOf: string;
  /**
   * The first election year of the district map the counts are on, when it is not the map this
   * representative was elected on: the count is then not their constituency's and is not shown.
   */
  readonly otherMap?: number | null;
  /** Counts over time: the published counts at the end of each day they changed (a member's only). */
  readonly series?: readonly CountsOnDay[] | null;
}

/** The constituency's counts per petition url (a petition missing here has none yet). */
export type ConstituencyVoices = Readonly<Record<string, ConstituencyCount>>;

export function ConstituencyCounts({
  constituency,
  voice,
  resultsPath: allResults,
  member,
  constituencyKind,
  now,
}: {
  constituency: string;
  voice: ConstituencyCount | null;
  resultsPath: string;
  /** The seat's member, their recorded stance and the statement asked of them; null for a vacant seat. */
  member: {
    readonly name: string;
    readonly stance: LegislatorStance;
    readonly request: StatementRequest | null;
  } | null;
  constituencyKind: 'DISTRICT' | 'STATE';
  now: Date;
}) {
  const { longDate } = useFormats();
  const figures = useCountsWithShares();
  const none = voice === null || (voice.count.YES === 0 && voice.count.NO === 0);
  const counted = voice ? longDate(voice.asOf.slice(0, 10)) : '';
  const year = voice?.otherMap ?? null;
  const figure = figures(voice?.count ?? { YES: null, NO: null });
  const agreement = voice && member && year === null ? memberAgreement(member.stance, voice.count) : null;
  return (
    <div className={styles.voices}>
      <h4 className={styles.subheading}>
        <Trans>Verified voters of {constituency}</Trans>
      </h4>
      {year !== null ? (
        <p>
          <Trans comment="year: the first election held on the new district map, e.g. 2026">
            The voter list is on the district map first used in the {year} elections, not the map this
            representative was elected on, so it does not say which of its voters live in {constituency}. The
            petition's results show the counts by the new districts.
          </Trans>
        </p>
      ) : none ? (
        <p>
          <Trans>No verified voter of {constituency} has taken a stance on this petition yet.</Trans>
        </p>
      ) : (
        <dl className={styles.counts}>
          <div>
            <dt>
              <Trans context="a count of voters">Support</Trans>
            </dt>
            <dd>{figure.YES}</dd>
          </div>
          <div>
            <dt>
              <Trans context="a count of voters">Oppose</Trans>
            </dt>
            <dd>{figure.NO}</dd>
          </div>
        </dl>
      )}
      {year === null && voice?.series ? <CountsOverTime series={voice.series} /> : null}
      {agreement && member ? <AgreementNote agreement={agreement} name={member.name} /> : null}
      {member ? (
        <StatementNote
          name={member.name}
          constituency={constituencyKind}
          count={voice && year === null ? voice.count : null}
          request={member.request}
          now={now}
        />
      ) : null}
      {voice ? (
        <p className={styles.small}>
          <Trans>Counted {counted}.</Trans>{' '}
          <TextLink to={allResults}>
            <Trans>All results for this petition</Trans>
          </TextLink>
        </p>
      ) : null}
    </div>
  );
}

/**
 * Whether the member's recorded stance agrees with most of the verified voters above, with the
 * method in a sentence and a link (docs/decisions/0083-agreement-with-constituents.md).
 */
function AgreementNote({ agreement, name }: { agreement: ConstituencyAgreement; name: string }) {
  return (
    <p className={styles.agreement} data-agreement={agreement}>
      <strong>
        <AgreementSentence agreement={agreement} name={name} />
      </strong>{' '}
      <span className={styles.small}>
        <Trans>
          They are verified voters who chose to take a stance, not a poll, counted once each.{' '}
          <TextLink to={STANCE_EXPLAINER_PATH}>How the counts work</TextLink>
        </Trans>
      </span>
    </p>
  );
}

/** "{Name}'s recorded stance agrees with most of these voters." (or differs, or evenly divided). */
export function AgreementSentence({ agreement, name }: { agreement: ConstituencyAgreement; name: string }) {
  return agreement === 'AGREES' ? (
    <Trans comment="name: a member of Congress">
      {name}'s recorded stance agrees with most of these voters.
    </Trans>
  ) : agreement === 'DIFFERS' ? (
    <Trans comment="name: a member of Congress">
      {name}'s recorded stance differs from most of these voters.
    </Trans>
  ) : (
    <Trans>These voters are evenly divided.</Trans>
  );
}
