import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import type { StancesByDistrict } from '@rv/api';
import { hasHiddenCounts, nationalTotal, type PublishedCount, type StateCode } from '@rv/domain';
import { type ReactNode, useMemo, useState } from 'react';
import { ChevronIcon } from '../../components/Icon';
import { InfoButton } from '../../components/InfoButton';
import { SlideInPanel } from '../../components/SlideInPanel';
import { Abbreviation, StanceBadge, StanceKey } from '../../components/StanceKey';
import { useFormats } from '../../i18n';
import { CountCells, CountHeads, FewerThanNote } from './Counts';
import { DistrictMap, YourDistrictTag } from './DistrictMap';
import { FetchError, Fetching, type ResultsFetch } from './FetchStatus';
import { isYourDistrict, pinYourDistrict, type YourDistrict } from './mapRules';
import {
  type DistrictRow,
  type FederalResultsModel,
  type LegislatorSummary,
  onCountedPlans,
  type StateResultsModel,
} from './model';
import { PlanNote } from './PlanNote';
import * as styles from './Results.css';
import { LegislatorPanel, NoMemberPanel, VacantDistrictPanel } from './SeatPanel';
import { useViewChange } from './useViewChange';

type Panel =
  | {
      readonly kind: 'LEGISLATOR';
      readonly legislator: LegislatorSummary;
      readonly takesOffice?: string | null;
      /** Their constituency's published counts (district, or state for a senator); null when not theirs yet. */
      readonly count: PublishedCount | null;
    }
  | { readonly kind: 'NO_MEMBER'; readonly label: string; readonly takesOffice: string | null }
  | { readonly kind: 'VACANT'; readonly row: Extract<DistrictRow, { vacant: true }> };

type FederalResultsProps = {
  model: FederalResultsModel;
  results: ResultsFetch<StancesByDistrict>;
  onRetry: () => void;
  /** The state shown expanded (null: the national view), when the page keeps it (in the URL). */
  expanded?: StateCode | null;
  onExpandedChange?: (state: StateCode | null) => void;
  /** Otherwise the table keeps it, starting from this one (stories). */
  defaultState?: StateCode | null;
  /** Today, for a vacancy's special election (stories pin it). */
  now?: Date;
  /** The signed-in voter's district: first in its state's table and outlined on the map. */
  yourDistrict?: YourDistrict | null;
};

/** The federal results table: national view, or one state's districts. */
export function FederalResults({
  model: catalogueModel,
  results,
  onRetry,
  expanded: expandedProp,
  onExpandedChange,
  defaultState = null,
  now = new Date(),
  yourDistrict = null,
}: FederalResultsProps) {
  const [expanded, setExpanded] = useControllableState({
    prop: expandedProp,
    defaultProp: defaultState,
    onChange: onExpandedChange,
  });
  const [panel, setPanel] = useState<Panel | null>(null);
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const { t } = useLingui();
  const { longDate } = useFormats();
  // Rebuilt only when the counts' plans or the day change, not on every render.
  const plans = results.status === 'READY' ? results.data.districtPlans : null;
  const day = now.toDateString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `day` stands for `now` (a new Date on each render).
  const model = useMemo(
    () => (plans ? onCountedPlans(catalogueModel, plans, now) : catalogueModel),
    [catalogueModel, plans?.ca, plans?.fl, day],
  );
  const state = expanded ? model.states.find((s) => s.state === expanded) : undefined;
  const stateName = state?.name;
  const districts = state?.districts.length ?? 0;
  // Announced when the table changes view (docs/product/screens.md#state-districts).
  const heading = useViewChange(
    expanded,
    state
      ? t({
          message: plural(districts, {
            one: `Showing ${stateName}'s # congressional district.`,
            other: `Showing ${stateName}'s # congressional districts.`,
          }),
        })
      : t`Showing all states.`,
  );

  if (results.status === 'LOADING') return <Fetching />;
  if (results.status === 'ERROR') return <FetchError onRetry={onRetry} />;

  const counts = results.data;
  const showDistricts = (name: string) => t`${name}: show districts`;
  const openPanel = (next: Panel) => (event: React.MouseEvent<HTMLButtonElement>) => {
    setOpener(event.currentTarget);
    setPanel(next);
  };
  const legislatorButton = (
    legislator: LegislatorSummary,
    count: PublishedCount | undefined,
    takesOffice: string | null = null,
  ) => (
    <span className={styles.member} key={legislator.id}>
      <button
        type="button"
        className={styles.nameButton}
        onClick={openPanel({
          kind: 'LEGISLATOR',
          legislator,
          takesOffice,
          count: takesOffice ? null : (count ?? null),
        })}
      >
        {legislator.shortName}
      </button>
      <StanceBadge stance={legislator.stance} form="short" />
      {takesOffice ? <TakesOfficeTag date={takesOffice} /> : null}
    </span>
  );

  return (
    <div className={styles.results}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          <h2 ref={heading} tabIndex={-1} className={styles.heading}>
            {state ? (
              <Trans>{stateName} stances by congressional district</Trans>
            ) : (
              <Trans>Stances of registered voters</Trans>
            )}
          </h2>{' '}
          <InfoButton label={t`About this table`} title={t`About this table`}>
            <p>
              <Trans>
                This table counts the stances of verified registered voters of California and Florida on this
                petition: how many support it and how many oppose it.
              </Trans>
            </p>
            <p>
              <Trans>
                Select a state to see its U.S. congressional districts, each with its representative's stance.
                Select the state's name at the top of the table to return to the national view.
              </Trans>
            </p>
          </InfoButton>
          {state ? <PlanNote plan={state.plan} /> : null}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.headCell}>
              {state ? (
                <button
                  type="button"
                  className={styles.rowButton}
                  aria-label={t`${stateName}: back to all states`}
                  onClick={() => setExpanded(null)}
                >
                  <ChevronIcon direction="left" />
                  {state.name}
                </button>
              ) : (
                <Trans comment="a U.S. state">State</Trans>
              )}
            </th>
            <th scope="col" className={`${styles.headCell} ${styles.legislatorHead}`}>
              {/* Short, like Sup. and Opp., so a state's table fits a 320 px screen. */}
              {state ? (
                <Abbreviation
                  short={t({
                    message: 'Rep.',
                    comment: 'short for Representative, in a narrow column heading',
                  })}
                  long={t`Representative`}
                />
              ) : (
                <Trans>Senators</Trans>
              )}
              {state ? (
                <InfoButton label={t`About representative stances`} title={t`Representative stances`}>
                  <LegislatorStancesNote who="representative" />
                </InfoButton>
              ) : (
                <InfoButton label={t`About senator stances`} title={t`Senator stances`}>
                  <LegislatorStancesNote who="senator" />
                </InfoButton>
              )}
            </th>
            <CountHeads />
          </tr>
        </thead>
        <tbody>
          {state
            ? pinYourDistrict(state.districts, state.state, yourDistrict).map((row) => (
                <tr key={row.district}>
                  <th scope="row" className={styles.cell}>
                    {row.label}
                    {isYourDistrict(yourDistrict, state.state, row.district) ? <YourDistrictTag /> : null}
                  </th>
                  <td className={styles.cell}>
                    {row.vacant ? (
                      <button
                        type="button"
                        className={styles.nameButton}
                        onClick={openPanel({ kind: 'VACANT', row })}
                      >
                        <Trans>Vacant Seat</Trans>
                      </button>
                    ) : row.member ? (
                      legislatorButton(row.member, counts[state.state][String(row.district)], row.takesOffice)
                    ) : (
                      <button
                        type="button"
                        className={styles.nameButton}
                        onClick={openPanel({
                          kind: 'NO_MEMBER',
                          label: row.label,
                          takesOffice: row.takesOffice,
                        })}
                      >
                        {row.takesOffice ? (
                          <TakesOfficeWords date={row.takesOffice} />
                        ) : (
                          <Trans>Earlier map</Trans>
                        )}
                      </button>
                    )}
                  </td>
                  <CountCells count={counts[state.state][String(row.district)]} />
                </tr>
              ))
            : model.states.map((s) => (
                <tr key={s.state}>
                  <th scope="row" className={styles.cell}>
                    <button
                      type="button"
                      className={styles.rowButton}
                      aria-label={showDistricts(s.name)}
                      onClick={() => setExpanded(s.state)}
                    >
                      {s.name}
                      <ChevronIcon />
                    </button>
                  </th>
                  <td className={styles.cell}>
                    {s.senators.map((senator) => legislatorButton(senator, counts[s.state].TOTAL))}
                  </td>
                  <CountCells count={counts[s.state].TOTAL} />
                </tr>
              ))}
        </tbody>
        <tfoot>
          <tr className={styles.totalRow}>
            <th scope="row" className={styles.cell}>
              <Trans comment="the table's last row, in capitals">TOTAL</Trans>
            </th>
            <td className={styles.cell}>
              {state ? null : (
                <span className={styles.muted}>
                  <Trans>U.S. total (CA and FL)</Trans>
                </span>
              )}
            </td>
            <CountCells
              count={state ? counts[state.state].TOTAL : nationalTotal(shownStates(model.states, counts))}
            />
          </tr>
        </tfoot>
      </table>
      {model.states.some((s) => hasHiddenCounts(counts[s.state])) ? <FewerThanNote /> : null}
      <StanceKey />
      <DistrictMap
        petition={model.petition}
        states={state ? [state] : model.states}
        counts={counts}
        yourDistrict={yourDistrict}
        now={now}
      />
      <SlideInPanel
        title={<PanelTitle panel={panel} />}
        open={panel !== null}
        onOpenChange={(open) => (open ? null : setPanel(null))}
        returnFocusTo={opener}
      >
        {panel ? <PanelBody panel={panel} model={model} now={now} /> : null}
      </SlideInPanel>
      {model.stancesAsOf ? <StancesAsOf date={longDate(model.stancesAsOf)} /> : null}
    </div>
  );
}

/** The results of the states the page shows, for their total. */
function shownStates(
  states: readonly StateResultsModel[],
  counts: StancesByDistrict,
): Partial<Record<StateCode, StancesByDistrict[StateCode]>> {
  return Object.fromEntries(states.map((s) => [s.state, counts[s.state]]));
}

/** Under a member-elect's name: "from January 3, 2027". */
function TakesOfficeTag({ date }: { date: string }) {
  return (
    <span className={styles.electTag}>
      <TakesOfficeWords date={date} />
    </span>
  );
}

function TakesOfficeWords({ date }: { date: string }) {
  const { longDate } = useFormats();
  const day = longDate(date);
  return (
    <Trans comment="beside a member-elect, or a district whose member is not known yet">from {day}</Trans>
  );
}

function StancesAsOf({ date }: { date: string }) {
  return (
    <p className={styles.asOf}>
      <Trans>Legislators' stances as of {date}.</Trans>
    </p>
  );
}

/** The header panels: whose stances the column shows and where they come from, with the key. */
function LegislatorStancesNote({ who }: { who: 'senator' | 'representative' }) {
  return (
    <>
      <p>
        {who === 'senator' ? (
          <Trans>Each state's two U.S. senators, with their stance on this petition.</Trans>
        ) : (
          <Trans>
            Each congressional district's U.S. representative, with their stance on this petition.
          </Trans>
        )}{' '}
        <Trans>
          Stances are compiled by volunteers from bills, recorded votes and public statements. Select a name
          to see where the stance comes from.
        </Trans>
      </p>
      <StanceKey />
    </>
  );
}

function PanelTitle({ panel }: { panel: Panel | null }): ReactNode {
  if (!panel) return '';
  if (panel.kind === 'LEGISLATOR') return panel.legislator.fullName;
  if (panel.kind === 'NO_MEMBER') return panel.label;
  const seat = panel.row.label;
  return <Trans comment="seat: a district, CA-34">{seat}: Vacant Seat</Trans>;
}

function PanelBody({ panel, model, now }: { panel: Panel; model: FederalResultsModel; now: Date }) {
  switch (panel.kind) {
    case 'LEGISLATOR':
      return (
        <LegislatorPanel
          legislator={panel.legislator}
          petition={model.petition}
          takesOffice={panel.takesOffice ?? null}
          count={panel.count}
          now={now}
        />
      );
    case 'NO_MEMBER':
      return <NoMemberPanel takesOffice={panel.takesOffice} />;
    case 'VACANT':
      return <VacantDistrictPanel row={panel.row} now={now} />;
    default:
      return panel satisfies never;
  }
}
