import { Trans } from '@lingui/react/macro';
import { ownDistrictRepresentation } from '@rv/catalogue';
import { houseSeatLabel, type RegisteredSeats } from '@rv/domain';
import { useFormats } from '../i18n';

/**
 * What is true of the voter's House seat when their district is on another district plan than
 * the members in office (docs/decisions/0072-district-plans.md): their district for the next
 * election and the day its member takes office, and that until then the voter file does not say
 * which current district they live in. Nothing when the plans agree (the representative is
 * named as usual). The guide's panel, My stances and the account panel show it.
 */
export function DistrictPlanNotice({
  voter,
  now,
  className,
  as: Tag = 'p',
}: {
  voter: RegisteredSeats;
  /** The day it is: the real date in the app, a fixed one in stories and tests. */
  now: Date;
  className?: string;
  /** A paragraph, or an item of the list it stands in (the account panel's lines). */
  as?: 'p' | 'li';
}) {
  const { longDate } = useFormats();
  const representation = ownDistrictRepresentation(voter, now);
  const district = houseSeatLabel(voter.state, voter.district);
  if (representation.kind === 'SEATED') return null;
  if (representation.kind === 'NOT_YET_SEATED') {
    const year = String(representation.plan.elections[0] ?? '');
    const date = longDate(representation.takesOffice);
    return (
      <Tag className={className} data-testid="district-plan-notice">
        <Trans comment="a voter's congressional district on a new district map whose members have not taken office">
          Your congressional district from the {year} election on is {district}, on the new district map. Its
          representative takes office on {date}. Until then, the voter file does not say which of the current
          districts you live in, so no representative is shown as yours.
        </Trans>
      </Tag>
    );
  }
  const date = longDate(representation.seated.membersTakeOffice);
  return (
    <Tag className={className} data-testid="district-plan-notice">
      <Trans comment="a voter's congressional district on an old district map whose members have left office">
        Your congressional district in the voter file, {district}, is on the district map whose members left
        office on {date}. Until the new voter file is imported, we cannot say which district you live in now,
        so no representative is shown as yours.
      </Trans>
    </Tag>
  );
}
