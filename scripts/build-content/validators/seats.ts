// seats/<state>.yaml: who holds each Senate seat and House district of a state, and when the
// next elections are.
import { type MemberElectEntry, type SeatsFile, seatsSchema } from '@rv/catalogue/schema';
import type { HouseDistrictSeat, Legislator, MemberElect, SenateSeat, StateSeats } from '@rv/catalogue/types';
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
  now,
}: SiteInput & { legislators: Legislators; now: string }): Partial<Record<StateCode, StateSeats>> {
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
    const stateSeats = checkStateSeats({ file, state, fields, legislators: legislators.byId, now });
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
  readonly #elected = new Map<string, string>();
  readonly #abbreviation: string;

  constructor(
    readonly state: StateCode,
    readonly fields: FieldReporter,
    readonly legislators: ReadonlyMap<string, Legislator>,
    readonly now: string,
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
    this.#checkChamber(id, path, chamber);
    const other = this.#seated.get(id);
    if (other) this.fail(path, `${id} already holds ${other} — a member holds one seat`);
    this.#seated.set(id, where);
  }

  /**
   * A seat's member-elect: of the seat's state and chamber, elected to one seat only, and not
   * the member who already holds it (a re-elected member simply stays the incumbent).
   */
  elect({
    memberElect,
    incumbent,
    where,
    path,
    chamber,
  }: {
    memberElect: MemberElectEntry | undefined;
    incumbent: string | undefined;
    where: string;
    path: readonly PropertyKey[];
    chamber: Legislator['chamber'];
  }): MemberElect | null {
    if (!memberElect) return null;
    const id = memberElect.legislator;
    const at = [...path, 'memberElect', 'legislator'];
    this.#checkChamber(id, at, chamber);
    if (id === incumbent) {
      this.fail(
        at,
        `${id} already holds ${where} — a re-elected member stays the incumbent: remove memberElect`,
      );
    }
    if (memberElect.checked > this.now) {
      this.fail(
        [...path, 'memberElect', 'checked'],
        `${memberElect.checked} is in the future — write the day you read the result (today is ${this.now})`,
      );
    }
    const other = this.#elected.get(id);
    if (other)
      this.fail(at, `${id} is already the member-elect of ${other} — a member is elected to one seat`);
    this.#elected.set(id, where);
    return memberElect;
  }

  #checkChamber(id: string, path: readonly PropertyKey[], chamber: Legislator['chamber']): void {
    const legislator = this.legislators.get(id);
    const abbreviation = this.#abbreviation;
    if (legislator && (legislator.state !== this.state || legislator.chamber !== chamber)) {
      this.fail(
        path,
        `${id} is a ${legislator.state.toUpperCase()} ${legislator.chamber} member in legislators.yaml, not ${abbreviation} ${chamber} — name the seat's ${abbreviation} ${chamber} member`,
      );
    }
  }

  /** Every member of this state in legislators.yaml holds a seat or is elected to one. */
  checkEveryoneSeated(): void {
    for (const legislator of this.legislators.values()) {
      const { id } = legislator;
      if (legislator.state === this.state && !this.#seated.has(id) && !this.#elected.has(id)) {
        this.fail(
          legislator.chamber === 'senate' ? ['senate'] : ['house', 'districts'],
          `${id} (${this.#abbreviation} ${legislator.chamber}) has no seat — name them as their seat's incumbent or memberElect, or remove them from legislators.yaml`,
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
  now,
}: {
  file: SeatsFile;
  state: StateCode;
  fields: FieldReporter;
  legislators: ReadonlyMap<string, Legislator>;
  now: string;
}): StateSeats | null {
  const seating = new Seating(state, fields, legislators, now);
  if (file.state !== state) {
    seating.fail(
      ['state'],
      `"${file.state}" does not match the file name ${state}.yaml — write state: ${state}`,
    );
  }
  const senate = senateSeats({ file, seating });
  checkElections({ elections: file.house.elections, seating });
  const house = houseSeats({ file, seating, now });
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
    const memberElect = seating.elect({
      memberElect: entry.memberElect,
      incumbent: entry.incumbent,
      where: `senate[${index}]`,
      path: ['senate', index],
      chamber: 'senate',
    });
    return { kind: 'senate', state: seating.state, ...entry, memberElect };
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
function houseSeats({
  file,
  seating,
  now,
}: {
  file: SeatsFile;
  seating: Seating;
  now: string;
}): HouseDistrictSeat[] {
  const { state } = seating;
  const { abbreviation } = STATES[state];
  const house: HouseDistrictSeat[] = [];
  const districts = Object.entries(file.house.districts).sort(([a], [b]) => Number(a) - Number(b));
  for (const [key, entry] of districts) {
    const here = ['house', 'districts', key];
    const district = Number(key);
    const where = `${abbreviation}-${key}`;
    const holds = (id: string): void =>
      seating.seat({ id, where, path: [...here, 'incumbent'], chamber: 'house' });
    const memberElect = seating.elect({
      memberElect: entry.memberElect,
      incumbent: entry.incumbent,
      where,
      path: here,
      chamber: 'house',
    });
    checkResultChecked({ entry, here, seating, now });
    if (entry.memberElect && entry.specialElection && entry.memberElect.takesOffice < entry.specialElection) {
      seating.fail(
        [...here, 'memberElect', 'takesOffice'],
        `${entry.memberElect.takesOffice} is before the special election of ${entry.specialElection} — a member-elect takes office after the election`,
      );
    }
    if (entry.incumbent && entry.vacant) {
      holds(entry.incumbent);
      seating.fail(
        [...here, 'vacant'],
        'a seat with an incumbent is not vacant — remove vacant, or remove the incumbent',
      );
    } else if (!entry.incumbent && !entry.vacant) {
      seating.fail(here, 'names no incumbent — add incumbent: First_Last, or vacant: true', true);
    } else if (entry.incumbent) {
      for (const field of ['specialElection', 'resultChecked', 'note'] as const) {
        if (entry[field] !== undefined)
          seating.fail([...here, field], `only a vacant seat has a ${field} — remove it`);
      }
      holds(entry.incumbent);
      const leavesOn = checkIncumbentLeaves({ entry, here, seating, now });
      house.push({
        kind: 'house',
        state,
        district,
        vacant: false,
        incumbent: entry.incumbent,
        leavesOn,
        memberElect,
      });
    } else {
      if (entry.incumbentLeaves) {
        seating.fail(
          [...here, 'incumbentLeaves'],
          'a vacant seat has no incumbent to leave — remove incumbentLeaves',
        );
      }
      house.push({
        kind: 'house',
        state,
        district,
        vacant: true,
        incumbent: null,
        specialElection: entry.specialElection ?? null,
        termEnded: null,
        note: entry.note ?? null,
        memberElect,
      });
    }
  }
  return house;
}

/** What a check of one House district's entry is given: the entry, where it is, and today. */
interface DistrictCheck {
  entry: SeatsFile['house']['districts'][string];
  here: readonly PropertyKey[];
  seating: Seating;
  now: string;
}

/**
 * An incumbent's last day with nobody recorded to follow: not beside a member-elect (who follows
 * them on their own day), and read no later than today.
 */
function checkIncumbentLeaves({ entry, here, seating, now }: DistrictCheck): string | null {
  const leaves = entry.incumbentLeaves;
  if (!leaves) return null;
  if (entry.memberElect) {
    seating.fail(
      [...here, 'incumbentLeaves'],
      `${entry.memberElect.legislator} follows ${entry.incumbent} on ${entry.memberElect.takesOffice} — remove incumbentLeaves (it is for a seat nobody is recorded to take)`,
    );
  }
  if (leaves.checked > now) {
    seating.fail(
      [...here, 'incumbentLeaves', 'checked'],
      `${leaves.checked} is in the future — write the day you read the source (today is ${now})`,
    );
  }
  return leaves.on;
}

/** A special election's `resultChecked`: looked for after the election, not in the future. */
function checkResultChecked({ entry, here, seating, now }: DistrictCheck): void {
  const checked = entry.resultChecked;
  // On a held seat the field itself is the mistake (houseSeats says so).
  if (!checked || entry.incumbent) return;
  const at = [...here, 'resultChecked'];
  if (!entry.specialElection) {
    seating.fail(
      at,
      "is the day the special election's result was looked for — add specialElection, or remove it",
    );
  } else if (checked < entry.specialElection) {
    seating.fail(
      at,
      `${checked} is before the special election of ${entry.specialElection} — a result is looked for after the election`,
    );
  } else if (checked > now) {
    seating.fail(
      at,
      `${checked} is in the future — write the day you looked for the result (today is ${now})`,
    );
  }
}
