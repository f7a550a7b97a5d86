// A vacant seat's notice and a member-elect's line in words (docs/product/messages.md#results),
// from @rv/domain's seatVacancy: the results panels and the voter guide show them.
import { Trans } from '@lingui/react/macro';
import type { Chamber, MemberElectShown, SeatVacancy } from '@rv/domain';
import { useFormats } from '../../i18n';

/** "Jane Doe was elected to this seat and takes office on January 3, 2027." */
export function MemberElectText({ memberElect }: { memberElect: MemberElectShown }) {
  const { longDate } = useFormats();
  const name = memberElect.fullName;
  const date = longDate(memberElect.takesOffice);
  return (
    <Trans comment="name: a person's full name, never translated">
      {name} was elected to this seat and takes office on {date}.
    </Trans>
  );
}

type VacantSeatTextProps = {
  chamber: Chamber;
  vacancy: SeatVacancy;
  /** Who was elected to the seat, when the content records them. */
  memberElect: MemberElectShown | null;
};

/**
 * "This seat is vacant. A special election on June 2, 2026 will decide the next representative."
 * Past its date the election was held: it says so, never "will decide" (the result reaches the
 * content when a volunteer records the winner). A seat whose member's term ended with no winner
 * recorded (a new Congress sat) says that.
 */
export function VacantSeatText({ chamber, vacancy, memberElect }: VacantSeatTextProps) {
  const { longDate } = useFormats();
  const date = vacancy.kind === 'UNSCHEDULED' ? '' : longDate(vacancy.date);
  if (memberElect) {
    return (
      <>
        {vacancy.kind === 'HELD' ? (
          <Trans>This seat is vacant. A special election was held on {date}.</Trans>
        ) : (
          <Trans>This seat is vacant.</Trans>
        )}{' '}
        <MemberElectText memberElect={memberElect} />
      </>
    );
  }
  switch (vacancy.kind) {
    case 'HELD':
      return (
        <Trans>
          This seat is vacant. A special election was held on {date}; its result is not recorded here yet.
        </Trans>
      );
    case 'SCHEDULED':
      return chamber === 'senate' ? (
        <Trans>This seat is vacant. A special election on {date} will decide the next senator.</Trans>
      ) : (
        <Trans>This seat is vacant. A special election on {date} will decide the next representative.</Trans>
      );
    case 'TERM_ENDED':
      return (
        <Trans>
          This seat is vacant: its member's term ended on {date}, and the winner of the election for it is not
          recorded here yet.
        </Trans>
      );
    case 'UNSCHEDULED':
      return chamber === 'senate' ? (
        <Trans>
          This seat is vacant. A special election will decide the next senator; its date has not been set yet.
        </Trans>
      ) : (
        <Trans>
          This seat is vacant. A special election will decide the next representative; its date has not been
          set yet.
        </Trans>
      );
    default:
      return vacancy satisfies never;
  }
}
