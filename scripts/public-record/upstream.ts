// unitedstates/congress-legislators `legislators-current.yaml`
// (https://github.com/unitedstates/congress-legislators, CC0): every member of the current
// Congress with ids, name, bio and terms. Only what the content keeps is read.
import { parse } from 'yaml';
import { z } from 'zod';
import { PublicRecordError } from './errors';
import { STATES } from './legislators';

export interface UpstreamMember {
  readonly bioguide: string;
  /** `official_full`, else "first last" (the nickname stands for the first name when given). */
  readonly fullName: string;
  readonly first: string;
  readonly last: string;
  readonly gender: 'MALE' | 'FEMALE';
  /** Lower case: ca, fl. */
  readonly state: string;
  readonly chamber: 'senate' | 'house';
  readonly party: string;
  /** House district as content keys it ("14"); null for senators. */
  readonly district: string | null;
  /** A senator's first day in the seat: the start of the unbroken run of Senate terms. */
  readonly senateSince: string | null;
  /**
   * The first day of the unbroken run of terms in the same chamber for the same state, ending in
   * the term in effect ("in office since"); a House member whose district was renumbered keeps it.
   */
  readonly inOfficeSince: string;
  /** The office's website, phone and contact form as the term in effect lists them, when it does. */
  readonly website: string | null;
  readonly phone: string | null;
  readonly contactForm: string | null;
  /** The first day of the term in effect: of two members listed for one seat, the later one holds it. */
  readonly termStart: string;
  /** The last day of the term in effect (a senator-elect's seat is the one whose term ends as theirs starts). */
  readonly termEnd: string;
  /** A senator's class (1, 2 or 3) in the term in effect, when the file gives it; null otherwise. */
  readonly senateClass: number | null;
  /** The first day of a later term in the same seat the file lists (re-elected); null for none. */
  readonly reelectedFrom: string | null;
  /**
   * False for a member-elect who holds no seat yet: every term starts after today. Their chamber,
   * district and party are those of the seat they were elected to.
   */
  readonly inOffice: boolean;
  /** A seat whose term starts after today and that the member does not hold now; null for none. */
  readonly elected: ElectedSeat | null;
}

/** A seat a member was elected to and takes on `takesOffice` (the first day of its term). */
export interface ElectedSeat {
  readonly chamber: 'senate' | 'house';
  readonly district: string | null;
  readonly takesOffice: string;
  /** The Senate seat's class, when the file gives it (a special election's winner is matched by it). */
  readonly senateClass: number | null;
}

const term = z.object({
  type: z.enum(['sen', 'rep']),
  start: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  end: z.string(),
  state: z.string(),
  district: z.number().int().optional(),
  class: z.number().int().optional(),
  party: z.string().optional(),
  url: z.string().optional(),
  phone: z.string().optional(),
  contact_form: z.string().optional(),
});
const member = z.object({
  id: z.object({ bioguide: z.string().regex(/^[A-Z][0-9]{6}$/) }),
  name: z.object({
    first: z.string(),
    last: z.string(),
    nickname: z.string().optional(),
    official_full: z.string().optional(),
  }),
  bio: z.object({ gender: z.enum(['M', 'F']) }),
  terms: z.array(term).min(1),
});

type Term = z.infer<typeof term>;

const chamberOf = (t: Term) => (t.type === 'sen' ? 'senate' : 'house');
const districtOf = (t: Term) => (t.type === 'rep' && t.district !== undefined ? String(t.district) : null);
const sameSeat = (a: Term, b: Term) =>
  a.type === b.type && a.state === b.state && districtOf(a) === districtOf(b);

/** The list of members of a congress-legislators file; one-line error on anything else. */
function readList(text: string, display: string): unknown[] {
  let data: unknown;
  try {
    data = parse(text, { uniqueKeys: false });
  } catch (error) {
    const message = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
    throw new PublicRecordError(
      `${display}: not valid YAML (${message}) — use legislators-current.yaml as published`,
    );
  }
  if (
    !Array.isArray(data) ||
    data.length === 0 ||
    typeof data[0] !== 'object' ||
    !('terms' in (data[0] ?? {}))
  ) {
    throw new PublicRecordError(
      `${display}: not a congress-legislators file (expected a list of members with terms) — give legislators-current.yaml`,
    );
  }
  return data;
}

/** One member's terms in either chamber, for "who was in which chamber on a date". */
export interface MemberTerms {
  readonly bioguide: string;
  /** The Senate's LIS member id (id.lis), for senators. */
  readonly lis: string | null;
  readonly terms: readonly { chamber: 'senate' | 'house'; state: string; start: string; end: string }[];
}

const termsOnly = z.object({
  id: z.object({ bioguide: z.string().regex(/^[A-Z][0-9]{6}$/), lis: z.string().optional() }),
  terms: z.array(term).min(1),
});

/** Every member of a congress-legislators file (all states) with their LIS id and terms. */
export function parseMemberTerms(text: string, display: string): MemberTerms[] {
  return readList(text, display).map((entry, index) => {
    const result = termsOnly.safeParse(entry);
    if (!result.success) {
      const issue = result.error.issues[0];
      throw new PublicRecordError(
        `${display}: member ${index + 1}: ${issue?.path.join('.')} ${issue?.message} — use legislators-current.yaml as published`,
      );
    }
    const m = result.data;
    return {
      bioguide: m.id.bioguide,
      lis: m.id.lis ?? null,
      terms: m.terms.map((t) => ({ chamber: chamberOf(t), state: t.state, start: t.start, end: t.end })),
    };
  });
}

/**
 * The CA and FL members of a legislators-current.yaml text on `today` (YYYY-MM-DD); one-line
 * error on bad input. A term that starts after today is a seat the member was elected to and does
 * not hold yet (congress-legislators lists members-elect with the term they will serve): a member
 * with no earlier term is a member-elect, not in office; a member re-elected to their own seat
 * simply stays in it.
 */
export function parseUpstream(text: string, display: string, today: string): UpstreamMember[] {
  const data = readList(text, display);
  const out: UpstreamMember[] = [];
  for (const [index, entry] of data.entries()) {
    const result = member.safeParse(entry);
    if (!result.success) {
      const issue = result.error.issues[0];
      throw new PublicRecordError(
        `${display}: member ${index + 1}: ${issue?.path.join('.')} ${issue?.message} — use legislators-current.yaml as published`,
      );
    }
    const m = result.data;
    const started = m.terms.filter((t) => t.start <= today);
    const last = m.terms.at(-1) as Term;
    const held = started.at(-1);
    const current = held ?? last;
    const future = last.start > today && !(held && sameSeat(held, last)) ? last : null;
    const state = current.state.toLowerCase();
    if (!STATES.includes(state)) continue;
    let since: string | null = null;
    if (current.type === 'sen') {
      since = current.start;
      for (const t of started.slice(0, -1).reverse()) {
        if (t.type !== 'sen' || t.state !== current.state) break;
        since = t.start;
      }
    }
    let inOfficeSince = current.start;
    for (const t of (held ? started.slice(0, -1) : []).reverse()) {
      if (t.type !== current.type || t.state !== current.state) break;
      inOfficeSince = t.start;
    }
    // A link the source mistyped (hhttps://…) is left out rather than shown broken.
    const webAddress = (value: string | undefined) =>
      value && /^https?:\/\/[^/\s]+/.test(value) && URL.canParse(value) ? value : null;
    const first = m.name.nickname ?? m.name.first;
    out.push({
      bioguide: m.id.bioguide,
      fullName: m.name.official_full ?? `${first} ${m.name.last}`,
      first,
      last: m.name.last,
      gender: m.bio.gender === 'F' ? 'FEMALE' : 'MALE',
      state,
      chamber: chamberOf(current),
      party: current.party ?? '',
      district: districtOf(current),
      senateSince: since,
      inOfficeSince,
      website: webAddress(current.url),
      phone: current.phone ?? null,
      contactForm: webAddress(current.contact_form),
      termStart: current.start,
      termEnd: current.end,
      senateClass: current.class ?? null,
      reelectedFrom: held !== undefined && last !== held && sameSeat(held, last) ? last.start : null,
      inOffice: held !== undefined,
      elected: future
        ? {
            chamber: chamberOf(future),
            district: districtOf(future),
            takesOffice: future.start,
            senateClass: future.class ?? null,
          }
        : null,
    });
  }
  return out;
}

/** A new member's content id: First_Last, ASCII letters, as content/README.md describes. */
export function legislatorId(m: Pick<UpstreamMember, 'first' | 'last'>): string {
  const ascii = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z\s-]/g, '')
      .trim();
  const first = ascii(m.first.split(/\s+/).find((word) => !word.endsWith('.')) ?? m.first);
  return `${first} ${ascii(m.last)}`.split(/\s+/).join('_');
}
