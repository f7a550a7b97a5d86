import { Trans } from '@lingui/react/macro';
import {
  explainStance,
  type LegislatorStanceRecord,
  legislatorById,
  type Petition,
  stanceOf,
} from '@rv/catalogue';
import { CHAMBER_TITLES, formatLongDate, LEGISLATOR_STANCE_LABELS } from '@rv/domain';
import { RichText } from '../RichText';
import { ExternalLink } from '../TextLink';
import * as styles from './LegislatorDetail.css';

/** What the source link says: the bill and its page for a bill's record, else the site's name. */
export function sourceLabel(entry: Pick<LegislatorStanceRecord, 'bill' | 'evidence'>): string {
  const evidence = entry.evidence ?? '';
  if (entry.bill && evidence.startsWith(entry.bill.link)) {
    return evidence.endsWith('/cosponsors')
      ? `${entry.bill.number} co-sponsors on congress.gov`
      : `${entry.bill.number} on congress.gov`;
  }
  return URL.canParse(evidence) ? new URL(evidence).hostname.replace(/^www\./, '') : evidence;
}

/**
 * One legislator's recorded stance on one petition: the stance in words, the explanation (filled
 * from the bill it rests on), where it comes from, since when and when it was checked, party and
 * seat. The petition results and the voter guide both show it.
 */
export function LegislatorDetail({
  legislatorId,
  petition,
  seatLabel,
}: {
  legislatorId: string;
  petition: Petition;
  /** "CA-24", "Senior Senator, California". */
  seatLabel: string;
}) {
  const legislator = legislatorById(legislatorId);
  const entry = stanceOf(petition, legislatorId);
  if (!legislator || !entry) return null;
  const explanation = explainStance(petition, legislatorId) ?? [];
  const dates = [
    entry.since ? `since ${formatLongDate(entry.since)}` : null,
    entry.checked ? `checked ${formatLongDate(entry.checked)}` : null,
  ].filter((text): text is string => text !== null);
  return (
    <div className={styles.detail}>
      <dl className={styles.facts}>
        <div>
          <dt>{CHAMBER_TITLES[legislator.chamber]}</dt>
          <dd>{legislator.fullName}</dd>
        </div>
        <div>
          <dt>
            <Trans>Party and seat</Trans>
          </dt>
          <dd>
            {legislator.party}, {seatLabel}
          </dd>
        </div>
        <div>
          <dt>Stance</dt>
          <dd>{LEGISLATOR_STANCE_LABELS[entry.stance]}</dd>
        </div>
        {dates.length > 0 ? (
          <div>
            <dt>Recorded</dt>
            <dd>{dates.join(' · ')}</dd>
          </div>
        ) : null}
      </dl>
      <RichText document={explanation} />
      {entry.evidence ? (
        <p className={styles.source}>
          Source: <ExternalLink href={entry.evidence}>{sourceLabel(entry)}</ExternalLink>
        </p>
      ) : null}
    </div>
  );
}
