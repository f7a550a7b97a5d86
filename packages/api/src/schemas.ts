import { type PublishedCount, parseDob, STATE_CODES, VOTER_STANCES } from '@rv/domain';
import { z } from 'zod';
import type { CallableName } from './names';

/*
 * The wire contract of every callable: one zod schema per request and per response. The
 * browser client parses responses with them and the functions parse requests with them, so
 * both ends agree by construction. Messages are written for a person who can fix the request.
 */

const stateCode = z.enum(STATE_CODES, { error: 'must be "ca" or "fl"' });
export const voterStance = z.enum(VOTER_STANCES, { error: 'must be "YES" or "NO"' });

/** A petition's database key (`petitionKey` in content), e.g. `carbonFeeAndDividend`. */
export const fireDbPetition = z
  .string({ error: 'must be the petition\'s petitionKey, e.g. "carbonFeeAndDividend"' })
  .regex(/^[a-z][A-Za-z0-9]{0,63}$/, {
    error:
      'must be a petition\'s petitionKey: letters and digits, starting lower-case, e.g. "carbonFeeAndDividend"',
  });

/** A voter id as the server hands it out in `VoterRecord.voterId`; opaque to clients. */
export const voterId = z
  .string({ error: 'must be the voterId of one of your matched voters' })
  .regex(/^[A-Za-z0-9:_.-]{1,80}$/, {
    error: "must be the voterId of one of your matched voters (1–80 letters, digits, ':', '_', '.', '-')",
  });

const isoTime = z.iso.datetime({ offset: true, error: 'must be an ISO 8601 time' });
const count = z.number().int().nonnegative();
const districtKey = z.string().regex(/^[1-9][0-9]{0,2}$/, { error: 'must be a district number' });

// ---- VoterRecord: what a signed-in voter sees of one matched voter (names: docs/product/data.md#names-in-the-code) ----

export const voterStanceEntry = z.strictObject({ stance: voterStance, at: isoTime });

export const voterStanceHistory = z.strictObject({
  currentStance: voterStanceEntry,
  /** Every stance the voter has given on the petition, oldest first; the last equals currentStance. */
  history: z.array(voterStanceEntry),
});

export const voterDistricts = z.strictObject({
  stateAssembly: districtKey.optional(),
  stateSenate: districtKey.optional(),
  stateHouse: districtKey.optional(),
});

/** A district plan's id (content/districts/plans.yaml), e.g. "ca-legislature-2025". */
const districtPlanId = z.string().regex(/^[a-z]{2}-[a-z0-9-]+$/, { error: 'must be a district plan id' });

/**
 * What a signed-in voter may see of their own record. Deliberately no phones, e-mail, date of
 * birth or address: the caller proved one phone or e-mail, not the others on the record.
 */
export const voterRecord = z.strictObject({
  voterId: voterId,
  first: z.string(),
  last: z.string(),
  /** '' when the voter has none. */
  suffix: z.string(),
  city: z.string(),
  state: stateCode,
  /** U.S. congressional district, e.g. "12". */
  district: districtKey,
  /**
   * The district plan `district` is on (content/districts/plans.yaml), e.g. "ca-legislature-2025";
   * absent or null when the record does not say, read as the plan of the members in office.
   */
  districtPlan: districtPlanId.nullable().optional(),
  districts: voterDistricts,
  /** Keyed by the petition's petitionKey. */
  stances: z.record(z.string(), voterStanceHistory),
  isUpToDate: z.boolean(),
});

// ---- setUpUser2023 ----

// The app sends an empty object; the Firebase SDK sends null when called without data.
export const setUpUserRequest = z.preprocess(
  (data) => (data === null || data === undefined ? {} : data),
  z.strictObject({}, { error: 'send an empty object {}' }),
);
export const setUpUserResponse = z.strictObject({
  lastSetUp: z.string(),
  /** The caller's active, up-to-date matched voters, sorted by last, first, suffix, city. */
  voters: z.array(voterRecord),
});

// ---- writeStance ----

export const writeStanceRequest = z.strictObject(
  { stance: voterStance, voterId, fireDbPetition },
  { error: 'send an object {stance, voterId, fireDbPetition}' },
);
const writeStanceResponse = voterRecord;

// ---- withdrawStance ----

export const withdrawStanceRequest = z.strictObject(
  { voterId, fireDbPetition },
  { error: 'send an object {voterId, fireDbPetition}' },
);
/**
 * The updated record: the petition is gone from `stances` (a withdrawn stance is no stance).
 * The server's history keeps a WITHDRAWN entry; records list only the stances given, so a
 * browser that has not reloaded reads the answer as before.
 */
const withdrawStanceResponse = voterRecord;

// ---- getStancesByDistrict ----

/**
 * A count as published: the number, or null for "fewer than k" (1 to k − 1, site.yaml
 * `publicCounts.fewerThan`): a count that small would come close to naming the voters behind it.
 * Totals add up the numbers shown (docs/decisions/0054-small-counts-never-published.md).
 */
export const publishedNumber = count.nullable();
/** A district's Support (YES) and Oppose (NO) counts as published: `PublishedCount` of `@rv/domain`. */
export const publishedCount = z.strictObject({
  YES: publishedNumber,
  NO: publishedNumber,
}) satisfies z.ZodType<PublishedCount>;
/** Districts "1".."N" plus "TOTAL" for the whole state. */
export const districtTallies = z.record(z.string().regex(/^([1-9][0-9]{0,2}|TOTAL)$/), publishedCount);

export const stancesByDistrictRequest = z.strictObject(
  { fireDbPetition },
  { error: 'send an object {fireDbPetition}' },
);
export const stancesByDistrictResponse = z.strictObject({
  ca: districtTallies,
  fl: districtTallies,
  /**
   * The district plan each state's districts are counted on: the plan of the state's newest voter
   * file (a stance counts under the voter's district on it); null before any file is imported.
   */
  districtPlans: z.strictObject({ ca: districtPlanId.nullable(), fl: districtPlanId.nullable() }),
  /** When the counts were read. */
  asOf: isoTime,
});

// ---- getStanceCountState ----

export const stanceCountStateRequest = z.strictObject(
  {
    state: z.literal('California', {
      error: 'must be "California": only California has state legislative results',
    }),
    fireDbPetition,
  },
  { error: 'send an object {state: "California", fireDbPetition}' },
);
export const stanceCountStateResponse = z.strictObject({
  /** Assembly districts "1".."80". */
  stateAssembly: z.record(districtKey, publishedCount),
  /** State Senate districts "1".."40". */
  stateSenate: z.record(districtKey, publishedCount),
  asOf: isoTime,
});

// ---- getVoterContact ----

const personName = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .min(1, { error: `${field} is empty: type the name as it is on the voter registration` })
    .max(50, { error: `${field} is longer than 50 characters` })
    .regex(/^[\p{L}\p{M}' .-]+$/u, {
      error: `${field} may hold only letters, spaces, apostrophes, periods and hyphens`,
    });

export const lookupDob = z
  .string({ error: 'dob must be text in the form MM/DD/YYYY' })
  .regex(/^(0[1-9]|1[0-2])\/(0[1-9]|[12][0-9]|3[01])\/(18|19|20)[0-9]{2}$/, {
    error: 'dob must be a date in the form MM/DD/YYYY, e.g. 07/04/1980',
  })
  // The domain's parser, as the form uses: February 29 only in leap years (1989 and 1900 are not).
  .refine((dob) => parseDob(dob) !== null, { error: 'dob is not a real date: check the day of the month' });

export const voterContactRequest = z.strictObject(
  {
    first: personName('first'),
    last: personName('last'),
    zip: z.string({ error: 'zip must be text' }).regex(/^[0-9]{5}$/, { error: 'zip must be 5 digits' }),
    dob: lookupDob,
  },
  { error: 'send an object {first, last, zip, dob}' },
);
export const voterContactResponse = z.strictObject({
  A: z.strictObject({
    numVotersFound: count,
    /** Masked, e.g. "(•••) •••-4567"; never a full number. */
    phones: z.array(z.string()),
    /** Masked, e.g. "j•••@g•••.com"; never a full address. */
    emails: z.array(z.string()),
  }),
  I: z.strictObject({ numVotersFound: count }),
});

// ---- the table of every callable ----

export const CALLABLE_SCHEMAS = {
  setUpUser2023: { request: setUpUserRequest, response: setUpUserResponse },
  writeStance: { request: writeStanceRequest, response: writeStanceResponse },
  withdrawStance: { request: withdrawStanceRequest, response: withdrawStanceResponse },
  getStancesByDistrict: { request: stancesByDistrictRequest, response: stancesByDistrictResponse },
  getStanceCountState: { request: stanceCountStateRequest, response: stanceCountStateResponse },
  getVoterContact: { request: voterContactRequest, response: voterContactResponse },
} as const satisfies Record<CallableName, { request: z.ZodType; response: z.ZodType }>;

export type CallableRequest<N extends CallableName> = z.input<(typeof CALLABLE_SCHEMAS)[N]['request']>;
export type ParsedRequest<N extends CallableName> = z.output<(typeof CALLABLE_SCHEMAS)[N]['request']>;
export type CallableResponse<N extends CallableName> = z.output<(typeof CALLABLE_SCHEMAS)[N]['response']>;

export type VoterRecord = z.output<typeof voterRecord>;
export type VoterStanceHistory = z.output<typeof voterStanceHistory>;
export type VoterStanceEntry = z.output<typeof voterStanceEntry>;
export type VoterDistricts = z.output<typeof voterDistricts>;
export type DistrictTallies = z.output<typeof districtTallies>;
export type SetUpUserResponse = z.output<typeof setUpUserResponse>;
export type WriteStanceRequest = z.input<typeof writeStanceRequest>;
export type WithdrawStanceRequest = z.input<typeof withdrawStanceRequest>;
export type StancesByDistrict = z.output<typeof stancesByDistrictResponse>;
export type StanceCountState = z.output<typeof stanceCountStateResponse>;
export type VoterContactRequest = z.input<typeof voterContactRequest>;
export type VoterContactResult = z.output<typeof voterContactResponse>;

/**
 * One line a person can act on, from a failed parse: "fireDbPetition: must be …; stance: must be …".
 */
export function describeIssues(error: z.ZodError): string {
  // One problem per field: the first is the one to fix first.
  const seen = new Set<string>();
  const firstPerField = error.issues.filter((issue) => {
    const key = issue.path.map(String).join('.');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const lines = firstPerField.slice(0, 5).map((issue) => {
    const path = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      return `${path ? `${path}: ` : ''}remove the unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k.slice(0, 40)}"`).join(', ')}`;
    }
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  return lines.join('; ');
}
