// Stances from bills: every current CA/FL member who sponsors or co-sponsors a bill behind a
// petition is recorded as SUPPORT, with the bill, the evidence link, the date of the sponsorship
// (`since`) and the date the record was last updated (`checked`). The recording itself (newest
// evidence, conflicts, the report) is the shared core's (evidence.ts).
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
import { type ContentFiles, childMap, plain, rootMap, setFields } from './contentFiles';
import { PublicRecordError } from './errors';
import { type Evidence, type Note, type RecordToolOptions, readRecords, runRecordTool } from './evidence';
import { readReasonCodes, STATES } from './legislators';

/** The reason a bill's sponsor or co-sponsor gets unless --reason names another. */
export const DEFAULT_BILL_REASON = 'BILL_COSPONSOR';
export const BILLS_FILE = 'bills.yaml';
const BILL_FIELDS = ['title', 'number', 'congress', 'link', 'status', 'updated'];

export interface StancesFromBillOptions extends RecordToolOptions {
  readonly reason?: string | undefined;
  readonly files: readonly string[];
}

const describe = (bill: Bill, member: BillMember): string =>
  `${member.role === 'sponsor' ? 'sponsor' : 'co-sponsor'} of ${billNumber(bill)} (${ordinal(bill.congress)}) since ${member.date}`;

function readBills(files: readonly string[], cwd: string): Bill[] {
  return readRecords(files, cwd, parseBillStatus, (bill) => `${billNumber(bill)} (${bill.id})`, 'bill');
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
  const cwd = options.cwd ?? process.cwd();
  return runRecordTool(options, (files, legislators) => {
    const reason = options.reason ?? DEFAULT_BILL_REASON;
    if (options.files.length === 0)
      throw new PublicRecordError('no bill-status file given — name at least one');
    const bills = readBills(options.files, cwd);
    const reasons = readReasonCodes(files);
    if (!reasons.includes(reason)) {
      throw new PublicRecordError(
        `unknown reason "${reason}" — use one of ${reasons.join(', ')} (templates in ${files.contentDir}/reasons/)`,
      );
    }
    const current = new Set(legislators.map((l) => l.bioguide));
    const evidence: Evidence[] = [];
    const withdrawn: Note[] = [];
    const notCurrent: Note[] = [];
    let otherStates = 0;
    const congressOf = new Map<string, number>();
    const isSponsor = new Set<Evidence>();
    for (const bill of bills) {
      congressOf.set(bill.id, bill.congress);
      for (const member of bill.members) {
        if (!current.has(member.bioguide)) {
          if (STATES.includes(member.state.toLowerCase()))
            notCurrent.push({
              bioguide: member.bioguide,
              label: 'not current',
              who: `${member.bioguide} ${member.name} (${member.state})`,
              text: `${describe(bill, member)} — not in ${files.contentDir}/legislators.yaml, not written`,
            });
          else otherStates++;
        } else if (member.withdrawn) {
          withdrawn.push({
            bioguide: member.bioguide,
            label: 'withdrawn',
            text: `withdrew from ${billNumber(bill)} (${ordinal(bill.congress)}) on ${member.withdrawn} (joined ${member.date}) — not support; left for a volunteer`,
          });
        } else {
          const piece: Evidence = {
            bioguide: member.bioguide,
            name: member.name,
            state: member.state,
            stance: 'SUPPORT',
            reason,
            kind: 'bill',
            record: bill.id,
            role: member.role,
            link: member.role === 'sponsor' ? billLink(bill) : cosponsorsLink(bill),
            date: member.date,
            checked: bill.updated,
            describe: describe(bill, member),
          };
          if (member.role === 'sponsor') isSponsor.add(piece);
          evidence.push(piece);
        }
      }
    }
    for (const bill of bills) writeBill(files, bill);
    return {
      sources: bills.map((b) => `${billNumber(b)} (${ordinal(b.congress)}, updated ${b.updated})`).join(', '),
      evidence,
      given: new Set(bills.map((b) => b.id)),
      // On the same day: the newer Congress, then the sponsor, then the bill id.
      preferred: (a, b) => {
        const ca = congressOf.get(a.record) ?? 0;
        const cb = congressOf.get(b.record) ?? 0;
        if (ca !== cb) return ca > cb;
        if (isSponsor.has(a) !== isSponsor.has(b)) return isSponsor.has(a);
        return a.record < b.record;
      },
      notes: [...withdrawn, ...notCurrent],
      tallies: [
        `${withdrawn.length} withdrawn`,
        `${notCurrent.length} CA/FL members not in office`,
        `${otherStates} members of other states not written`,
      ],
    };
  });
}
