// /legislators: every CA and FL senator and representative and every vacant seat, filtered by
// state, chamber and recorded stance on a petition, in seat order or by name, the signed-in
// voter's own members first; the filters and order live in the address
// (docs/product/screens.md#legislators, docs/decisions/0082-member-list-in-the-address.md).
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { petitions as allPetitions, LEGISLATORS_PATH, type Petition, stancesCheckedOn } from '@rv/catalogue';
import {
  LEGISLATOR_STANCES,
  type LegislatorStance,
  pathInLocale,
  type RegisteredSeats,
  STATE_CODES,
  STATES,
  type StateCode,
} from '@rv/domain';
import { memo, useId, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { DistrictPlanNotice } from '../../components/DistrictPlanNotice';
import { PageLayout } from '../../components/PageLayout';
import { SelectField } from '../../components/SelectField';
import { StanceBadge } from '../../components/StanceKey';
import { linkClassName, TextLink, useFollowLinksInApp } from '../../components/TextLink';
import { useFormats, useHydrated, usePageLocale } from '../../i18n';
import { LEGISLATOR_STANCE_LABEL_MESSAGES } from '../../i18n/vocabulary';
import { usePartyName, useSeatLabel } from '../VoterGuide/VoterGuide/seatWords';
import * as styles from './Legislators.css';
import {
  DEFAULT_LIST_VIEW,
  type ListSort,
  type ListView,
  listQueryOf,
  listViewOf,
  petitionsForStateFilter,
  recordedStance,
  type SeatRow,
  seatRows,
  shownSeats,
} from './model';

/** The list's heading, in English (stories and tests read it). */
export const LEGISLATORS_TITLE = msg`Members of Congress`;

export function LegislatorList({
  now = new Date(),
  voter = null,
  petitions = allPetitions,
}: {
  /** Today: a member-elect holds their seat from their first day (stories pin it). */
  now?: Date;
  /** The signed-in voter: their senators and representative come first. */
  voter?: RegisteredSeats | null;
  /** The petitions whose recorded stances can filter the list (the catalogue's). */
  petitions?: readonly Petition[];
}) {
  const { t, i18n } = useLingui();
  const locale = usePageLocale();
  // The address's query, read and written through the router's location (its useSearchParams
  // would add 0.4 KB gzip to the entry chunk every page loads: bench:web, 2026-11-28).
  const { search } = useLocation();
  const navigate = useNavigate();
  // The prerendered page is the whole list: the address's filters apply from the first render
  // after hydration, so the HTML and the first render in the browser agree.
  const view = listViewOf(new URLSearchParams(useHydrated() ? search : ''), petitions);
  // Read once: the seats do not change while the page is open.
  const [rows] = useState(() => seatRows(now));
  // The same groups of rows until the view, the voter or the language changes, so the groups'
  // lists are not drawn again by the renders that change nothing in them (SeatList is memoised).
  const [asOf] = useState(now);
  const viewKey = listQueryOf(view).toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the view is read through its key
  const shown = useMemo(
    () => shownSeats(rows, view, { petitions, voter, now: asOf, locale }),
    [rows, viewKey, petitions, voter, asOf, locale],
  );
  const petition = petitions.find((p) => p.url === view.petition) ?? null;
  // Each choice is a new address (so Back undoes it); one that no longer fits (a petition of
  // another state) falls back to its default, as an address would.
  // The view the last choice made, before the page re-renders with it: two quick choices (State,
  // then Chamber) must not have the second start from the view before the first.
  const latest = useRef(view);
  latest.current = view;
  const change = (changed: Partial<ListView>) => {
    const next = listViewOf(listQueryOf({ ...latest.current, ...changed }), petitions);
    latest.current = next;
    const query = listQueryOf(next).toString();
    navigate({ search: query ? `?${query}` : '' });
  };
  const stanceLabel = (stance: LegislatorStance) => i18n._(LEGISLATOR_STANCE_LABEL_MESSAGES[stance]);
  const { count } = shown;
  return (
    <PageLayout>
      <div className={styles.stack}>
        <h1 className={styles.title}>{i18n._(LEGISLATORS_TITLE)}</h1>
        <p>
          <Trans>
            Every U.S. senator and representative of California and Florida, and every vacant seat. Open one
            to see their recorded stance on each petition beside the verified voters of their state or
            district.
          </Trans>
        </p>
        <div className={styles.filters}>
          <SelectField<ListView['state']>
            label={t`State`}
            value={view.state}
            options={[
              { value: 'all', label: t({ message: 'Both states', comment: 'California and Florida' }) },
              ...STATE_CODES.map((code) => ({ value: code, label: STATES[code].name })),
            ]}
            onChange={(state) => change({ state })}
          />
          <SelectField<ListView['chamber']>
            label={t({ message: 'Chamber', comment: 'the Senate or the House of Representatives' })}
            value={view.chamber}
            options={[
              {
                value: 'all',
                label: t({ message: 'Senate and House', comment: 'both chambers of Congress' }),
              },
              { value: 'senate', label: t`Senate` },
              { value: 'house', label: t`House of Representatives` },
            ]}
            onChange={(chamber) => change({ chamber })}
          />
          <fieldset className={styles.stanceFilter}>
            <legend className={styles.legend}>
              <Trans>Recorded stance on a petition</Trans>
            </legend>
            <SelectField<string>
              label={t({ message: 'Petition', comment: 'a picker of the petitions' })}
              value={view.petition ?? ''}
              options={[
                { value: '', label: t`Choose a petition` },
                ...petitionsForStateFilter(petitions, view.state).map((p) => ({
                  value: p.url,
                  label: p.uiTitle,
                })),
              ]}
              onChange={(url) => change({ petition: url === '' ? null : url })}
            />
            {petition ? (
              <SelectField<LegislatorStance | 'any'>
                label={t({ message: 'Stance', comment: "a picker of a legislator's recorded stances" })}
                value={view.stance ?? 'any'}
                options={[
                  { value: 'any', label: t`Any stance` },
                  ...LEGISLATOR_STANCES.map((stance) => ({ value: stance, label: stanceLabel(stance) })),
                ]}
                onChange={(stance) => change({ stance: stance === 'any' ? null : stance })}
              />
            ) : null}
          </fieldset>
          <SelectField<ListSort>
            label={t({ message: 'Sort by', comment: 'the order of the list of members' })}
            value={view.sort}
            options={[
              { value: 'seat', label: t({ message: 'Seat', comment: 'senators, then districts in order' }) },
              { value: 'name', label: t`Last name` },
            ]}
            onChange={(sort) => change({ sort })}
          />
        </div>
        <p className={styles.muted} role="status">
          {count === 1 ? <Trans>1 seat shown</Trans> : <Trans>{count} seats shown</Trans>}
        </p>
        {petition ? <StancesAsOf petition={petition} /> : null}
        {count === 0 && petition && view.stance ? (
          <NoneShown title={petition.uiTitle} stance={stanceLabel(view.stance)} sort={view.sort} />
        ) : null}
        {voter && shown.yours.length > 0 ? (
          <YourSeats voter={voter} now={now} rows={shown.yours} petition={petition} />
        ) : null}
        {STATE_CODES.map((code) => (
          <StateSeats key={code} state={code} rows={shown.byState[code]} petition={petition} />
        ))}
      </div>
    </PageLayout>
  );
}

/** When the recorded stances were last checked at their sources. */
function StancesAsOf({ petition }: { petition: Petition }) {
  const { longDate } = useFormats();
  const checkedOn = stancesCheckedOn([petition]);
  if (!checkedOn) return null;
  const asOf = longDate(checkedOn);
  return (
    <p className={styles.small}>
      <Trans>Stances as of {asOf}.</Trans>
    </p>
  );
}

/** No member holds the chosen stance among the seats chosen: say so, and offer the whole list. */
function NoneShown({ title, stance, sort }: { title: string; stance: string; sort: ListSort }) {
  const everySeat = listQueryOf({ ...DEFAULT_LIST_VIEW, sort }).toString();
  return (
    <p>
      <Trans>
        No member of Congress in this list has the recorded stance "{stance}" on {title}.
      </Trans>{' '}
      <TextLink to={everySeat ? `${LEGISLATORS_PATH}?${everySeat}` : LEGISLATORS_PATH}>
        <Trans>Show every seat</Trans>
      </TextLink>
    </p>
  );
}

/** The signed-in voter's senators and representative, as a group of their own. */
function YourSeats({
  voter,
  now,
  rows,
  petition,
}: {
  voter: RegisteredSeats;
  now: Date;
  rows: readonly SeatRow[];
  petition: Petition | null;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.stateHeading}>
        <Trans>Your representatives</Trans>
      </h2>
      <DistrictPlanNotice voter={voter} now={now} className={styles.small} />
      <SeatList rows={rows} petition={petition} />
    </section>
  );
}

function StateSeats({
  state,
  rows,
  petition,
}: {
  state: StateCode;
  rows: readonly SeatRow[];
  petition: Petition | null;
}) {
  const name = STATES[state].name;
  if (rows.length === 0) return null;
  return (
    <section aria-label={name}>
      <h2 className={styles.stateHeading}>{name}</h2>
      <SeatList rows={rows} petition={petition} />
    </section>
  );
}

/**
 * A group's rows, as plain elements: no component per row (a router Link and a memo per row were
 * most of this page's hydration on a phone, 84 rows), and drawn again only when the rows or the
 * petition change, not on each render after hydration.
 */
const SeatList = memo(function SeatList({
  rows,
  petition,
}: {
  rows: readonly SeatRow[];
  petition: Petition | null;
}) {
  const { t } = useLingui();
  const seatLabel = useSeatLabel();
  const partyName = usePartyName();
  const locale = usePageLocale();
  const followLink = useFollowLinksInApp();
  return (
    // The rows' links are followed in the app from here (useFollowLinksInApp); each is an anchor,
    // reached and opened by keyboard as any link.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the clicks are the links' own, Enter included
    <ul className={styles.list} onClick={followLink}>
      {rows.map((row) => {
        const { legislator } = row;
        const recorded = petition ? recordedStance(row, petition) : null;
        return (
          <li key={row.path} className={styles.row}>
            <span className={styles.seatCell}>{seatLabel(row.seat.name)}</span>
            <span>
              <a className={linkClassName} href={pathInLocale(row.path, locale)}>
                {legislator
                  ? legislator.fullName
                  : t({ message: 'Vacant Seat', comment: 'a seat in Congress with no one in it' })}
              </a>
              {legislator ? `, ${partyName(legislator)}` : null}
              {recorded ? (
                <span className={styles.rowStance}>
                  {`${t({ message: 'Stance:', comment: "before a legislator's recorded stance on the chosen petition" })} `}
                  <StanceBadge stance={recorded} />
                </span>
              ) : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
});
