// Stage: the normalised voters of every file COPYed into one temporary table, `staging`, shaped
// like `voters` itself, then rid of repeated voter ids. merge.ts applies it.
import { once } from 'node:events';
import type pg from 'pg';
import { type CopyStreamQuery, from as copyFrom } from 'pg-copy-streams';
import { VOTER_FILE_COLUMNS, VOTER_IMPORT_COLUMNS, type VoterFileColumn } from '../db/schema';
import type { NormalisedVoter } from './normalise';
import type { VoterSink } from './read';

/** Where each staged row came from: the file's number in the import and the line in it. */
const ORIGIN_COLUMNS = ['file_no', 'line_no'] as const;

/**
 * The staging table takes its columns from `voters` (`LIKE`: names, types, collations, NOT
 * NULL), less the ones the import sets, plus each row's origin: it cannot drift from the table
 * it is merged into. Temporary tables live in session memory up to `temp_buffers`.
 */
async function createStagingTable(client: pg.PoolClient): Promise<void> {
  await client.query('CREATE TEMP TABLE staging (LIKE voters) ON COMMIT DROP');
  await client.query(
    `ALTER TABLE staging ${VOTER_IMPORT_COLUMNS.map((c) => `DROP COLUMN ${c}`).join(', ')},
       ADD COLUMN file_no smallint NOT NULL, ADD COLUMN line_no integer NOT NULL`,
  );
}

type CopyValue = NormalisedVoter[VoterFileColumn];

/**
 * One value in COPY's text format: backslash escaped, \N for NULL, arrays as `{a,b}` (our
 * values never hold tabs or newlines, and array elements are E.164 phones, which need no quoting).
 */
function copyValue(value: CopyValue): string {
  if (value === null) return '\\N';
  if (typeof value === 'string') return value.includes('\\') ? value.replaceAll('\\', '\\\\') : value;
  if (typeof value === 'number') return String(value);
  return `{${value.join(',')}}`;
}

/**
 * One COPY text line, its fields taken by name in the order of `columns` (the COPY statement
 * lists the same columns, so no order is assumed anywhere). An array join gives a flat string;
 * a template literal of ~20 parts gives a rope that V8 must flatten when the buffer is written
 * (measured 0.8 vs 2.0 CPU-s per million lines).
 */
function copyLine(
  voter: NormalisedVoter,
  fileNo: number,
  lineNo: number,
  columns: readonly VoterFileColumn[] = VOTER_FILE_COLUMNS,
): string {
  const n = columns.length;
  const fields = new Array<string | number>(n + 2);
  for (let i = 0; i < n; i++) fields[i] = copyValue(voter[columns[i] as VoterFileColumn]);
  fields[n] = fileNo;
  fields[n + 1] = lineNo;
  return `${fields.join('\t')}\n`;
}

/** The COPY into `staging`: voters are buffered as COPY text and written once per chunk read. */
export class StagingCopy implements VoterSink {
  private buffer = '';

  private constructor(
    private readonly copy: CopyStreamQuery,
    private readonly done: Promise<void>,
    private readonly columns: readonly VoterFileColumn[],
  ) {}

  /** Creates `staging` and starts the COPY; `columns` is the order of the fields in each line. */
  static async open({
    client,
    columns = VOTER_FILE_COLUMNS,
  }: {
    client: pg.PoolClient;
    columns?: readonly VoterFileColumn[];
  }): Promise<StagingCopy> {
    await createStagingTable(client);
    const copy = client.query(
      copyFrom(`COPY staging (${[...columns, ...ORIGIN_COLUMNS].join(', ')}) FROM STDIN`),
    );
    const done = new Promise<void>((resolve, reject) => {
      copy.on('finish', resolve);
      copy.on('error', reject);
    });
    // A failed COPY is reported by the write or end that meets it, not as an unhandled rejection.
    done.catch(() => {});
    return new StagingCopy(copy, done, columns);
  }

  add(voter: NormalisedVoter, fileNo: number, lineNo: number): void {
    this.buffer += copyLine(voter, fileNo, lineNo, this.columns);
  }

  async flush(): Promise<void> {
    if (!this.buffer) return;
    const ok = this.copy.write(this.buffer);
    this.buffer = '';
    if (!ok) await once(this.copy, 'drain');
  }

  async end(): Promise<void> {
    await this.flush();
    this.copy.end();
    await this.done;
  }
}

/** Columns whose values make two rows of one voter id the same record or different ones. */
const COMPARED = VOTER_FILE_COLUMNS.filter((c) => c !== 'voter_id');

/**
 * The same voter id more than once. Identical rows: the first (in file order) is kept and each
 * repeat reported as `file:line: …` and dropped. Rows that differ: which one is right cannot be
 * known, so every row of that id is rejected, each reported with `file:line` naming the others.
 * One query finds them, one statement drops them. Returns how many rows were dropped.
 *
 * The ids that repeat are found by hashing the key alone (a hash aggregate over every staged
 * row); the rows' versions are compared only for those ids. Counting versions per id over all
 * rows needed a sort of every row by id and its text (4 CPU-s per million rows instead of 1).
 */
export async function dropRepeatedVoters({
  client,
  files,
  onProblem,
}: {
  client: pg.PoolClient;
  /** File paths by file number. */
  files: readonly string[];
  onProblem: (message: string) => void;
}): Promise<number> {
  const dups = await client.query<{ voter_id: string; file_no: number; line_no: number; versions: number }>(`
    WITH repeated AS MATERIALIZED (
      SELECT voter_id, file_no, line_no, ROW(${COMPARED.join(', ')})::text AS version
      FROM staging
      WHERE voter_id IN (SELECT voter_id FROM staging GROUP BY voter_id HAVING count(*) > 1))
    SELECT r.voter_id, r.file_no, r.line_no, v.versions
    FROM repeated r
    JOIN (SELECT voter_id, count(DISTINCT version)::int AS versions FROM repeated GROUP BY voter_id) v
      USING (voter_id)
    ORDER BY r.voter_id, r.file_no, r.line_no`);
  const groups = new Map<string, { file_no: number; line_no: number; versions: number }[]>();
  for (const row of dups.rows) {
    const group = groups.get(row.voter_id);
    if (group) group.push(row);
    else groups.set(row.voter_id, [row]);
  }
  const at = (d: { file_no: number; line_no: number }) => `${files[d.file_no]}:${d.line_no}`;
  const dropped: { file_no: number; line_no: number }[] = [];
  const problems: { file_no: number; line_no: number; message: string }[] = [];
  for (const [first, ...rest] of groups.values()) {
    if (!first) continue;
    if (first.versions === 1) {
      for (const d of rest) {
        dropped.push(d);
        problems.push({ ...d, message: `${at(d)}: voter id repeats the row at ${at(first)}; row skipped` });
      }
      continue;
    }
    const all = [first, ...rest];
    for (const d of all) {
      dropped.push(d);
      const others = all.filter((o) => o !== d).map(at);
      problems.push({
        ...d,
        message: `${at(d)}: voter id also at ${others.join(', ')} with different data; which is right cannot be known, so ${all.length === 2 ? 'both rows are' : 'all these rows are'} rejected`,
      });
    }
  }
  problems.sort((a, b) => a.file_no - b.file_no || a.line_no - b.line_no);
  for (const p of problems) onProblem(p.message);
  if (dropped.length > 0) {
    await client.query(
      `DELETE FROM staging s USING unnest($1::smallint[], $2::int[]) AS r(file_no, line_no)
       WHERE s.file_no = r.file_no AND s.line_no = r.line_no`,
      [dropped.map((d) => d.file_no), dropped.map((d) => d.line_no)],
    );
  }
  return dropped.length;
}
