import { z } from 'zod';

/*
 * The dates of the voter lists the site holds, one cacheable public GET beside the results
 * (docs/decisions/0043-voter-list-dates-from-the-database.md): each state's newest imported
 * snapshot's extract date, null while the database has none with a date. The eligibility
 * conditions, the representatives panel and the voter-update page show it, falling back to
 * content/site.yaml's voterList.updatedOn.
 * Its path, VOTER_LISTS_PATH, is in resultsPath.ts (no zod there).
 */

const listDate = z.iso.date().nullable();

export const voterListDates = z.strictObject({ ca: listDate, fl: listDate });
export type VoterListDates = z.output<typeof voterListDates>;
