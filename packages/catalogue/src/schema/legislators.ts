// Schemas of who holds office: legislators.yaml, seats/<state>.yaml and bills.yaml.
import { z } from 'zod';
import {
  districtKey,
  isoDate,
  legislatorFields,
  legislatorIdFormat,
  oneOf,
  positiveInt,
  sourceSchema,
  stateCode,
  strictObject,
  text,
  webUrl,
} from './fields';

// ── legislators.yaml ──────────────────────────────────────────────────────────────────────

export const legislatorSchema = strictObject({ id: legislatorIdFormat, ...legislatorFields });

export type LegislatorEntry = z.infer<typeof legislatorSchema>;

export const legislatorsSchema = strictObject({
  source: sourceSchema,
  legislators: z.array(legislatorSchema).min(1, { error: 'is empty — list every current member' }),
});
export type LegislatorsFile = z.infer<typeof legislatorsSchema>;

const houseElectionSchema = strictObject({ primary: isoDate, general: isoDate });
export type HouseElectionEntry = z.infer<typeof houseElectionSchema>;

// ── seats/<state>.yaml ────────────────────────────────────────────────────────────────────

/**
 * A member-elect: who takes the seat and from which day (the new Congress sits on January 3),
 * with where the result was read. From that day the site shows them, with no edit and no deploy.
 */
function memberElectSchema(legislator: z.ZodType<string>) {
  /** `checked`: the day someone read the result at `source`. */
  return strictObject({ legislator, takesOffice: isoDate, source: webUrl, checked: isoDate });
}

/**
 * The day a House incumbent's term ends with nobody recorded to take the seat (the new Congress
 * sits and they were not re-elected, and the winner is not known yet): from that day the seat is
 * vacant, with no edit and no deploy. With where that was read and when.
 */
const incumbentLeavesSchema = strictObject({ on: isoDate, source: webUrl, checked: isoDate });
export type IncumbentLeavesEntry = z.infer<typeof incumbentLeavesSchema>;

export function seatsSchema(legislatorIds: readonly string[]) {
  const incumbent = oneOf(legislatorIds, 'legislator id', 'legislators.yaml');
  const memberElect = memberElectSchema(incumbent).optional();
  return strictObject({
    state: stateCode,
    senate: z
      .array(
        strictObject({
          incumbent,
          assumedOffice: isoDate,
          nextPrimary: isoDate,
          nextGeneral: isoDate,
          memberElect,
        }),
      )
      .length(2, { error: 'must list exactly two Senate seats' }),
    house: strictObject({
      elections: z
        .array(houseElectionSchema)
        .min(1, { error: 'is empty — list the next regular House election' }),
      districts: z.record(
        districtKey,
        strictObject({
          incumbent: incumbent.optional(),
          incumbentLeaves: incumbentLeavesSchema.optional(),
          vacant: z.literal(true, { error: 'must be true (or remove it and name the incumbent)' }).optional(),
          specialElection: isoDate.optional(),
          /** The day a volunteer last looked for the held special election's result and found none. */
          resultChecked: isoDate.optional(),
          note: text.optional(),
          memberElect,
        }),
      ),
    }),
  });
}
export type SeatsFile = z.infer<ReturnType<typeof seatsSchema>>;
export type MemberElectEntry = NonNullable<SeatsFile['senate'][number]['memberElect']>;

// ── bills.yaml ────────────────────────────────────────────────────────────────────────────

/** A bill id as unitedstates/congress writes it: type, number, "-", Congress (hr5744-118). */
export const BILL_ID_PATTERN = /^(?:hr|s|hjres|sjres|hconres|sconres|hres|sres)[1-9][0-9]*-[1-9][0-9]*$/;

export const billsFileSchema = strictObject({
  bills: z.record(
    z.string().regex(BILL_ID_PATTERN, {
      error: 'is not a bill id — write type, number and Congress, e.g. hr5744-118',
    }),
    strictObject({
      title: text,
      number: text,
      congress: positiveInt,
      link: webUrl,
      /** The official bill-status record the entry was read from. */
      status: webUrl,
      /** The date the publisher last updated that record. */
      updated: isoDate,
      /** The law it became ("Public Law 118-42"); absent: it had not become law by `updated`. */
      becameLaw: text.optional(),
    }),
  ),
});
export type BillsFile = z.infer<typeof billsFileSchema>;

// ── votes.yaml ────────────────────────────────────────────────────────────────────────────

/** A roll call's id as unitedstates/congress writes it: chamber, roll, "-", Congress, ".", year (h97-118.2024). */
export const VOTE_ID_PATTERN = /^[hs][1-9][0-9]*-[1-9][0-9]*\.[0-9]{4}$/;

const voteStance = z.enum(['SUPPORT', 'OPPOSE'], {
  error: 'must be SUPPORT or OPPOSE (leave it out when the vote settles nothing)',
});

/**
 * The recorded votes stances rest on. A volunteer writes, once per vote, the official record
 * (`record`), what the vote was about in both languages, what a Yea and a Nay mean for each
 * petition (`meaning`) and the day they compared the copy with the record (`checked`); npm run
 * stances:from-vote writes the facts (measure … result) from the roll-call file.
 */
export function votesFileSchema(petitionUrls: readonly string[]) {
  return strictObject({
    votes: z.record(
      z.string().regex(VOTE_ID_PATTERN, {
        error:
          'is not a vote id — write chamber, roll, Congress and year as unitedstates/congress does, e.g. h97-118.2024',
      }),
      strictObject({
        measure: text,
        question: text,
        chamber: z.enum(['house', 'senate'], { error: 'must be house or senate' }),
        congress: positiveInt,
        roll: positiveInt,
        date: isoDate,
        result: text,
        /** The official record: the House Clerk's or the Senate's roll call. */
        record: webUrl,
        /** What the measure did, after "which …": English and Spanish. */
        about: strictObject({ en: text, es: text }),
        meaning: z.partialRecord(
          oneOf(petitionUrls, 'petition url', 'petitions/'),
          strictObject({ yea: voteStance.optional(), nay: voteStance.optional() }),
        ),
        checked: isoDate,
      }),
    ),
  });
}
export type VotesFile = z.infer<ReturnType<typeof votesFileSchema>>;
