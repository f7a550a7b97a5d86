import { useControllableState } from '@radix-ui/react-use-controllable-state';
import type { StancesByDistrict, YesNoCount } from '@rv/api';
import {
  formatLongDate,
  LEGISLATOR_STANCE_ABBREVIATIONS,
  LEGISLATOR_STANCE_LABELS,
  type StateCode,
  vacantSeatMessage,
} from '@rv/domain';
import { type ReactNode, useEffect, useState } from 'react';
import { announce } from '../../components/Announcer';
import { Button } from '../../components/Button';
import { ChevronIcon } from '../../components/Icon';
import { InfoButton } from '../../components/InfoButton';
import { LegislatorDetail } from '../../components/LegislatorDetail';
import { SlideInPanel } from '../../components/SlideInPanel';
import { Spinner } from '../../components/Spinner';
import { Abbreviation, StanceAbbreviation, StanceKey } from '../../components/StanceKey';
import { DistrictMap, YourDistrictTag } from './DistrictMap';
import { isYourDistrict, pinYourDistrict, type YourDistrict } from './districtMap';
import type { DistrictRow, FederalResultsModel, LegislatorSummary, StateResultsModel } from './model';
import * as styles from './Results.css';
import { useViewChange } from './useViewChange';

export const FETCHING_RESULTS = 'Fetching results...';
/** Announced when the table changes view (docs/product/screens.md#state-districts). */
export const ALL_STATES_SHOWN = 'Showing all states.';
export const viewAnnouncement = (state: Pick<StateResultsModel, 'name' | 'districts'>) =>
  `Showing ${state.name}'s ${state.districts.length} congressional districts.`;

/** The state of a results fetch (a failure shows a retry: docs/product/screens.md#petition-stances). */
export type ResultsFetch<T> =
  | { readonly status: 'LOADING' }
  | { readonly status: 'ERROR' }
  | { readonly status: 'READY'; readonly data: T };

export const RESULTS_STATUSES = [
  'LOADING',
  'ERROR',
  'READY',
] as const satisfies readonly ResultsFetch<unknown>['status'][];

const ZERO: YesNoCount = { YES: 0, NO: 0 };

// Locale thousands separators (docs/product/screens.md#petition-stances): the reader's own locale.
const numberFormat = new Intl.NumberFormat(undefined);
const formatCount = (n: number) => numberFormat.format(n);

type Panel =
  | { readonly kind: 'LEGISLATOR'; readonly legislator: LegislatorSummary }
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
  model,
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
  const state = expanded ? model.states.find((s) => s.state === expanded) : undefined;
  const heading = useViewChange(expanded, state ? viewAnnouncement(state) : ALL_STATES_SHOWN);

  if (results.status === 'LOADING') return <Fetching />;
  if (results.status === 'ERROR') return <FetchError onRetry={onRetry} />;

  const counts = results.data;
  const openPanel = (next: Panel) => (event: React.MouseEvent<HTMLButtonElement>) => {
    setOpener(event.currentTarget);
    setPanel(next);
  };
  const legislatorButton = (legislator: LegislatorSummary) => (
    <span className={styles.member} key={legislator.id}>
      <button
        type="button"
        className={styles.nameButton}
        onClick={openPanel({ kind: 'LEGISLATOR', legislator })}
      >
        {legislator.shortName}
      </button>
      <span className={styles.stanceAbbr}>
        <StanceAbbreviation stance={legislator.stance} />
      </span>
    </span>
  );

  return (
    <div className={styles.results}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          <h2 ref={heading} tabIndex={-1} className={styles.heading}>
            {state ? `${state.name} stances by congressional district` : 'Stances of registered voters'}
          </h2>{' '}
          <InfoButton label="About this table" title="About this table">
            <p>
              This table counts the stances of verified registered voters of California and Florida on this
              petition: Sup. is how many support it, Opp. how many oppose it.
            </p>
            <p>
              Select a state to see its U.S. congressional districts, each with its representative's stance.
              Select the state's name at the top of the table to return to the national view.
            </p>
          </InfoButton>
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.headCell}>
              {state ? (
                <button
                  type="button"
                  className={styles.rowButton}
                  aria-label={`${state.name}: back to all states`}
                  onClick={() => setExpanded(null)}
                >
                  <ChevronIcon direction="left" />
                  {state.name}
                </button>
              ) : (
                'State'
              )}
            </th>
            <th scope="col" className={styles.headCell}>
              {/* Short, like Sup. and Opp., so a state's table fits a 320 px screen. */}
              {state ? <Abbreviation short="Rep." long="Representative" /> : 'Senators'}
              {state ? (
                <InfoButton label="About representative stances" title="Representative stances">
                  <LegislatorStancesNote who="representative" />
                </InfoButton>
              ) : (
                <InfoButton label="About senator stances" title="Senator stances">
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
                        Vacant Seat
                      </button>
                    ) : (
                      legislatorButton(row.member)
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
                      aria-label={`${s.name}: show districts`}
                      onClick={() => setExpanded(s.state)}
                    >
                      {s.name}
                      <ChevronIcon />
                    </button>
                  </th>
                  <td className={styles.cell}>{s.senators.map(legislatorButton)}</td>
                  <CountCells count={counts[s.state].TOTAL} />
                </tr>
              ))}
        </tbody>
        <tfoot>
          <tr className={styles.totalRow}>
            <th scope="row" className={styles.cell}>
              TOTAL
            </th>
            <td className={styles.cell}>
              {state ? null : <span className={styles.muted}>U.S. total (CA and FL)</span>}
            </td>
            <CountCells count={state ? counts[state.state].TOTAL : usTotal(model.states, counts)} />
          </tr>
        </tfoot>
      </table>
      <StanceKey />
      <DistrictMap
        petition={model.petition}
        states={state ? [state] : model.states}
        counts={counts}
        yourDistrict={yourDistrict}
        now={now}
      />
      <SlideInPanel
        title={panelTitle(panel)}
        open={panel !== null}
        onOpenChange={(open) => (open ? null : setPanel(null))}
        returnFocusTo={opener}
      >
        {panel ? <PanelBody panel={panel} model={model} now={now} /> : null}
      </SlideInPanel>
      {model.stancesAsOf ? (
        <p className={styles.asOf}>Legislators' stances as of {formatLongDate(model.stancesAsOf)}.</p>
      ) : null}
    </div>
  );
}

function usTotal(states: readonly StateResultsModel[], counts: StancesByDistrict): YesNoCount {
  return states.reduce(
    (sum, s) => {
      const total = counts[s.state].TOTAL ?? ZERO;
      return { YES: sum.YES + total.YES, NO: sum.NO + total.NO };
    },
    { YES: 0, NO: 0 },
  );
}

function CountHeads() {
  return (
    <>
      <th scope="col" className={`${styles.headCell} ${styles.number}`}>
        <Abbreviation
          short={LEGISLATOR_STANCE_ABBREVIATIONS.SUPPORT}
          long={LEGISLATOR_STANCE_LABELS.SUPPORT}
        />
      </th>
      <th scope="col" className={`${styles.headCell} ${styles.number}`}>
        <Abbreviation short={LEGISLATOR_STANCE_ABBREVIATIONS.OPPOSE} long="Opposition" />
      </th>
    </>
  );
}

function CountCells({ count = ZERO }: { count?: YesNoCount | undefined }) {
  return (
    <>
      <td className={`${styles.cell} ${styles.number}`}>{formatCount(count.YES)}</td>
      <td className={`${styles.cell} ${styles.number}`}>{formatCount(count.NO)}</td>
    </>
  );
}

/** The header panels: whose stances the column shows and where they come from, with the key. */
function LegislatorStancesNote({ who }: { who: 'senator' | 'representative' }) {
  return (
    <>
      <p>
        {who === 'senator'
          ? "Each state's two U.S. senators, with their stance on this petition."
          : "Each congressional district's U.S. representative, with their stance on this petition."}{' '}
        Stances are compiled by volunteers from public statements and bill co-sponsorships. Select a name to
        see where the stance comes from.
      </p>
      <StanceKey />
    </>
  );
}

function panelTitle(panel: Panel | null): ReactNode {
  if (!panel) return '';
  return panel.kind === 'LEGISLATOR' ? panel.legislator.fullName : `${panel.row.label}: Vacant Seat`;
}

function PanelBody({ panel, model, now }: { panel: Panel; model: FederalResultsModel; now: Date }) {
  switch (panel.kind) {
    case 'LEGISLATOR': {
      const { legislator } = panel;
      return (
        <LegislatorDetail
          legislatorId={legislator.id}
          petition={model.petition}
          seatLabel={legislator.seatLabel}
        />
      );
    }
    case 'VACANT':
      return <p>{vacantSeatMessage('house', panel.row.specialElection, now, panel.row.memberElect)}</p>;
    default:
      return panel satisfies never;
  }
}

export function Fetching() {
  // The spinner's own status arrives with its text, which screen readers often skip.
  useEffect(() => announce(FETCHING_RESULTS), []);
  return (
    <div className={styles.status}>
      <Spinner label={FETCHING_RESULTS} showLabel />
    </div>
  );
}

export function FetchError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.error} role="alert">
      <p className={styles.errorTitle}>The results could not be fetched.</p>
      <p>Check your connection and try again. Your own stance, if you gave one, is not affected.</p>
      <Button variant="outlined" onClick={onRetry}>
        TRY AGAIN
      </Button>
    </div>
  );
}

type StateTotalProps = {
  /** "California" */
  stateName: string;
  results: ResultsFetch<YesNoCount>;
  onRetry: () => void;
};

/** A state petition's results: the state total only ("California Total", Sup. and Opp.). */
export function StateTotalResults({ stateName, results, onRetry }: StateTotalProps) {
  if (results.status === 'LOADING') return <Fetching />;
  if (results.status === 'ERROR') return <FetchError onRetry={onRetry} />;
  return (
    <div className={styles.results}>
      <table className={styles.table}>
        <caption className={styles.caption}>Stances of registered voters of {stateName}</caption>
        <thead>
          <tr>
            <td className={styles.headCell} />
            <CountHeads />
          </tr>
        </thead>
        <tbody>
          <tr className={styles.totalRow}>
            <th scope="row" className={styles.cell}>
              {stateName} Total
            </th>
            <CountCells count={results.data} />
          </tr>
        </tbody>
      </table>
      <StanceKey stances={['SUPPORT', 'OPPOSE']} />
    </div>
  );
}
