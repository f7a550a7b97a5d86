import type { PublishedCount } from '@rv/domain';
import { SET_UP_MARKER } from '../names';
import type {
  DistrictTallies,
  SetUpUserResponse,
  StanceCountState,
  StancesByDistrict,
  VoterContactResult,
  VoterRecord,
} from '../schemas';

/*
 * Made-up data for stories and component tests: no real person, phone or e-mail. Phones use
 * the fictional 555-01xx range; e-mails use example.org. Times are fixed so screenshots are stable.
 */

const AS_OF = '2026-11-20T17:04:00.000Z';

/** A California voter with a stance on the carbon fee (switched once: YES, then NO, then YES). */
const maria: VoterRecord = {
  voterId: 'ca:34:100000417',
  first: 'MARIA',
  last: 'ALVAREZ',
  suffix: '',
  city: 'SACRAMENTO',
  state: 'ca',
  district: '7',
  districts: { stateAssembly: '7', stateSenate: '8' },
  stances: {
    carbonFeeAndDividend: {
      currentStance: { stance: 'YES', at: '2026-11-18T15:20:11.000Z' },
      history: [
        { stance: 'YES', at: '2026-10-02T09:12:40.000Z' },
        { stance: 'NO', at: '2026-11-01T20:45:03.000Z' },
        { stance: 'YES', at: '2026-11-18T15:20:11.000Z' },
      ],
    },
  },
  isUpToDate: true,
};

/** A Florida voter with no stances yet. */
const james: VoterRecord = {
  voterId: 'fl:HIL:118200551',
  first: 'JAMES',
  last: 'OKAFOR',
  suffix: 'JR',
  city: 'TAMPA',
  state: 'fl',
  district: '14',
  districts: { stateHouse: '65', stateSenate: '16' },
  stances: {},
  isUpToDate: true,
};

/** Two voters of one household sharing a phone: the picker's case. */
const lindaShared: VoterRecord = {
  voterId: 'ca:37:100031882',
  first: 'LINDA',
  last: 'NGUYEN',
  suffix: '',
  city: 'SAN DIEGO',
  state: 'ca',
  district: '51',
  districts: { stateAssembly: '78', stateSenate: '39' },
  stances: {},
  isUpToDate: true,
};
const thomasShared: VoterRecord = {
  ...lindaShared,
  voterId: 'ca:37:100031883',
  first: 'THOMAS',
  stances: {
    permanentDst: {
      currentStance: { stance: 'NO', at: '2026-11-12T08:01:59.000Z' },
      history: [{ stance: 'NO', at: '2026-11-12T08:01:59.000Z' }],
    },
  },
};

export const voters = {
  california: maria,
  florida: james,
  sharedPhoneA: lindaShared,
  sharedPhoneB: thomasShared,
} as const satisfies Record<string, VoterRecord>;

export const setUp = {
  /** One match: the app selects it automatically. */
  oneVoter: { lastSetUp: SET_UP_MARKER, voters: [maria] },
  floridaVoter: { lastSetUp: SET_UP_MARKER, voters: [james] },
  /** Two matches from one shared phone: the picker shows. */
  sharedPhone: { lastSetUp: SET_UP_MARKER, voters: [lindaShared, thomasShared] },
  /** No match: the not-found page. */
  noVoter: { lastSetUp: SET_UP_MARKER, voters: [] },
} as const satisfies Record<string, SetUpUserResponse>;

// Counts follow a fixed pattern so every district differs and totals are in the thousands.
function tallies(districts: number, seed: number): DistrictTallies {
  const result: Record<string, PublishedCount> = {};
  let yes = 0;
  let no = 0;
  for (let d = 1; d <= districts; d += 1) {
    const count = { YES: 800 + ((d * 7919 + seed) % 2400), NO: 300 + ((d * 104729 + seed * 3) % 1900) };
    result[String(d)] = count;
    yes += count.YES;
    no += count.NO;
  }
  result.TOTAL = { YES: yes, NO: no };
  return result;
}

function stateTallies(districts: number, seed: number): Record<string, PublishedCount> {
  const { TOTAL: _total, ...byDistrict } = tallies(districts, seed);
  return byDistrict;
}

const emptyTallies = (districts: number): DistrictTallies =>
  Object.fromEntries(
    [...Array.from({ length: districts }, (_, i) => String(i + 1)), 'TOTAL'].map((key) => [
      key,
      { YES: 0, NO: 0 },
    ]),
  );

/** A new petition's few stances as the server publishes them: under k is null, TOTAL the shown sum. */
function fewStances(districts: number, shown: Record<string, PublishedCount>): DistrictTallies {
  const result: Record<string, PublishedCount> = { ...emptyTallies(districts), ...shown };
  const total = { YES: 0, NO: 0 };
  for (const count of Object.values(shown)) {
    total.YES += count.YES ?? 0;
    total.NO += count.NO ?? 0;
  }
  result.TOTAL = total;
  return result;
}

/** The plans the members in office in 2026 were elected on (content/districts/plans.yaml). */
const PLANS_IN_OFFICE = { ca: 'ca-commission-2021', fl: 'fl-2022' } as const;

export const results = {
  /** Realistic counts in every district; TOTAL is the exact sum. */
  carbonFee: { ca: tallies(52, 11), fl: tallies(28, 5), districtPlans: PLANS_IN_OFFICE, asOf: AS_OF },
  /**
   * California's counts on the Legislature's 2025 plan (a voter file of 2026) while the members in
   * office, until 2027-01-03, were elected on the 2021 plan.
   */
  onNewPlan: {
    ca: tallies(52, 11),
    fl: tallies(28, 5),
    districtPlans: { ca: 'ca-legislature-2025', fl: 'fl-2022' },
    asOf: AS_OF,
  },
  /** A petition nobody has answered yet. */
  empty: { ca: emptyTallies(52), fl: emptyTallies(28), districtPlans: PLANS_IN_OFFICE, asOf: AS_OF },
  /** A new petition: some districts' counts under k, shown as "fewer than k" (null). */
  fewStances: {
    ca: fewStances(52, {
      '7': { YES: null, NO: null },
      '12': { YES: 14, NO: null },
      '34': { YES: null, NO: 0 },
    }),
    fl: fewStances(28, { '10': { YES: 25, NO: 11 }, '27': { YES: 0, NO: null } }),
    districtPlans: PLANS_IN_OFFICE,
    asOf: AS_OF,
  },
} as const satisfies Record<string, StancesByDistrict>;

export const stateResults = {
  california: { stateAssembly: stateTallies(80, 3), stateSenate: stateTallies(40, 9), asOf: AS_OF },
} as const satisfies Record<string, StanceCountState>;

/** One per lookup outcome the server can send (INVALID_STATE never reaches the server). */
export const lookups = {
  activeWithContact: {
    A: { numVotersFound: 1, phones: ['(•••) •••-0123'], emails: ['m•••@e•••.org'] },
    I: { numVotersFound: 0 },
  },
  activeWithTwoContacts: {
    A: { numVotersFound: 2, phones: ['(•••) •••-0123', '(•••) •••-0187'], emails: [] },
    I: { numVotersFound: 1 },
  },
  activeNoContact: { A: { numVotersFound: 1, phones: [], emails: [] }, I: { numVotersFound: 0 } },
  inactive: { A: { numVotersFound: 0, phones: [], emails: [] }, I: { numVotersFound: 1 } },
  notFound: { A: { numVotersFound: 0, phones: [], emails: [] }, I: { numVotersFound: 0 } },
} as const satisfies Record<string, VoterContactResult>;

/**
 * Counts that are not integers: the domain classifies this as ERROR. The typed client rejects
 * it as `internal` before it reaches the UI; use it to test the classifier directly.
 */
export const malformedLookup = {
  A: { numVotersFound: '1', phones: [], emails: [] },
  I: { numVotersFound: null },
} as const;

export const fixtures = { voters, setUp, results, stateResults, lookups, malformedLookup } as const;
