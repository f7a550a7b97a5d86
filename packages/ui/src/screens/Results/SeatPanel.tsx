// What the results' panels show about a seat: its legislator's stance, or its vacancy.
import { Trans, useLingui } from '@lingui/react/macro';
import { type Petition, statementRequestOf } from '@rv/catalogue';
import { type PublishedCount, seatVacancy } from '@rv/domain';
import { LegislatorDetail } from '../../components/LegislatorDetail';
import { useFormats } from '../../i18n';
import { StatementNote } from '../Legislators/StatementNote';
import type { DistrictRow, LegislatorSummary } from './model';
import { VacantSeatText } from './VacantSeatText';

/**
 * A legislator's stance on the petition, in the results' panels, with their seat in words, then
 * whether their constituents' voices have called for a statement from them (decision 0084); for
 * a member-elect of the district's new map, the day they take office first.
 */
export function LegislatorPanel({
  legislator,
  petition,
  takesOffice = null,
  count = null,
  now = new Date(),
}: {
  legislator: LegislatorSummary;
  petition: Petition;
  takesOffice?: string | null;
  /** Their constituency's published counts: the district's, or the state's for a senator. */
  count?: PublishedCount | null;
  now?: Date;
}) {
  const { t } = useLingui();
  const { longDate } = useFormats();
  const { seat, gender } = legislator;
  const seatLabel = () => {
    if (seat.chamber === 'house') return seat.label;
    const { stateName } = seat;
    // Spanish says "Senador" or "Senadora": one message per gender.
    if (seat.rank === 'SENIOR') {
      return gender === 'FEMALE'
        ? t({ message: `Senior Senator, ${stateName}`, context: 'a woman' })
        : t({ message: `Senior Senator, ${stateName}`, context: 'a man' });
    }
    return gender === 'FEMALE'
      ? t({ message: `Junior Senator, ${stateName}`, context: 'a woman' })
      : t({ message: `Junior Senator, ${stateName}`, context: 'a man' });
  };
  const detail = (
    <>
      <LegislatorDetail legislatorId={legislator.id} petition={petition} seatLabel={seatLabel()} />
      <StatementNote
        name={legislator.fullName}
        constituency={seat.chamber === 'house' ? 'DISTRICT' : 'STATE'}
        count={count}
        request={statementRequestOf(petition.url, legislator.id)}
        now={now}
      />
    </>
  );
  if (!takesOffice) return detail;
  const name = legislator.fullName;
  const date = longDate(takesOffice);
  return (
    <>
      <p>
        <Trans comment="name: a person's full name; date: the day the new members take office">
          {name} was elected on this district's new map and takes office on {date}. Until then the district's
          voters are represented by members elected on the earlier map.
        </Trans>
      </p>
      {detail}
    </>
  );
}

/**
 * A district of a map whose member is not named: its members take office on `takesOffice` and
 * its member-elect is not recorded yet, or (null) its members have left office.
 */
export function NoMemberPanel({ takesOffice }: { takesOffice: string | null }) {
  const { longDate } = useFormats();
  const date = takesOffice ? longDate(takesOffice) : '';
  return (
    <p>
      {takesOffice ? (
        <Trans comment="date: the day the new members take office">
          This district is on the new district map. Its member takes office on {date}; who was elected is not
          recorded here yet. Until then its voters are represented by members elected on the earlier map, and
          the voter list does not say which of those districts they live in.
        </Trans>
      ) : (
        <Trans>
          This district is on a district map whose members have left office. The representatives in office
          were elected on a newer map; the counts move to it when a voter list on the new map is imported.
        </Trans>
      )}
    </p>
  );
}

/** A vacant district's special election, and its member-elect when the content records one. */
export function VacantDistrictPanel({
  row,
  now,
}: {
  row: Extract<DistrictRow, { vacant: true }>;
  now: Date;
}) {
  return (
    <p>
      <VacantSeatText chamber="house" vacancy={seatVacancy(row, now)} memberElect={row.memberElect} />
    </p>
  );
}
