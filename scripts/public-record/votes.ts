// A recorded floor vote (roll call) as the public record publishes it, in either of two formats:
// - the unitedstates/congress project's vote `data.json`
//   (https://github.com/unitedstates/congress/wiki/votes): House ids are Bioguide ids, Senate ids
//   are LIS member ids;
// - the House Clerk's own roll-call XML (https://clerk.house.gov/evs/{year}/roll{NNN}.xml), whose
//   `name-id` is the Bioguide id.
// A file whose lists do not add up to the totals it states, that lists a member twice, or whose
// ids are not ids of its chamber is bad input: one line naming the file and the reason.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { z } from 'zod';
import { PublicRecordError } from './errors';

export type Chamber = 'house' | 'senate';
export type VotePosition = 'yea' | 'nay' | 'present' | 'notVoting';

export interface RollCallMember {
  /** As the file writes it: a Bioguide id (House) or a LIS member id (Senate). */
  readonly id: string;
  /** As the file writes it: for reports only. */
  readonly name: string;
  /** Upper-case postal code as in the file. */
  readonly state: string;
  readonly position: VotePosition;
}

export interface RollCall {
  /** unitedstates/congress style id: h97-118.2024, s46-117.2021. */
  readonly id: string;
  readonly chamber: Chamber;
  readonly congress: number;
  readonly roll: number;
  /** The day of the vote, YYYY-MM-DD. */
  readonly date: string;
  /** What was voted on: "H.Con.Res. 86", "S.Amdt. 887 to S.Con.Res. 5". */
  readonly measure: string;
  /** "On Agreeing to the Resolution". */
  readonly question: string;
  readonly result: string;
  /** The official record (House Clerk or Senate), https. */
  readonly source: string;
  readonly members: readonly RollCallMember[];
}

const CHAMBER_WORD: Readonly<Record<Chamber, string>> = { house: 'House', senate: 'Senate' };

/** "House roll call 97 (2024)". */
export function rollCallName(vote: Pick<RollCall, 'chamber' | 'roll' | 'date'>): string {
  return `${CHAMBER_WORD[vote.chamber]} roll call ${vote.roll} (${vote.date.slice(0, 4)})`;
}

/** The House Clerk's record of a House roll call. */
export function clerkLink(year: string, roll: number): string {
  return `https://clerk.house.gov/evs/${year}/roll${String(roll).padStart(3, '0')}.xml`;
}

const MEASURE_LABELS: Readonly<Record<string, string>> = {
  hr: 'H.R.',
  s: 'S.',
  hjres: 'H.J.Res.',
  sjres: 'S.J.Res.',
  hconres: 'H.Con.Res.',
  sconres: 'S.Con.Res.',
  hres: 'H.Res.',
  sres: 'S.Res.',
};

/** "H CON RES 86" (the Clerk's legis-num) or type + number → "H.Con.Res. 86". */
function measureLabel(type: string, number: string | number): string {
  const key = type.toLowerCase().replace(/[\s.]/g, '');
  return `${MEASURE_LABELS[key] ?? type} ${number}`;
}

const POSITIONS: Readonly<Record<string, VotePosition>> = {
  Yea: 'yea',
  Aye: 'yea',
  Nay: 'nay',
  No: 'nay',
  Present: 'present',
  'Not Voting': 'notVoting',
};

const ID_FORMATS: Readonly<Record<Chamber, { pattern: RegExp; what: string }>> = {
  house: { pattern: /^[A-Z]\d{6}$/, what: 'a Bioguide id (A000370)' },
  senate: { pattern: /^S\d{3}$/, what: 'a LIS member id (S354)' },
};

function position(display: string, word: string): VotePosition {
  const found = POSITIONS[word];
  if (!found) {
    throw new PublicRecordError(
      `${display}: unknown vote "${word}" — this tool reads Yea/Aye, Nay/No, Present and Not Voting`,
    );
  }
  return found;
}

/** Checks the ids and that no member is listed twice. */
function checkMembers(display: string, chamber: Chamber, members: readonly RollCallMember[]): void {
  const seen = new Map<string, VotePosition>();
  for (const member of members) {
    // The Vice President breaks a Senate tie; the record names no member for it.
    if (chamber === 'senate' && member.id === 'VP') continue;
    const format = ID_FORMATS[chamber];
    if (!format.pattern.test(member.id)) {
      throw new PublicRecordError(
        `${display}: "${member.id}" (${member.name}, ${member.state}) maps to nobody — a ${CHAMBER_WORD[chamber]} vote names each member by ${format.what}`,
      );
    }
    const twice = seen.get(member.id);
    if (twice) {
      throw new PublicRecordError(
        `${display}: ${member.id} (${member.name}) is listed twice (${twice} and ${member.position}) — use the file exactly as published`,
      );
    }
    seen.set(member.id, member.position);
  }
}

type Totals = Partial<Record<VotePosition, number>>;

/** The lists must add up to the totals the file states. */
function checkTotals(display: string, members: readonly RollCallMember[], totals: Totals): void {
  for (const [key, stated] of Object.entries(totals) as [VotePosition, number][]) {
    const counted = members.filter((m) => m.position === key).length;
    if (counted !== stated) {
      throw new PublicRecordError(
        `${display}: the totals do not add up — ${stated} ${key} stated, ${counted} listed; use the file exactly as published (a truncated or edited copy is not evidence)`,
      );
    }
  }
}

const text = z.string().trim().min(1, { error: 'is empty' });
const isoDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}/, { error: 'is not a date' });

// ── unitedstates/congress vote data.json ────────────────────────────────────────────────────

const jsonMember = z.object({
  id: text,
  display_name: z.string().default(''),
  state: z.string().default(''),
});
const voteJson = z.object({
  vote_id: text,
  chamber: z.enum(['h', 's'], { error: 'is not h or s' }),
  congress: z.number().int().positive(),
  number: z.number().int().positive(),
  date: isoDateTime,
  question: text,
  result: text,
  result_text: z.string().optional(),
  source_url: z.string().url({ error: 'is not a link' }),
  bill: z.object({ type: text, number: z.union([z.number(), z.string()]) }).optional(),
  amendment: z.object({ type: text, number: z.union([z.number(), z.string()]) }).optional(),
  votes: z.record(z.string(), z.array(jsonMember)),
});

function fromJson(source: string, display: string): RollCall {
  let parsed: unknown;
  try {
    parsed = JSON.parse(source);
  } catch (error) {
    throw new PublicRecordError(
      `${display}: not valid JSON (${error instanceof Error ? error.message : String(error)}) — use the data.json exactly as unitedstates/congress writes it`,
    );
  }
  if (typeof parsed !== 'object' || parsed === null || !('vote_id' in parsed) || !('votes' in parsed)) {
    throw new PublicRecordError(
      `${display}: not a roll-call file (no vote_id and votes) — give a unitedstates/congress vote data.json or a House Clerk roll-call XML`,
    );
  }
  const result = voteJson.safeParse(parsed);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new PublicRecordError(
      `${display}: not a usable roll-call data.json: ${issue?.path.join('.')} ${issue?.message} — use the file exactly as published`,
    );
  }
  const vote = result.data;
  const chamber: Chamber = vote.chamber === 'h' ? 'house' : 'senate';
  const members = Object.entries(vote.votes).flatMap(([word, list]) =>
    list.map((m) => ({ id: m.id, name: m.display_name, state: m.state, position: position(display, word) })),
  );
  checkMembers(display, chamber, members);
  // The Senate's result text states the tally: "Amendment Rejected (50-50)".
  const tally = /\((\d+)-(\d+)\)\s*$/.exec(vote.result_text ?? '');
  if (tally) checkTotals(display, members, { yea: Number(tally[1]), nay: Number(tally[2]) });
  const bill = vote.bill ? measureLabel(vote.bill.type, vote.bill.number) : null;
  const amendment = vote.amendment
    ? `${vote.amendment.type.toLowerCase() === 's' ? 'S.Amdt.' : 'H.Amdt.'} ${vote.amendment.number}`
    : null;
  const measure = [amendment, bill].filter(Boolean).join(' to ');
  return {
    id: vote.vote_id,
    chamber,
    congress: vote.congress,
    roll: vote.number,
    date: vote.date.slice(0, 10),
    measure: measure || vote.question,
    question: vote.question,
    result: vote.result,
    source: vote.source_url.replace(/^http:/, 'https:'),
    members,
  };
}

// ── House Clerk roll-call XML ───────────────────────────────────────────────────────────────

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const count = z.union([z.string(), z.number()]).transform(Number).pipe(z.number().int().nonnegative());
const clerkXml = z.object({
  'rollcall-vote': z.object({
    'vote-metadata': z.object({
      congress: count,
      'rollcall-num': count,
      'legis-num': z.union([z.string(), z.number()]).transform(String).optional(),
      'vote-question': text,
      'vote-result': text,
      'action-date': z
        .string()
        .regex(/^\d{1,2}-[A-Z][a-z]{2}-\d{4}$/, { error: 'is not a date (21-Mar-2024)' }),
      'vote-totals': z.object({
        'totals-by-vote': z.object({
          'yea-total': count,
          'nay-total': count,
          'present-total': count,
          'not-voting-total': count,
        }),
      }),
    }),
    'vote-data': z.object({
      'recorded-vote': z.array(
        z.object({
          legislator: z.object({
            '#text': z.union([z.string(), z.number()]).transform(String).default(''),
            '@_name-id': text,
            '@_state': z.string().default(''),
          }),
          vote: text,
        }),
      ),
    }),
  }),
});

function fromXml(source: string, display: string): RollCall {
  const valid = XMLValidator.validate(source);
  if (valid !== true) {
    throw new PublicRecordError(
      `${display}:${valid.err.line}:${valid.err.col}: not well-formed XML (${valid.err.msg}) — use the file exactly as the House Clerk publishes it`,
    );
  }
  const parsed = new XMLParser({
    ignoreAttributes: false,
    parseTagValue: false,
    isArray: (_name, jpath) => String(jpath) === 'rollcall-vote.vote-data.recorded-vote',
  }).parse(source) as unknown;
  if (typeof parsed !== 'object' || parsed === null || !('rollcall-vote' in parsed)) {
    throw new PublicRecordError(
      `${display}: not a roll-call file (no <rollcall-vote> element) — give a House Clerk roll-call XML or a unitedstates/congress vote data.json`,
    );
  }
  const result = clerkXml.safeParse(parsed);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new PublicRecordError(
      `${display}: not a usable House Clerk roll-call XML: ${issue?.path.join('.')} ${issue?.message} — use the file exactly as published`,
    );
  }
  const { 'vote-metadata': meta, 'vote-data': data } = result.data['rollcall-vote'];
  const [day, month, year] = meta['action-date'].split('-') as [string, string, string];
  const date = `${year}-${String(MONTHS.indexOf(month) + 1).padStart(2, '0')}-${day.padStart(2, '0')}`;
  const members = data['recorded-vote'].map((r) => ({
    id: r.legislator['@_name-id'],
    name: r.legislator['#text'],
    state: r.legislator['@_state'],
    position: position(display, r.vote),
  }));
  checkMembers(display, 'house', members);
  const totals = meta['vote-totals']['totals-by-vote'];
  checkTotals(display, members, {
    yea: totals['yea-total'],
    nay: totals['nay-total'],
    present: totals['present-total'],
    notVoting: totals['not-voting-total'],
  });
  const legis = /^([A-Z][A-Z ]*?)\s+(\d+)$/.exec(meta['legis-num']?.trim() ?? '');
  const roll = meta['rollcall-num'];
  return {
    id: `h${roll}-${meta.congress}.${year}`,
    chamber: 'house',
    congress: meta.congress,
    roll,
    date,
    measure: legis ? measureLabel(legis[1] as string, legis[2] as string) : meta['vote-question'],
    question: meta['vote-question'],
    result: meta['vote-result'],
    source: clerkLink(year, roll),
    members,
  };
}

/** Reads a roll-call file in either format; throws a one-line PublicRecordError on bad input. */
export function parseRollCall(source: string, display: string): RollCall {
  const start = source.replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('<')) return fromXml(start, display);
  if (start.startsWith('{')) return fromJson(start, display);
  throw new PublicRecordError(
    `${display}: unknown format (neither XML nor JSON) — give a unitedstates/congress vote data.json or a House Clerk roll-call XML`,
  );
}
