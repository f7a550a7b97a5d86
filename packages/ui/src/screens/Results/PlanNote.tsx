// Which district map (plan) a state's district counts are on, and what that means for the
// members beside them (docs/decisions/0073-results-on-the-plan-they-count.md).
import { Trans } from '@lingui/react/macro';
import { useFormats } from '../../i18n';
import type { ResultsPlan } from './model';
import * as styles from './Results.css';

/**
 * "Districts of the map first used in the 2026 elections…": beside every state's districts in
 * the table and on the map. `ownLayout` false: the map's tiles are an earlier plan's layout.
 */
export function PlanNote({ plan, ownLayout = true }: { plan: ResultsPlan; ownLayout?: boolean }) {
  const { longDate } = useFormats();
  const year = plan.firstElection;
  const date = plan.takesOffice ? longDate(plan.takesOffice) : '';
  return (
    <p className={styles.planNote}>
      {plan.kind === 'SEATED' ? (
        <Trans comment="year: the first election held on a district map, e.g. 2022">
          Districts of the map first used in the {year} elections, on which the representatives in office were
          elected.
        </Trans>
      ) : plan.kind === 'NOT_YET_SEATED' ? (
        <Trans comment="year: e.g. 2026; date: the day the new members take office">
          Districts of the map first used in the {year} elections, as in the newest voter list. Members
          elected on it take office on {date}; until then each district shows its member-elect where one is
          recorded, not the representative in office with the same number, who was elected on an earlier map.
        </Trans>
      ) : (
        <Trans comment="year: the first election held on a district map, e.g. 2022">
          Districts of the map first used in the {year} elections, as in the newest voter list, whose members
          have left office. The representatives in office were elected on a newer map, so none is named beside
          these districts until a voter list on the new map is imported.
        </Trans>
      )}
      {ownLayout ? null : (
        <>
          {' '}
          <Trans>On the map below, the squares are placed as on an earlier district map.</Trans>
        </>
      )}
    </p>
  );
}
