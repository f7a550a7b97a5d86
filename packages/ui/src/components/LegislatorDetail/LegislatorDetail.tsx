import { Trans, useLingui } from '@lingui/react/macro';
import {
  explainStance,
  type LegislatorStanceRecord,
  legislatorById,
  memberPagePath,
  type Petition,
  STANCES_STANDARD_PATH,
  stanceOf,
  type Vote,
} from '@rv/catalogue';
import { useFormats, usePageLocale } from '../../i18n/useFormats';
import { CHAMBER_TITLE_MESSAGES } from '../../i18n/vocabulary';
import { RichText } from '../RichText';
import { StanceBadge } from '../StanceKey';
import { ExternalLink, TextLink } from '../TextLink';
import * as styles from './LegislatorDetail.css';

/** "House roll call 97 of 2024". */
function RollCallName({ vote }: { vote: Vote }) {
  const { roll } = vote;
  const year = vote.date.slice(0, 4);
  return vote.chamber === 'house' ? (
    <Trans comment="a recorded floor vote of the U.S. House">
      House roll call {roll} of {year}
    </Trans>
  ) : (
    <Trans comment="a recorded floor vote of the U.S. Senate">
      Senate roll call {roll} of {year}
    </Trans>
  );
}

/**
 * What the source link says: the official roll call for a vote, the bill and its page for a
 * bill's record, else the site's name.
 */
function SourceLabel({ entry }: { entry: Pick<LegislatorStanceRecord, 'bill' | 'vote' | 'evidence'> }) {
  const evidence = entry.evidence ?? '';
  if (entry.vote && evidence === entry.vote.record) {
    const host = new URL(evidence).hostname.replace(/^www\./, '');
    return (
      <Trans>
        <RollCallName vote={entry.vote} />, official record on {host}
      </Trans>
    );
  }
  if (entry.bill && evidence.startsWith(entry.bill.link)) {
    const bill = entry.bill.number;
    return evidence.endsWith('/cosponsors') ? (
      <Trans>{bill} co-sponsors on congress.gov</Trans>
    ) : (
      <Trans>{bill} on congress.gov</Trans>
    );
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
  onMemberPage = false,
}: {
  legislatorId: string;
  petition: Petition;
  /** "CA-24", "Senior Senator, California". */
  seatLabel: string;
  /**
   * On the member's own page, which names them, their party and seat once: the panel then shows
   * only the stance. Elsewhere the name links to that page.
   */
  onMemberPage?: boolean;
}) {
  const { t, i18n } = useLingui();
  const locale = usePageLocale();
  const { longDate } = useFormats();
  const legislator = legislatorById(legislatorId);
  const entry = stanceOf(petition, legislatorId);
  if (!legislator || !entry) return null;
  const explanation = explainStance(petition, legislatorId, locale) ?? [];
  const since = entry.since ? longDate(entry.since) : null;
  const checked = entry.checked ? longDate(entry.checked) : null;
  const vote = entry.vote;
  const voteDate = vote ? longDate(vote.date) : null;
  const measure = vote?.measure ?? '';
  const dates = [
    since ? t({ message: `since ${since}`, comment: 'when a legislator took the stance' }) : null,
    checked
      ? t({ message: `checked ${checked}`, comment: 'when we last checked the stance at its source' })
      : null,
  ].filter((text): text is string => text !== null);
  return (
    <div className={styles.detail}>
      <dl className={styles.facts}>
        {onMemberPage ? null : (
          <>
            <div>
              <dt>{i18n._(CHAMBER_TITLE_MESSAGES[legislator.chamber][legislator.gender])}</dt>
              <dd>
                <TextLink to={memberPagePath(legislator.id)}>{legislator.fullName}</TextLink>
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Party and seat</Trans>
              </dt>
              <dd>
                {legislator.party}, {seatLabel}
              </dd>
            </div>
          </>
        )}
        <div>
          <dt>
            <Trans>Stance</Trans>
          </dt>
          <dd>
            <StanceBadge stance={entry.stance} />
          </dd>
        </div>
        {vote && voteDate ? (
          <div>
            <dt>
              <Trans comment="how the legislator voted on the roll call the stance rests on">Vote</Trans>
            </dt>
            <dd>
              {entry.votePosition === 'nay' ? (
                <Trans>
                  Voted Nay on {measure}, {voteDate}
                </Trans>
              ) : (
                <Trans>
                  Voted Yea on {measure}, {voteDate}
                </Trans>
              )}
            </dd>
          </div>
        ) : null}
        {dates.length > 0 ? (
          <div>
            <dt>
              <Trans>Recorded</Trans>
            </dt>
            <dd>{dates.join(' · ')}</dd>
          </div>
        ) : null}
      </dl>
      <RichText document={explanation} />
      {entry.evidence ? (
        <p className={styles.source}>
          <Trans>
            Source:{' '}
            <ExternalLink href={entry.evidence}>
              <SourceLabel entry={entry} />
            </ExternalLink>
          </Trans>
        </p>
      ) : null}
      <p className={styles.source}>
        <ExternalLink href={STANCES_STANDARD_PATH}>
          <Trans>How stances are compiled</Trans>
        </ExternalLink>
      </p>
    </div>
  );
}
