// On a member's page, under their constituency's counts on a petition: whether those voices have
// called for a statement from the member, when it was asked and what they answered
// (docs/decisions/0084-statements-requested.md).
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type StatementRequest, site } from '@rv/catalogue';
import { daysSince, isLocale, spokenVoices, statementDue } from '@rv/domain';
import { ExternalLink } from '../../components/TextLink';
import { useFormats } from '../../i18n';
import * as styles from './Legislators.css';

export function StatementNote({
  name,
  constituency,
  count,
  request,
  now,
}: {
  /** The member's full name. */
  name: string;
  constituency: 'DISTRICT' | 'STATE';
  /** The constituency's published counts; null when none is published (or not theirs). */
  count: { readonly YES: number | null; readonly NO: number | null } | null;
  request: StatementRequest | null;
  now: Date;
}) {
  const { i18n } = useLingui();
  const formats = useFormats();
  const voices = count ? spokenVoices(count) : null;
  const due = voices !== null && statementDue(voices, constituency, site.statementRequests);
  if (!due && !request) return null;
  const n = formats.count(voices?.least ?? 0);
  const spoken = !due ? null : voices?.exact ? (
    <Trans>{n} verified constituents have spoken on this petition.</Trans>
  ) : (
    <Trans>At least {n} verified constituents have spoken on this petition.</Trans>
  );
  if (!request) {
    return (
      <p className={styles.statement}>
        {spoken} <Trans>That is enough for a statement to be requested from {name}.</Trans>
      </p>
    );
  }
  const requested = formats.longDate(request.requested);
  const asked = request.letter ? (
    <Trans>
      A statement was requested from {name} on {requested} (
      <ExternalLink href={request.letter}>the request</ExternalLink>
      ).
    </Trans>
  ) : (
    <Trans>
      A statement was requested from {name} on {requested}.
    </Trans>
  );
  const response = request.response;
  if (!response) {
    const days = daysSince(request.requested, now);
    return (
      <p className={styles.statement}>
        {spoken} {asked}{' '}
        <Plural
          value={days}
          one="No response # day after the request."
          other="No response # days after the request."
        />
      </p>
    );
  }
  const answered = formats.longDate(response.date);
  const summary = response.summary[isLocale(i18n.locale) ? i18n.locale : 'en'];
  return (
    <div className={styles.statementAnswered}>
      <p>
        {spoken} {asked}
      </p>
      <p>
        <Trans comment="summary: the member's answer in a sentence or two, quoted or summarised">
          {name} answered on {answered}: “{summary}”
        </Trans>{' '}
        <ExternalLink href={response.source}>
          <Trans>Source</Trans>
        </ExternalLink>
      </p>
    </div>
  );
}
