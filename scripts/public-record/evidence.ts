// The one evidence model of the public-record tools (stances:from-bill, stances:from-vote): each
// tool turns its files into pieces of evidence (a member, the stance the record shows, the record
// it rests on, its date and link), and this core records them the same way: only current CA/FL
// members, the newest evidence per member, never over a stance a volunteer recorded differently,
// and one report format. docs/decisions/0056-recorded-votes-as-evidence.md.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isMap, type YAMLMap } from 'yaml';
import { ContentFiles, childMap, keyNode, type OpenFile, plain, rootMap, setFields } from './contentFiles';
import { PublicRecordError } from './errors';
import { type CurrentLegislator, readLegislators } from './legislators';

/** The fields a stance from the public record has, in file order. */
export const STANCE_FIELDS = [
  'stance',
  'reason',
  'bill',
  'billRole',
  'vote',
  'votePosition',
  'websiteLink',
  'evidence',
  'since',
  'checked',
];

/** The fields that say which record a stance rests on: a bill (and role) or a vote (and position). */
const RECORD_FIELDS = { bill: ['bill', 'billRole'], vote: ['vote', 'votePosition'] } as const;

export type RecordKind = keyof typeof RECORD_FIELDS;

/** One piece of evidence: what the public record shows about one member. */
export interface Evidence {
  readonly bioguide: string;
  /** As the file writes it: for reports only. */
  readonly name: string;
  /** Upper-case postal code as in the file. */
  readonly state: string;
  readonly stance: 'SUPPORT' | 'OPPOSE';
  readonly reason: string;
  readonly kind: RecordKind;
  /** The bill or vote id (an entry of bills.yaml or votes.yaml). */
  readonly record: string;
  /** billRole (sponsor | cosponsor) or votePosition (yea | nay). */
  readonly role: string;
  /** The link voters follow: the bill's page, its co-sponsors, the official roll call. */
  readonly link: string;
  /** The date of the action: the sponsorship or the vote. */
  readonly date: string;
  /** The date the record was last checked or updated by its publisher. */
  readonly checked: string;
  /** "co-sponsor of H.R. 88 (118th) since 2023-09-27", "Yea on House roll call 97 (2024) on 2024-03-21". */
  readonly describe: string;
}

/** A line the tool adds to the report about a member it did not record (withdrawn, not in office…). */
export interface Note {
  readonly bioguide: string;
  /** "withdrawn", "not current", "not sitting", "no stance". */
  readonly label: string;
  /** Who, for a member not in content/legislators.yaml: "X000009 Gone, Olivia (CA)". */
  readonly who?: string;
  readonly text: string;
}

export interface Collected {
  /** What was read: "H.R. 88 (118th, updated 2025-01-15), …". */
  readonly sources: string;
  readonly evidence: readonly Evidence[];
  /** The record ids given (a stance citing another record is kept when it is newer). */
  readonly given: ReadonlySet<string>;
  /** Same-day tie-break: true when a should win over b. */
  readonly preferred?: (a: Evidence, b: Evidence) => boolean;
  readonly notes: readonly Note[];
  /** Counted, not listed: "3 members of other states not written". */
  readonly tallies: readonly string[];
}

export interface RecordToolOptions {
  readonly petition: string;
  readonly check: boolean;
  readonly contentDir?: string;
  readonly cwd?: string;
  readonly out?: (line: string) => void;
}

/**
 * Runs a public-record tool: `collect` reads the files and turns them into evidence (and may
 * write its record entries, bills.yaml or votes.yaml); the core records the stances, prints the
 * report, then writes the files (or, with --check, shows the diff). Returns the exit code.
 */
export function runRecordTool(
  options: RecordToolOptions,
  collect: (files: ContentFiles, legislators: readonly CurrentLegislator[]) => Collected,
): number {
  const out = options.out ?? ((line: string) => console.log(line));
  const cwd = options.cwd ?? process.cwd();
  const files = new ContentFiles(options.contentDir ?? 'content', cwd);
  try {
    if (!files.exists(`petitions/${options.petition}.md`)) {
      throw new PublicRecordError(
        `unknown petition "${options.petition}" — use the url of a file in ${files.contentDir}/petitions/`,
      );
    }
    const legislators = readLegislators(files);
    const collected = collect(files, legislators);
    const stanceFile = files.open(`stances/${options.petition}.yaml`);
    for (const line of recordStances(files, stanceFile, legislators, collected)) out(line);
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

/** Newest action first; on the same day the tool's preference. */
function newer(a: Evidence, b: Evidence, preferred: Collected['preferred']): boolean {
  if (a.date !== b.date) return a.date > b.date;
  return preferred ? preferred(a, b) : a.record < b.record;
}

/** The record a stance entry rests on (its bill or vote id), if any. */
function recordOf(entry: Record<string, unknown>): string | null {
  for (const kind of Object.keys(RECORD_FIELDS) as RecordKind[]) {
    if (typeof entry[kind] === 'string') return entry[kind] as string;
  }
  return null;
}

/**
 * Records each member's newest evidence on the stance file and returns the report. The conflict
 * rule: a stance is the tool's to update only when it is NOT_RESEARCHED, or the same stance
 * already resting on a record (a bill or a vote); anything else a volunteer recorded (UNCLEAR, a
 * campaign statement, the other stance) is reported with its file:line and left alone.
 */
export function recordStances(
  files: ContentFiles,
  stanceFile: OpenFile,
  legislators: readonly CurrentLegislator[],
  collected: Collected,
): string[] {
  const byBioguide = new Map(legislators.map((l) => [l.bioguide, l]));
  const best = new Map<string, Evidence>();
  let older = 0;
  for (const evidence of collected.evidence) {
    if (!byBioguide.has(evidence.bioguide)) continue;
    const known = best.get(evidence.bioguide);
    if (known) older++;
    if (!known || newer(evidence, known, collected.preferred)) best.set(evidence.bioguide, evidence);
  }

  const stances = childMap(stanceFile, rootMap(stanceFile), 'stances');
  const lines: string[] = [];
  const counts = { added: 0, updated: 0, unchanged: 0, kept: 0, conflicts: 0 };
  const byStance = { SUPPORT: 0, OPPOSE: 0 };
  for (const legislator of legislators) {
    const evidence = best.get(legislator.bioguide);
    if (!evidence) continue;
    const node = stances.get(legislator.id, true);
    const where = files.where(stanceFile, keyNode(stances, legislator.id) ?? null);
    const entry = (plain(node) ?? {}) as Record<string, unknown>;
    const recorded = String(entry.stance ?? 'NOT_RESEARCHED');
    const cites = recordOf(entry);
    if (recorded !== 'NOT_RESEARCHED' && !(recorded === evidence.stance && cites !== null)) {
      counts.conflicts++;
      lines.push(
        `  conflict  ${where} ${legislator.id}: recorded ${recorded}${entry.reason ? ` (${entry.reason})` : ''}; the record shows ${evidence.stance}, ${evidence.describe} — left as recorded, a volunteer decides`,
      );
      continue;
    }
    const since = typeof entry.since === 'string' ? entry.since : '';
    if (cites !== null && !collected.given.has(cites) && since > evidence.date) {
      counts.kept++;
      lines.push(
        `  kept      ${where} ${legislator.id}: cites ${cites} since ${since}, newer than ${evidence.describe}`,
      );
      continue;
    }
    const [recordField, roleField] = RECORD_FIELDS[evidence.kind];
    const values: Record<string, unknown> = {
      stance: evidence.stance,
      reason: evidence.reason,
      ...Object.fromEntries(
        Object.values(RECORD_FIELDS).flatMap((fields) => fields.map((f) => [f, undefined])),
      ),
      [recordField]: evidence.record,
      [roleField]: evidence.role,
      websiteLink: undefined,
      evidence: evidence.link,
      since: evidence.date,
      checked: evidence.checked,
    };
    const same = Object.entries(values).every(([key, value]) => entry[key] === value);
    const status = recorded === 'NOT_RESEARCHED' ? 'added' : same ? 'unchanged' : 'updated';
    counts[status]++;
    byStance[evidence.stance]++;
    lines.push(
      `  ${status.padEnd(9)} ${legislator.id}: ${evidence.stance}, ${evidence.describe}, checked ${evidence.checked}`,
    );
    if (same) continue;
    if (isMap(node)) setFields(node, values, STANCE_FIELDS);
    else {
      const map = stanceFile.doc.createNode({}) as YAMLMap;
      setFields(map, values, STANCE_FIELDS);
      stances.set(legislator.id, map);
    }
  }

  for (const note of collected.notes) {
    const legislator = byBioguide.get(note.bioguide);
    const where = legislator
      ? `${files.where(stanceFile, keyNode(stances, legislator.id) ?? null)} ${legislator.id}`
      : (note.who ?? note.bioguide);
    lines.push(`  ${note.label.padEnd(9)} ${where}: ${note.text}`);
  }
  const recordedCount = counts.added + counts.updated + counts.unchanged;
  const summary =
    `  ${recordedCount} from the record (${byStance.SUPPORT} SUPPORT, ${byStance.OPPOSE} OPPOSE; ` +
    `${counts.added} added, ${counts.updated} updated, ${counts.unchanged} unchanged), ` +
    `${older} older superseded (the newest decides), ${counts.kept} kept newer, ${counts.conflicts} conflicts` +
    collected.tallies.map((tally) => `, ${tally}`).join('');
  return [`${stanceFile.display}: ${collected.sources}`, ...lines, summary];
}

/** Reads a file given on the command line as text; a file that cannot be read is one line naming it. */
export function readGiven(file: string, cwd: string): string {
  try {
    return readFileSync(path.resolve(cwd, file), 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new PublicRecordError(`${file}: cannot read the file (${code}) — check the path`);
  }
}

/** Reads and parses each file given (a bill-status file, a roll call); the same record twice is bad input. */
export function readRecords<T extends { readonly id: string }>(
  files: readonly string[],
  cwd: string,
  parse: (text: string, display: string) => T,
  name: (record: T) => string,
  kind: string,
): T[] {
  const records: T[] = [];
  for (const file of files) {
    const record = parse(readGiven(file, cwd), file);
    if (records.some((r) => r.id === record.id))
      throw new PublicRecordError(`${file}: ${name(record)} is given twice — give each ${kind} once`);
    records.push(record);
  }
  return records;
}
