// A bill's status as the public record publishes it, in either of its two formats:
// - GovInfo BILLSTATUS XML, format version 3 (https://www.govinfo.gov/bulkdata/BILLSTATUS,
//   documented at https://github.com/usgpo/bill-status);
// - the unitedstates/congress project's `data.json` (https://github.com/unitedstates/congress/wiki/bills).
// Members are identified by their Bioguide id only: names in data.json can be double-encoded UTF-8
// ("SÃ¡nchez" for "Sánchez"), so a name never decides who someone is.
import { ordinal } from '@rv/domain';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { z } from 'zod';
import { PublicRecordError } from './errors';

export type BillRole = 'sponsor' | 'cosponsor';

export interface BillMember {
  readonly bioguide: string;
  /** As the file writes it (may be mis-encoded in data.json): for reports only. */
  readonly name: string;
  /** Upper-case postal code, as in the file: CA, FL, WA… */
  readonly state: string;
  readonly role: BillRole;
  /** The sponsorship date (a sponsor's: the day the bill was introduced). */
  readonly date: string;
  /** Set when the co-sponsorship was withdrawn on that date. */
  readonly withdrawn: string | null;
}

export interface Bill {
  /** unitedstates/congress style id: `hr5744-118`, `s29-119`. */
  readonly id: string;
  readonly congress: number;
  /** Lower-case bill type: hr, s, hjres, sjres, hconres, sconres, hres, sres. */
  readonly type: string;
  readonly number: string;
  /** Display title: "Energy Innovation and Carbon Dividend Act of 2023". */
  readonly title: string;
  readonly introduced: string;
  /** The date the record was last updated by its publisher (YYYY-MM-DD). */
  readonly updated: string;
  readonly members: readonly BillMember[];
}

const TYPES: Record<string, { label: string; path: string }> = {
  hr: { label: 'H.R.', path: 'house-bill' },
  s: { label: 'S.', path: 'senate-bill' },
  hjres: { label: 'H.J.Res.', path: 'house-joint-resolution' },
  sjres: { label: 'S.J.Res.', path: 'senate-joint-resolution' },
  hconres: { label: 'H.Con.Res.', path: 'house-concurrent-resolution' },
  sconres: { label: 'S.Con.Res.', path: 'senate-concurrent-resolution' },
  hres: { label: 'H.Res.', path: 'house-resolution' },
  sres: { label: 'S.Res.', path: 'senate-resolution' },
};

/** "H.R. 5744". */
export function billNumber(bill: Pick<Bill, 'type' | 'number'>): string {
  return `${TYPES[bill.type]?.label ?? bill.type.toUpperCase()} ${bill.number}`;
}

/** The bill's page on congress.gov. */
export function billLink(bill: Pick<Bill, 'type' | 'number' | 'congress'>): string {
  return `https://www.congress.gov/bill/${ordinal(bill.congress)}-congress/${TYPES[bill.type]?.path}/${bill.number}`;
}

/** The bill's co-sponsor list on congress.gov (each co-sponsor with the date they joined). */
export function cosponsorsLink(bill: Pick<Bill, 'type' | 'number' | 'congress'>): string {
  return `${billLink(bill)}/cosponsors`;
}

/** The official bill-status file at GovInfo (what data.json is derived from). */
export function billStatusLink(bill: Pick<Bill, 'type' | 'number' | 'congress'>): string {
  return `https://www.govinfo.gov/bulkdata/BILLSTATUS/${bill.congress}/${bill.type}/BILLSTATUS-${bill.congress}${bill.type}${bill.number}.xml`;
}

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}/, { error: 'is not a date' });
const text = z.string().trim().min(1, { error: 'is empty' });
const billType = z
  .string()
  .transform((value) => value.toLowerCase())
  .refine((value) => value in TYPES, { error: 'is not a bill type (hr, s, hjres, …)' });

// ── GovInfo BILLSTATUS XML, version 3 ───────────────────────────────────────────────────────

const xmlMember = z.object({ bioguideId: text, fullName: z.string().default(''), state: text });
const xmlBillStatus = z.object({
  billStatus: z.object({
    version: z.string().regex(/^3\./, { error: 'is not format version 3 (this tool reads version 3.x)' }),
    bill: z.object({
      number: z.string().regex(/^\d+$/, { error: 'is not a bill number' }),
      type: billType,
      congress: z.string().regex(/^\d+$/, { error: 'is not a Congress number' }),
      updateDate: date,
      introducedDate: date,
      title: text,
      sponsors: z.object({ item: z.array(xmlMember).min(1) }),
      cosponsors: z
        .union([
          z.object({
            item: z.array(
              xmlMember.extend({
                sponsorshipDate: date,
                sponsorshipWithdrawnDate: date.optional(),
              }),
            ),
          }),
          z.literal(''),
        ])
        .optional(),
    }),
  }),
});

const LISTS = new Set(['billStatus.bill.sponsors.item', 'billStatus.bill.cosponsors.item']);

function fromXml(text: string, display: string): Bill {
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    throw new PublicRecordError(
      `${display}:${valid.err.line}:${valid.err.col}: not well-formed XML (${valid.err.msg}) — use the file exactly as GovInfo publishes it`,
    );
  }
  const parsed = new XMLParser({
    ignoreAttributes: true,
    parseTagValue: false,
    isArray: (_name, jpath) => LISTS.has(String(jpath)),
  }).parse(text) as unknown;
  if (typeof parsed !== 'object' || parsed === null || !('billStatus' in parsed)) {
    throw new PublicRecordError(
      `${display}: not a bill-status file (no <billStatus> element) — give a GovInfo BILLSTATUS-*.xml or a unitedstates/congress data.json`,
    );
  }
  const result = xmlBillStatus.safeParse(parsed);
  if (!result.success) throw shapeError(display, 'BILLSTATUS XML', result.error, 'billStatus.');
  const bill = result.data.billStatus.bill;
  const introduced = bill.introducedDate.slice(0, 10);
  const members: BillMember[] = [
    ...bill.sponsors.item.map((m) => ({
      bioguide: m.bioguideId,
      name: m.fullName,
      state: m.state,
      role: 'sponsor' as const,
      date: introduced,
      withdrawn: null,
    })),
    ...(bill.cosponsors === '' || bill.cosponsors === undefined ? [] : bill.cosponsors.item).map((m) => ({
      bioguide: m.bioguideId,
      name: m.fullName,
      state: m.state,
      role: 'cosponsor' as const,
      date: m.sponsorshipDate.slice(0, 10),
      withdrawn: m.sponsorshipWithdrawnDate?.slice(0, 10) ?? null,
    })),
  ];
  return {
    id: `${bill.type}${bill.number}-${bill.congress}`,
    congress: Number(bill.congress),
    type: bill.type,
    number: bill.number,
    title: bill.title,
    introduced,
    updated: bill.updateDate.slice(0, 10),
    members,
  };
}

// ── unitedstates/congress data.json ─────────────────────────────────────────────────────────

const jsonMember = z.object({ bioguide_id: text, name: z.string().default(''), state: text });
const dataJson = z.object({
  bill_type: billType,
  number: z.union([z.string(), z.number()]).transform(String),
  congress: z.union([z.string(), z.number()]).transform(Number),
  updated_at: date,
  introduced_at: date,
  short_title: z.string().nullish(),
  popular_title: z.string().nullish(),
  official_title: text,
  sponsor: jsonMember,
  cosponsors: z.array(jsonMember.extend({ sponsored_at: date, withdrawn_at: date.nullish() })),
});

function fromJson(text: string, display: string): Bill {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new PublicRecordError(
      `${display}: not valid JSON (${error instanceof Error ? error.message : String(error)}) — use the data.json exactly as unitedstates/congress writes it`,
    );
  }
  if (typeof parsed !== 'object' || parsed === null || !('bill_id' in parsed) || !('sponsor' in parsed)) {
    throw new PublicRecordError(
      `${display}: not a bill-status file (no bill_id and sponsor) — give a unitedstates/congress data.json or a GovInfo BILLSTATUS-*.xml`,
    );
  }
  const result = dataJson.safeParse(parsed);
  if (!result.success) throw shapeError(display, 'data.json', result.error, '');
  const bill = result.data;
  const introduced = bill.introduced_at.slice(0, 10);
  return {
    id: `${bill.bill_type}${bill.number}-${bill.congress}`,
    congress: bill.congress,
    type: bill.bill_type,
    number: bill.number,
    title: bill.short_title || bill.popular_title || bill.official_title,
    introduced,
    updated: bill.updated_at.slice(0, 10),
    members: [
      {
        bioguide: bill.sponsor.bioguide_id,
        name: bill.sponsor.name,
        state: bill.sponsor.state,
        role: 'sponsor',
        date: introduced,
        withdrawn: null,
      },
      ...bill.cosponsors.map((m) => ({
        bioguide: m.bioguide_id,
        name: m.name,
        state: m.state,
        role: 'cosponsor' as const,
        date: m.sponsored_at.slice(0, 10),
        withdrawn: m.withdrawn_at?.slice(0, 10) ?? null,
      })),
    ],
  };
}

function shapeError(display: string, format: string, error: z.ZodError, prefix: string): PublicRecordError {
  const issue = error.issues[0];
  const where = issue ? `${prefix}${issue.path.join('.')}` : '(file)';
  return new PublicRecordError(
    `${display}: not a usable ${format} bill-status file: ${where} ${issue?.message ?? 'is malformed'} — use the file exactly as published`,
  );
}

/** Reads a bill-status file in either format; throws a one-line PublicRecordError on bad input. */
export function parseBillStatus(text: string, display: string): Bill {
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('<')) return fromXml(start, display);
  if (start.startsWith('{')) return fromJson(start, display);
  throw new PublicRecordError(
    `${display}: unknown format (neither XML nor JSON) — give a GovInfo BILLSTATUS-*.xml or a unitedstates/congress data.json`,
  );
}
