// Stances from the public record: every current CA/FL member who sponsors or co-sponsors a bill
// behind a petition is recorded as SUPPORT, with the bill, the evidence link, the date of the
// sponsorship (`since`) and the date the record was last updated (`checked`). What a volunteer
// recorded differently is reported with its place and left alone.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ordinal } from '@rv/domain';
import { isMap, type YAMLMap } from 'yaml';
import {
  type Bill,
  type BillMember,
  billLink,
  billNumber,
  billStatusLink,
  cosponsorsLink,
  parseBillStatus,
} from './bills';
import { ContentFiles, childMap, keyNode, type OpenFile, plain, rootMap, setFields } from './contentFiles';
import { PublicRecordError } from './errors';
import { type CurrentLegislator, readLegislators, readReasonCodes, STATES } from './legislators';

/** The reason a bill's sponsor or co-sponsor gets unless --reason names another. */
export const DEFAULT_BILL_REASON = 'BILL_COSPONSOR';
export const BILLS_FILE = 'bills.yaml';
const STANCE_FIELDS = ['stance', 'reason', 'bill', 'billRole', 'websiteLink', 'evidence', 'since', 'checked'];
const BILL_FIELDS = ['title', 'number', 'congress', 'link', 'status', 'updated'];

export interface StancesFromBillOptions {
  readonly petition: string;
  readonly reason?: string | undefined;
  readonly files: readonly string[];
  readonly check: boolean;
  readonly contentDir?: string;
  readonly cwd?: string;
  readonly out?: (line: string) => void;
}

interface Evidence {
  readonly bill: Bill;
  readonly member: BillMember;
}

/** Newest action first; on the same day the newer Congress, then the sponsor, then the bill id. */
function newer(a: Evidence, b: Evidence): boolean {
  if (a.member.date !== b.member.date) return a.member.date > b.member.date;
  if (a.bill.congress !== b.bill.congress) return a.bill.congress > b.bill.congress;
  if (a.member.role !== b.member.role) return a.member.role === 'sponsor';
  return a.bill.id < b.bill.id;
}

const describe = (e: Evidence): string =>
  `${e.member.role === 'sponsor' ? 'sponsor' : 'co-sponsor'} of ${billNumber(e.bill)} (${ordinal(e.bill.congress)}) since ${e.member.date}`;

function readBills(files: readonly string[], cwd: string): Bill[] {
  const bills: Bill[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(path.resolve(cwd, file), 'utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? String(error);
      throw new PublicRecordError(`${file}: cannot read the file (${code}) — check the path`);
    }
    const bill = parseBillStatus(text, file);
    const twin = bills.find((b) => b.id === bill.id);
    if (twin)
      throw new PublicRecordError(
        `${file}: ${billNumber(bill)} (${bill.id}) is given twice — give each bill once`,
      );
    bills.push(bill);
  }
  return bills;
}

function writeBill(files: ContentFiles, bill: Bill): void {
  const file = files.open(BILLS_FILE, { create: true });
  if (file.doc.contents === null) {
    file.doc.commentBefore =
      " The bills that legislators' stances cite (stances/*.yaml `bill:`), as their official\n" +
      ' bill-status records give them. Written by npm run stances:from-bill; `updated` is the date\n' +
      ' the record was last updated by its publisher (GovInfo BILLSTATUS, or unitedstates/congress).';
  }
  const bills = childMap(file, rootMap(file), 'bills');
  const entry = bills.get(bill.id, true);
  const map = isMap(entry) ? entry : (file.doc.createNode({}) as YAMLMap);
  setFields(
    map,
    {
      title: bill.title,
      number: billNumber(bill),
      congress: bill.congress,
      link: billLink(bill),
      status: billStatusLink(bill),
      updated: bill.updated,
    },
    BILL_FIELDS,
  );
  if (!isMap(entry)) bills.set(bill.id, map);
  bills.items.sort((a, b) => String(plain(a.key)).localeCompare(String(plain(b.key))));
}

/** Runs the tool; returns the exit code (0 done or in step, 1 bad input or --check out of step). */
export function stancesFromBill(options: StancesFromBillOptions): number {
  const out = options.out ?? ((line: string) => console.log(line));
  const cwd = options.cwd ?? process.cwd();
  const files = new ContentFiles(options.contentDir ?? 'content', cwd);
  try {
    const reason = options.reason ?? DEFAULT_BILL_REASON;
    if (options.files.length === 0)
      throw new PublicRecordError('no bill-status file given — name at least one');
    const bills = readBills(options.files, cwd);
    if (!files.exists(`petitions/${options.petition}.md`)) {
      throw new PublicRecordError(
        `unknown petition "${options.petition}" — use the url of a file in ${files.contentDir}/petitions/`,
      );
    }
    const reasons = readReasonCodes(files);
    if (!reasons.includes(reason)) {
      throw new PublicRecordError(
        `unknown reason "${reason}" — use one of ${reasons.join(', ')} (templates in ${files.contentDir}/reasons/)`,
      );
    }
    const legislators = readLegislators(files);
    const stanceFile = files.open(`stances/${options.petition}.yaml`);
    const report = record(files, stanceFile, bills, legislators, reason);
    for (const bill of bills) writeBill(files, bill);
    for (const line of report) out(line);
    const changed = files.commit(options.check, out);
    if (options.check) {
      if (changed.length === 0) out(`✔ ${options.petition}: content is in step with the files given`);
      else out(`✖ ${options.petition}: not in step with the files given (diff above) — run without --check`);
      return changed.length === 0 ? 0 : 1;
    }
    out(changed.length === 0 ? '✔ nothing to change' : `✔ wrote ${changed.join(', ')}`);
    return 0;
  } catch (error) {
    if (!(error instanceof PublicRecordError)) throw error;
    out(`✖ ${error.message}`);
    return 1;
  }
}

function record(
  files: ContentFiles,
  stanceFile: OpenFile,
  bills: readonly Bill[],
  legislators: readonly CurrentLegislator[],
  reason: string,
): string[] {
  const byBioguide = new Map(legislators.map((l) => [l.bioguide, l]));
  const best = new Map<string, Evidence>();
  const withdrawn: Evidence[] = [];
  const notCurrent: Evidence[] = [];
  let otherStates = 0;
  for (const bill of bills) {
    for (const member of bill.members) {
      const evidence = { bill, member };
      if (!byBioguide.has(member.bioguide)) {
        if (STATES.includes(member.state.toLowerCase())) notCurrent.push(evidence);
        else otherStates++;
      } else if (member.withdrawn) withdrawn.push(evidence);
      else {
        const known = best.get(member.bioguide);
        if (!known || newer(evidence, known)) best.set(member.bioguide, evidence);
      }
    }
  }

  const stances = childMap(stanceFile, rootMap(stanceFile), 'stances');
  const lines: string[] = [];
  const counts = { added: 0, updated: 0, unchanged: 0, kept: 0, conflicts: 0 };
  const given = new Set(bills.map((b) => b.id));
  for (const legislator of legislators) {
    const evidence = best.get(legislator.bioguide);
    if (!evidence) continue;
    const node = stances.get(legislator.id, true);
    const where = files.where(stanceFile, keyNode(stances, legislator.id) ?? null);
    const entry = (plain(node) ?? {}) as Record<string, unknown>;
    const recorded = String(entry.stance ?? 'NOT_RESEARCHED');
    if (recorded !== 'NOT_RESEARCHED' && !(recorded === 'SUPPORT' && entry.reason === reason)) {
      counts.conflicts++;
      lines.push(
        `  conflict  ${where} ${legislator.id}: recorded ${recorded}${entry.reason ? ` (${entry.reason})` : ''}; the record shows ${describe(evidence)} — left as recorded, a volunteer decides`,
      );
      continue;
    }
    const since = typeof entry.since === 'string' ? entry.since : '';
    if (typeof entry.bill === 'string' && !given.has(entry.bill) && since > evidence.member.date) {
      counts.kept++;
      lines.push(
        `  kept      ${where} ${legislator.id}: cites ${entry.bill} since ${since}, newer than ${describe(evidence)}`,
      );
      continue;
    }
    const values = {
      stance: 'SUPPORT',
      reason,
      bill: evidence.bill.id,
      billRole: evidence.member.role,
      websiteLink: undefined,
      evidence: evidence.member.role === 'sponsor' ? billLink(evidence.bill) : cosponsorsLink(evidence.bill),
      since: evidence.member.date,
      checked: evidence.bill.updated,
    };
    const same = Object.entries(values).every(([key, value]) => entry[key] === value);
    const status = recorded === 'NOT_RESEARCHED' ? 'added' : same ? 'unchanged' : 'updated';
    counts[status]++;
    lines.push(
      `  ${status.padEnd(9)} ${legislator.id}: SUPPORT, ${describe(evidence)}, checked ${evidence.bill.updated}`,
    );
    if (same) continue;
    if (isMap(node)) setFields(node, values, STANCE_FIELDS);
    else {
      const map = stanceFile.doc.createNode({}) as YAMLMap;
      setFields(map, values, STANCE_FIELDS);
      stances.set(legislator.id, map);
    }
  }

  for (const e of withdrawn) {
    const legislator = byBioguide.get(e.member.bioguide) as CurrentLegislator;
    const where = files.where(stanceFile, keyNode(stances, legislator.id) ?? null);
    lines.push(
      `  withdrawn ${where} ${legislator.id}: withdrew from ${billNumber(e.bill)} (${ordinal(e.bill.congress)}) on ${e.member.withdrawn} (joined ${e.member.date}) — not support; left for a volunteer`,
    );
  }
  for (const e of notCurrent) {
    lines.push(
      `  not current ${e.member.bioguide} ${e.member.name} (${e.member.state}): ${describe(e)} — not in ${files.contentDir}/legislators.yaml, not written`,
    );
  }
  const header = `${stanceFile.display}: ${bills.map((b) => `${billNumber(b)} (${ordinal(b.congress)}, updated ${b.updated})`).join(', ')}`;
  const summary =
    `  ${counts.added + counts.updated + counts.unchanged} SUPPORT from the record (${counts.added} added, ${counts.updated} updated, ${counts.unchanged} unchanged), ` +
    `${counts.kept} kept newer, ${counts.conflicts} conflicts, ${withdrawn.length} withdrawn, ` +
    `${notCurrent.length} CA/FL members not in office, ${otherStates} members of other states not written`;
  return [header, ...lines, summary];
}
