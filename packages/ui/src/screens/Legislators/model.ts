// What the members' pages show, from the catalogue (docs/decisions/0065-member-page-addresses.md):
// every seat in seat order for the list, and one seat with its member for a member's page; and
// the list's filters and order as its address holds them (docs/decisions/0082-member-list-in-the-address.md).
import {
  type Legislator,
  legislatorById,
  type Petition,
  petitionsForState,
  type SeatEntry,
  seatDirectory,
  seatEntryPath,
  stanceOf,
} from '@rv/catalogue';
import {
  type Chamber,
  countedStates,
  isLegislatorStance,
  type LegislatorStance,
  legislatorLastName,
  type RegisteredSeats,
  STATE_CODES,
  type StateCode,
} from '@rv/domain';
import {
  type GuideSeat,
  guideSeat,
  type SeatName,
  yourRepresentatives,
} from '../VoterGuide/VoterGuide/guideSeat';

/** One row of the list: a seat, its page and its member (null when vacant). */
export interface SeatRow {
  readonly path: string;
  readonly state: StateCode;
  readonly chamber: Chamber;
  /** The House district, null for a Senate seat. */
  readonly district: number | null;
  /** The guide's seat (its name, next election, member-elect): what the row and the page show. */
  readonly seat: GuideSeat;
  readonly legislator: Legislator | null;
}

/** The guide's selection for a seat of the directory. */
function selectionOf(entry: SeatEntry) {
  return {
    state: entry.state,
    chamber: entry.chamber,
    seat: entry.chamber === 'senate' ? entry.rank : String(entry.district),
  };
}

/** One seat as its page shows it, or null when the content cannot name it. */
export function seatRow(entry: SeatEntry, now: Date): SeatRow | null {
  const seat = guideSeat(selectionOf(entry), now);
  if (!seat) return null;
  return {
    path: seatEntryPath(entry),
    state: entry.state,
    chamber: entry.chamber,
    district: entry.chamber === 'house' ? entry.district : null,
    seat,
    legislator: entry.legislatorId === null ? null : (legislatorById(entry.legislatorId) ?? null),
  };
}

/** Every CA and FL seat in Congress on `now`: each state's senators (senior first), then districts 1..N. */
export function seatRows(now: Date): SeatRow[] {
  return seatDirectory(now).flatMap((entry) => {
    const row = seatRow(entry, now);
    return row ? [row] : [];
  });
}

/**
 * Which count of the public results is a seat's constituency: the district for a representative
 * ("34"), the whole state for a senator ("TOTAL").
 */
export function constituencyKey(row: Pick<SeatRow, 'district'>): string {
  return row.district === null ? 'TOTAL' : String(row.district);
}

/** How the list is ordered: seat order (senators, then districts 1..N), or by last name. */
export type ListSort = 'seat' | 'name';

/** What the list shows: its filters and order, as the address holds them. */
export interface ListView {
  readonly state: StateCode | 'all';
  readonly chamber: Chamber | 'all';
  /** The petition whose recorded stances the rows show (its url), or null for none. */
  readonly petition: string | null;
  /** Only the members with this recorded stance on the petition; null for any stance. */
  readonly stance: LegislatorStance | null;
  readonly sort: ListSort;
}

/** The whole list in seat order: what the prerendered page shows and a bare address means. */
export const DEFAULT_LIST_VIEW: ListView = {
  state: 'all',
  chamber: 'all',
  petition: null,
  stance: null,
  sort: 'seat',
};

/** The petitions the constituents of a state filter's seats can take a stance on. */
export function petitionsForStateFilter(
  petitions: readonly Petition[],
  state: ListView['state'],
): Petition[] {
  return state === 'all' ? [...petitions] : petitionsForState(petitions, state);
}

/**
 * The view an address asks for (`?state=ca&chamber=house&petition=carbon-fee-and-dividend&stance=SUPPORT&sort=name`).
 * A value the list does not have (an unknown state, a petition of another state, a stance
 * without a petition) is left at its default: a shared or mistyped address always shows a list.
 */
export function listViewOf(query: URLSearchParams, petitions: readonly Petition[]): ListView {
  const read = (name: string) => query.get(name)?.trim().toLowerCase() ?? '';
  const stateValue = read('state');
  const state = STATE_CODES.find((code) => code === stateValue) ?? 'all';
  const chamberValue = read('chamber');
  const chamber = chamberValue === 'senate' || chamberValue === 'house' ? chamberValue : 'all';
  const petitionValue = read('petition');
  const petition =
    petitionsForStateFilter(petitions, state).find((p) => p.url.toLowerCase() === petitionValue)?.url ?? null;
  const stanceValue = read('stance').toUpperCase();
  const stance = petition !== null && isLegislatorStance(stanceValue) ? stanceValue : null;
  const sort = read('sort') === 'name' ? 'name' : 'seat';
  return { state, chamber, petition, stance, sort };
}

/** The address's query for a view: only what differs from the whole list in seat order. */
export function listQueryOf(view: ListView): URLSearchParams {
  const query = new URLSearchParams();
  if (view.state !== 'all') query.set('state', view.state);
  if (view.chamber !== 'all') query.set('chamber', view.chamber);
  if (view.petition !== null) query.set('petition', view.petition);
  if (view.petition !== null && view.stance !== null) query.set('stance', view.stance);
  if (view.sort !== 'seat') query.set('sort', view.sort);
  return query;
}

/**
 * A member's recorded stance on a petition (Not Yet Compiled when none is recorded, as the voter
 * guide shows it); null for a vacant seat, and for a seat whose constituents cannot take a stance
 * on the petition (another state's).
 */
export function recordedStance(row: SeatRow, petition: Petition): LegislatorStance | null {
  if (!row.legislator || !countedStates(petition.jurisdiction).includes(row.state)) return null;
  return stanceOf(petition, row.legislator.id)?.stance ?? 'NOT_RESEARCHED';
}

/** One seat, the same from the directory and from the voter's representatives: "ca:SENIOR", "ca:CA-7". */
function seatKey(state: StateCode, name: SeatName): string {
  return `${state}:${'senateSeat' in name ? name.senateSeat : name.district}`;
}

/** What the list shows: the voter's own seats first (when signed in), then each state's. */
export interface ShownSeats {
  readonly yours: readonly SeatRow[];
  readonly byState: Readonly<Record<StateCode, readonly SeatRow[]>>;
  readonly count: number;
}

/**
 * The rows a view shows, in its order. With a petition chosen, only members whose constituents
 * can take a stance on it are shown (no vacant seat), and with a stance, only those who hold it.
 * A signed-in voter's senators and representative (guideSeat.ts `yourRepresentatives`) are taken
 * out of their state's rows into their own group.
 */
export function shownSeats(
  rows: readonly SeatRow[],
  view: ListView,
  {
    petitions,
    voter,
    now,
    locale,
  }: {
    petitions: readonly Petition[];
    voter: RegisteredSeats | null;
    now: Date;
    locale: string;
  },
): ShownSeats {
  const petition = view.petition === null ? null : (petitions.find((p) => p.url === view.petition) ?? null);
  const matches = (row: SeatRow) => {
    if (view.state !== 'all' && row.state !== view.state) return false;
    if (view.chamber !== 'all' && row.chamber !== view.chamber) return false;
    if (!petition) return true;
    const stance = recordedStance(row, petition);
    return stance !== null && (view.stance === null || stance === view.stance);
  };
  const ordered = view.sort === 'name' ? byName(rows, locale) : rows;
  const own = new Set(
    voter ? yourRepresentatives(voter, now).map(({ seat }) => seatKey(voter.state, seat.name)) : [],
  );
  const isOwn = (row: SeatRow) => own.has(seatKey(row.state, row.seat.name));
  const shown = ordered.filter(matches);
  const byState = Object.fromEntries(
    STATE_CODES.map((code) => [code, shown.filter((row) => row.state === code && !isOwn(row))]),
  ) as Record<StateCode, SeatRow[]>;
  return { yours: shown.filter(isOwn), byState, count: shown.length };
}

/** By last name, then the full name, in the page's language; vacant seats last, in seat order. */
function byName(rows: readonly SeatRow[], locale: string): SeatRow[] {
  const collator = new Intl.Collator(locale);
  const members = rows.flatMap((row, index) =>
    row.legislator ? [{ row, index, legislator: row.legislator }] : [],
  );
  const vacant = rows.filter((row) => row.legislator === null);
  const sorted = members
    .sort(
      (a, b) =>
        collator.compare(legislatorLastName(a.legislator), legislatorLastName(b.legislator)) ||
        collator.compare(a.legislator.fullName, b.legislator.fullName) ||
        a.index - b.index,
    )
    .map(({ row }) => row);
  return [...sorted, ...vacant];
}
