import { LEGISLATOR_STANCES, STATE_CODES } from '@rv/domain';
import { z } from 'zod';
import { publicResults } from './results';
import { COUNTS_WITHHELD_REASONS, RESULTS_LICENCE } from './resultsFormat';
import { publishedCount, publishedNumber, stancesByDistrictResponse } from './schemas';

/*
 * A member of Congress's report, also open data: GET /api/legislators/{member page address}.json
 * (or .csv, one row per petition), served like the public results by the `results` HTTP
 * function (docs/decisions/0085-member-reports-as-open-data.md). The member's facts come from
 * content with their source; the counts are the public results' own (small counts hidden).
 */

const isoDate = z.iso.date();

export const legislatorReport = z.strictObject({
  member: z.strictObject({
    /** The content id, First_Last. */
    id: z.string(),
    /** The member page's address: /legislators/{address}. */
    address: z.string(),
    bioguide: z.string(),
    fullName: z.string(),
    party: z.string(),
    state: z.enum(STATE_CODES),
    chamber: z.enum(['senate', 'house']),
    /** The House district; null for a senator. */
    district: z.number().int().positive().nullable(),
    /** The first day of their unbroken run in this chamber; null where the source has none. */
    inOfficeSince: isoDate.nullable(),
    website: z.string().nullable(),
    phone: z.string().nullable(),
    contactForm: z.string().nullable(),
    /** Where the facts above come from, and the date of that source. */
    source: z.strictObject({ name: z.string(), url: z.string().nullable(), asOf: isoDate }),
  }),
  /** When the counts were read. */
  asOf: publicResults.shape.asOf,
  licence: z.literal(RESULTS_LICENCE),
  fewerThan: publicResults.shape.fewerThan,
  /** The constituency the counts are of: a district number ("34"), or "TOTAL" for a senator's state. */
  constituency: z.string().regex(/^([1-9][0-9]{0,2}|TOTAL)$/),
  /** The district plan the state's counts are on (null before any voter file is imported). */
  districtPlan: stancesByDistrictResponse.shape.districtPlans.shape.ca,
  /** Every petition the member's constituents can take a stance on: national ones and their state's. */
  petitions: z.array(
    z.strictObject({
      url: z.string(),
      title: z.string(),
      stance: z.enum(LEGISLATOR_STANCES),
      /** The reason's key, set for SUPPORT and OPPOSE. */
      reason: z.string().nullable(),
      /** Where the volunteer looked; null only for NOT_RESEARCHED. */
      evidence: z.string().nullable(),
      checked: isoDate.nullable(),
      /** The constituency's YES/NO as the results publish them; null when withheld. */
      counts: publishedCount.nullable(),
      countsWithheld: z.enum(COUNTS_WITHHELD_REASONS).nullable(),
      /**
       * Counts over time: the constituency's published counts at the end of each day they changed
       * (the state's own calendar day), oldest first; null when the counts are withheld. A
       * district's days start when its state's voters were first counted on the current map.
       */
      series: z.array(z.strictObject({ day: isoDate, YES: publishedNumber, NO: publishedNumber })).nullable(),
    }),
  ),
});
export type LegislatorReport = z.output<typeof legislatorReport>;
