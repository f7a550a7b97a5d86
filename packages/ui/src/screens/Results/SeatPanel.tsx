// What the results' panels show about a seat: its legislator's stance, or its vacancy.
import { useLingui } from '@lingui/react/macro';
import type { Petition } from '@rv/catalogue';
import { seatVacancy } from '@rv/domain';
import { LegislatorDetail } from '../../components/LegislatorDetail';
import type { DistrictRow, LegislatorSummary } from './model';
import { VacantSeatText } from './VacantSeatText';

/** A legislator's stance on the petition, in the results' panels, with their seat in words. */
export function LegislatorPanel({
  legislator,
  petition,
}: {
  legislator: LegislatorSummary;
  petition: Petition;
}) {
  const { t } = useLingui();
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
  return <LegislatorDetail legislatorId={legislator.id} petition={petition} seatLabel={seatLabel()} />;
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
      <VacantSeatText
        chamber="house"
        vacancy={seatVacancy(row.specialElection, now)}
        memberElect={row.memberElect}
      />
    </p>
  );
}
