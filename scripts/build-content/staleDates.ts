// Dates the content presents as future that have passed. They are not errors (the site reads
// them against today and words them honestly: a held special election, the next election), but
// an operator should fix them before a release: `npm run content:check` warns with file:line
// and the fix, `-- --strict` fails on them.
import type { BillsFile, MemberElectEntry, SeatsFile, SiteFile } from '@rv/catalogue/schema';
import { congressEnds, expiredWithoutLaw, ordinal } from '@rv/domain';
import { ErrorCollector } from './collector';
import type { ContentError } from './errors';
import type { ContentFiles } from './files';

/**
 * Evidence older than this many years is flagged for a volunteer to look for newer evidence
 * (content/pages/how-stances-are-compiled.md, "How evidence ages", says the same number).
 */
export const EVIDENCE_AGE_YEARS = 10;

/** How long "we looked for the special election's result and found none" holds before looking again. */
export const RESULT_LOOKED_FOR_DAYS = 31;

const UNITS_IN_DAYS: Readonly<Record<string, number>> = { day: 1, week: 7, month: 31, year: 366 };

/** The longest delay a lag such as "2-3 months" or "6 weeks" allows, in days; null if unreadable. */
export function lagDays(lag: string): number | null {
  const match = /(\d+)\s*(?:[-–]\s*(\d+)\s*)?(day|week|month|year)s?/i.exec(lag);
  if (!match) return null;
  const most = Number(match[2] ?? match[1]);
  return most * (UNITS_IN_DAYS[(match[3] ?? '').toLowerCase()] ?? 0);
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Every stale date of a content folder that builds without errors. */
export function staleDates({
  files,
  now,
  display,
}: {
  files: ContentFiles;
  now: string;
  display: (relative: string) => string;
}): ContentError[] {
  const warn = new ErrorCollector(display);
  const notResearched = notResearchedPetitions(files);
  for (const relative of files.folders.seats) {
    const loaded = files.readYaml(relative);
    if (!loaded) continue;
    const seats = loaded.data as SeatsFile;
    const { at } = warn.fields(loaded.source);
    // From its first day the site shows the member-elect as the seat's member (seatsOn).
    const tookOffice = (
      path: readonly PropertyKey[],
      seat: { memberElect?: MemberElectEntry | undefined },
    ) => {
      const elect = seat.memberElect;
      const open = elect ? (notResearched.get(elect.legislator) ?? []) : [];
      if (elect && elect.takesOffice > now && open.length > 0) {
        // The changeover's to-do list: a new member starts Not Yet Compiled on every petition.
        at(
          [...path, 'memberElect', 'legislator'],
          `${elect.legislator} takes office on ${elect.takesOffice} with no compiled stance on ${open.length} petition${open.length === 1 ? '' : 's'} (${open.join(', ')}) — research them and record what a source shows in stances/<petition>.yaml`,
        );
      }
      if (elect && elect.takesOffice <= now) {
        at(
          [...path, 'memberElect', 'takesOffice'],
          `${elect.legislator} took office on ${elect.takesOffice} (today is ${now}) and the site shows them as the seat's member — make them the incumbent (npm run legislators:sync, or write incumbent: ${elect.legislator} and remove memberElect)`,
        );
      }
    };
    seats.senate.forEach((seat, index) => {
      tookOffice(['senate', index], seat);
      for (const [field, what] of [
        ['nextPrimary', 'next primary'],
        ['nextGeneral', 'next general election'],
      ] as const) {
        if (seat[field] < now) {
          at(
            ['senate', index, field],
            `${seat[field]} is past (today is ${now}) but is shown as ${seat.incumbent}'s ${what} — write the seat's next one`,
          );
        }
      }
    });
    const elections = seats.house.elections;
    if (!elections.some((election) => election.general >= now)) {
      at(
        ['house', 'elections', elections.length - 1],
        `every House election listed is past (today is ${now}) — add the next primary and general`,
      );
    }
    for (const [district, seat] of Object.entries(seats.house.districts)) {
      tookOffice(['house', 'districts', district], seat);
      const leaves = seat.incumbentLeaves;
      if (leaves && seat.incumbent && !seat.memberElect) {
        // The changeover's to-do list: a seat nobody is recorded to take.
        at(
          ['house', 'districts', district, 'incumbentLeaves', 'on'],
          `${seat.incumbent}'s term ends on ${leaves.on} and nobody is recorded to take the seat — ${leaves.on > now ? 'from that day the site shows it vacant' : `the site has shown it vacant since then (today is ${now})`}: record the certified winner as memberElect (with source and checked) and remove incumbentLeaves`,
        );
      }
      const held = seat.specialElection;
      if (!seat.vacant || !held || held >= now || seat.memberElect) continue;
      // A volunteer who looked for the result and found none says so with resultChecked; that
      // holds for a month, then they look again.
      const checked = seat.resultChecked;
      if (checked && daysBetween(checked, now) <= RESULT_LOOKED_FOR_DAYS) continue;
      at(
        ['house', 'districts', district, checked ? 'resultChecked' : 'specialElection'],
        checked
          ? `the result of the special election of ${held} was last looked for on ${checked}, more than ${RESULT_LOOKED_FOR_DAYS} days ago (today is ${now}) — look again: record the winner as memberElect (or incumbent once congress-legislators lists them, npm run legislators:sync), else set resultChecked to today`
          : `the special election of ${held} is past (today is ${now}): the site says it was held and its result is not recorded yet — record the winner as memberElect (or incumbent once congress-legislators lists them, npm run legislators:sync), or, if no source has the result yet, write resultChecked: ${now}`,
      );
    }
  }
  staleEvidence({ files, now, warn });
  expiredBills({ files, now, warn });
  const site = files.readYaml('site.yaml');
  if (site) {
    const { at } = warn.fields(site.source);
    for (const [state, info] of Object.entries((site.data as SiteFile).states)) {
      const { updatedOn } = info.voterList;
      if (!updatedOn) continue;
      const days = lagDays(info.voterList.updateLag);
      const age = daysBetween(updatedOn, now);
      if (days !== null && age > days) {
        at(
          ['states', state, 'voterList', 'updatedOn'],
          `the voter list as of ${updatedOn} is ${age} days old, more than its stated lag (${info.voterList.updateLag}) — import a newer list and set updatedOn to its date`,
        );
      }
    }
  }
  return warn.sorted();
}

/** Each legislator's petitions whose stance is still NOT_RESEARCHED, from the stance files. */
function notResearchedPetitions(files: ContentFiles): Map<string, string[]> {
  const open = new Map<string, string[]>();
  for (const relative of files.folders.stances) {
    const data = files.readYaml(relative)?.data as
      | { petition?: string; stances?: Record<string, { stance?: string } | null> }
      | null
      | undefined;
    for (const [id, entry] of Object.entries(data?.stances ?? {})) {
      if (entry?.stance !== 'NOT_RESEARCHED' || !data?.petition) continue;
      open.set(id, [...(open.get(id) ?? []), data.petition]);
    }
  }
  return open;
}

/** SUPPORT and OPPOSE whose action (or, without one, whose check) is older than EVIDENCE_AGE_YEARS. */
function staleEvidence({
  files,
  now,
  warn,
}: {
  files: ContentFiles;
  now: string;
  warn: ErrorCollector;
}): void {
  const limit = `${Number(now.slice(0, 4)) - EVIDENCE_AGE_YEARS}${now.slice(4)}`;
  for (const relative of files.folders.stances) {
    const loaded = files.readYaml(relative);
    if (!loaded) continue;
    const { at } = warn.fields(loaded.source);
    const stances =
      (loaded.data as { stances?: Record<string, Record<string, unknown>> } | null)?.stances ?? {};
    for (const [id, entry] of Object.entries(stances)) {
      if (entry?.stance !== 'SUPPORT' && entry?.stance !== 'OPPOSE') continue;
      const field = typeof entry.since === 'string' ? 'since' : 'checked';
      const date = entry[field];
      if (typeof date === 'string' && date < limit) {
        at(
          ['stances', id, field],
          `${id}'s ${entry.stance} rests on evidence of ${date}, more than ${EVIDENCE_AGE_YEARS} years ago (today is ${now}) — look for newer evidence (a bill, a vote, a statement) and record it, or set the stance to UNCLEAR`,
        );
      }
    }
  }
}

/** A petition whose cited bills have all died with their Congress cites no live bill. */
function expiredBills({
  files,
  now,
  warn,
}: {
  files: ContentFiles;
  now: string;
  warn: ErrorCollector;
}): void {
  const billsFile = files.has('bills.yaml') ? files.readYaml('bills.yaml') : null;
  const bills = (billsFile?.data as BillsFile | null)?.bills ?? {};
  for (const relative of files.folders.petitions) {
    const file = files.readMarkdown(relative);
    if (!file) continue;
    const ids = (file.frontMatterData as { bills?: unknown } | null)?.bills;
    if (!Array.isArray(ids) || ids.length === 0) continue;
    const cited = ids.map((id) => bills[String(id)]).filter((bill) => bill !== undefined);
    if (cited.length === 0 || !cited.every((bill) => expiredWithoutLaw(bill, now))) continue;
    const named = cited.map(
      (bill) => `${bill.number} (${ordinal(bill.congress)}, ended ${congressEnds(bill.congress)})`,
    );
    warn
      .fields(file.frontMatter)
      .at(
        ['bills'],
        `cites only bills that expired without becoming law: ${named.join(', ')} — add the current Congress's bill when one is introduced (npm run stances:from-bill writes it to bills.yaml), and say in the text that the cited one expired`,
      );
  }
}
