// seats/<state>.yaml: who holds each Senate seat and House district of a state, and when the
// next elections are.
import { type SeatsFile, seatsSchema } from '@rv/catalogue/schema';
import type { HouseDistrictSeat, Legislator, SenateSeat, StateSeats } from '@rv/catalogue/types';
import { STATE_CODES, STATES, type StateCode } from '@rv/domain';
import type { FieldReporter } from '../collector';
import { baseName } from '../files';
import type { SiteInput } from './input';
import type { Legislators } from './legislators';

export function validateSeats({
  files,
  report,
  site,
  legislators,
}: SiteInput & { legislators: Legislators }): Partial<Record<StateCode, StateSeats>> {
  for (const relative of files.folders.seats) {
    if (!(STATE_CODES as readonly string[]).includes(baseName(relative))) {
      report.inFile({
        relative,
        message: `is not a state file — seats/ holds ${STATE_CODES.map((s) => `${s}.yaml`).join(' and ')}`,
      });
    }
  }
  const schema = seatsSchema(legislators.ids);
  const seats: Partial<Record<StateCode, StateSeats>> = {};
  for (const state of STATE_CODES) {
    const loaded = files.readYaml(`seats/${state}.yaml`);
    if (!loaded) continue;
    const fields = report.fields(loaded.source);
    const file = fields.validate(schema, loaded.data);
    const districtCount = site?.states[state].congressionalDistricts;
    // District coverage is checked on the raw keys, so gaps show even when an entry is invalid.
    const rawDistricts = (loaded.data as { house?: { districts?: unknown } } | null)?.house?.districts;
    if (districtCount && typeof rawDistricts === 'object' && rawDistricts !== null) {
      checkDistrictKeys({ keys: Object.keys(rawDistricts), state, districtCount, fields });
    }
    if (!file) continue;
    const stateSeats = checkStateSeats({ file, state, fields, legislators: legislators.byId });
    if (stateSeats && districtCount && stateSeats.house.length === districtCount) seats[state] = stateSeats;
  }
  return seats;
}

/** Every district 1..N is there, none beyond N, in order. */
function checkDistrictKeys({
  keys,
  state,
  districtCount,
  fields,
}: {
  keys: readonly string[];
  state: StateCode;
  districtCount: number;
  fields: FieldReporter;
}): void {
  const { abbreviation } = STATES[state];
  for (let district = 1; district <= districtCount; district++) {
    if (!keys.includes(String(district))) {
      fields.at(
        ['house', 'districts'],
        `district ${district} is missing — add "${district}": { incumbent: First_Last } or "${district}": { vacant: true } (${abbreviation} has districts 1–${districtCount})`,
        { key: true },
      );
    }
  }
  let previous = 0;
  for (const key of keys) {
    const number = Number(key);
    if (Number.isInteger(number) && number > districtCount) {
      fields.at(
        ['house', 'districts', key],
        `district ${key} does not exist — ${abbreviation} has ${districtCount} districts (site.yaml states.${state}.congressionalDistricts)`,
        { key: true },
      );
    } else if (Number.isInteger(number) && number < previous) {
      fields.at(
        ['house', 'districts', key],
        `district ${key} comes after ${previous} — keep the districts in order 1–${districtCount}`,
        { key: true },
      );
    }
    previous = Math.max(previous, Number.isInteger(number) ? number : previous);
  }
}

/** Records who holds which seat of one state, reporting members in the wrong seat or in two. */
class Seating {
  ok = true;
  readonly #seated = new Map<string, string>();
  readonly #abbreviation: string;

  constructor(
    readonly state: StateCode,
    readonly fields: FieldReporter,
    readonly legislators: ReadonlyMap<string, Legislator>,
  ) {
    this.#abbreviation = STATES[state].abbreviation;
  }

  fail(path: readonly PropertyKey[], message: string, key = false): void {
    this.fields.at(path, message, { key });
    this.ok = false;
  }

  seat({
    id,
    where,
    path,
    chamber,
  }: {
    id: string;
    where: string;
    path: readonly PropertyKey[];
    chamber: Legislator['chamber'];
  }): void {
    const legislator = this.legislators.get(id);
    const abbreviation = this.#abbreviation;
    if (legislator && (legislator.state !== this.state || legislator.chamber !== chamber)) {
      this.fail(
        path,
        `${id} is a ${legislator.state.toUpperCase()} ${legislator.chamber} member in legislators.yaml, not ${abbreviation} ${chamber} — name the seat's ${abbreviation} ${chamber} member`,
      );
    }
    const other = this.#seated.get(id);
    if (other) this.fail(path, `${id} already holds ${other} — a member holds one seat`);
    this.#seated.set(id, where);
  }

  /** Every member of this state in legislators.yaml holds a seat. */
  checkEveryoneSeated(): void {
    for (const legislator of this.legislators.values()) {
      if (legislator.state === this.state && !this.#seated.has(legislator.id)) {
        this.fail(
          legislator.chamber === 'senate' ? ['senate'] : ['house', 'districts'],
          `${legislator.id} (${this.#abbreviation} ${legislator.chamber}) has no seat — name them as their seat's incumbent, or remove them from legislators.yaml`,
          true,
        );
      }
    }
  }
}

function checkStateSeats({
  file,
  state,
  fields,
  legislators,
}: {
  file: SeatsFile;
  state: StateCode;
  fields: FieldReporter;
  legislators: ReadonlyMap<string, Legislator>;
}): StateSeats | null {
  const seating = new Seating(state, fields, legislators);
  if (file.state !== state) {
    seating.fail(
      ['state'],
      `"${file.state}" does not match the file name ${state}.yaml — write state: ${state}`,
    );
  }
  const senate = senateSeats({ file, seating });
  checkElections({ elections: file.house.elections, seating });
  const house = houseSeats({ file, seating });
  seating.checkEveryoneSeated();
  return seating.ok ? { state, senate, houseElections: file.house.elections, house } : null;
}

function senateSeats({ file, seating }: { file: SeatsFile; seating: Seating }): SenateSeat[] {
  return file.senate.map((entry, index) => {
    seating.seat({
      id: entry.incumbent,
      where: `senate[${index}]`,
      path: ['senate', index, 'incumbent'],
      chamber: 'senate',
    });
    if (entry.nextPrimary > entry.nextGeneral) {
      seating.fail(
        ['senate', index, 'nextPrimary'],
        `${entry.nextPrimary} is after nextGeneral ${entry.nextGeneral} — check both dates`,
      );
    }
    return { kind: 'senate', state: seating.state, ...entry };
  });
}

/** Each primary comes before its general election; elections are listed oldest first. */
function checkElections({
  elections,
  seating,
}: {
  elections: SeatsFile['house']['elections'];
  seating: Seating;
}): void {
  elections.forEach((election, index) => {
    if (election.primary > election.general) {
      seating.fail(
        ['house', 'elections', index, 'primary'],
        `${election.primary} is after the general election ${election.general} — check both dates`,
      );
    }
    const before = elections[index - 1];
    if (before && before.general >= election.general) {
      seating.fail(
        ['house', 'elections', index],
        'is not after the election above it — list elections oldest first',
      );
    }
  });
}

/** The House districts in order: each has an incumbent or is vacant, never both. */
function houseSeats({ file, seating }: { file: SeatsFile; seating: Seating }): HouseDistrictSeat[] {
  const { state } = seating;
  const { abbreviation } = STATES[state];
  const house: HouseDistrictSeat[] = [];
  const districts = Object.entries(file.house.districts).sort(([a], [b]) => Number(a) - Number(b));
  for (const [key, entry] of districts) {
    const here = ['house', 'districts', key];
    const district = Number(key);
    const holds = (id: string): void =>
      seating.seat({ id, where: `${abbreviation}-${key}`, path: [...here, 'incumbent'], chamber: 'house' });
    if (entry.incumbent && entry.vacant) {
      holds(entry.incumbent);
      seating.fail(
        [...here, 'vacant'],
        'a seat with an incumbent is not vacant — remove vacant, or remove the incumbent',
      );
    } else if (!entry.incumbent && !entry.vacant) {
      seating.fail(here, 'names no incumbent — add incumbent: First_Last, or vacant: true', true);
    } else if (entry.incumbent) {
      for (const field of ['specialElection', 'note'] as const) {
        if (entry[field] !== undefined)
          seating.fail([...here, field], `only a vacant seat has a ${field} — remove it`);
      }
      holds(entry.incumbent);
      house.push({ kind: 'house', state, district, vacant: false, incumbent: entry.incumbent });
    } else {
      house.push({
        kind: 'house',
        state,
        district,
        vacant: true,
        incumbent: null,
        specialElection: entry.specialElection ?? null,
        note: entry.note ?? null,
      });
    }
  }
  return house;
}
