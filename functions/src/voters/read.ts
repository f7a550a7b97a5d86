// Read: the voter files' layouts and their lines, each normalised (normalise.ts) and handed to
// the staging COPY (stage.ts) as it is read.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { StateCode } from '../db/schema';
import { FL_FILE_NAME } from './layouts';
import {
  type CaHeader,
  californiaExtractDate,
  type NormalisedVoter,
  normaliseCaliforniaRow,
  normaliseFloridaRow,
  parseFileDate,
  readCaliforniaHeader,
} from './normalise';
import { ImportError, type ImportProgress, type RowCounts } from './types';

/** One file given to the import, numbered in the order given (the staging rows keep it). */
export interface VoterFile {
  path: string;
  fileNo: number;
  state: StateCode;
  /** Florida's extract date is in the file name; California's in every row. */
  extractDateFromName: string | null;
  bytes: number;
}

/** Where the valid voters of a file go: the staging COPY, or a test's array. */
export interface VoterSink {
  add(voter: NormalisedVoter, fileNo: number, lineNo: number): void;
  /** Called after each chunk read: lets the sink pass on what it holds. */
  flush(): Promise<void>;
}

export interface FileReadResult extends RowCounts {
  contactWarnings: number;
  extractDate: string | null;
}

const LINE_BREAK = /\r\n|\n|\r/;

/**
 * The lines of a text stream with readline's breaks (\n, \r\n, a lone \r), one batch per
 * chunk read: the importer awaits once per 1 MB chunk instead of once per line, which cost
 * about a second of CPU per million rows through readline's async iterator.
 */
export async function* lineBatches(input: AsyncIterable<string>): AsyncGenerator<string[]> {
  let rest = '';
  for await (const chunk of input) {
    const text = rest + chunk;
    // A chunk ending in \r may go on with \n: that break is decided with the next chunk.
    let end = text.length;
    if (text.charCodeAt(end - 1) === 13) end--;
    // (lastIndexOf clamps a negative start to 0, so an empty range is checked first.)
    const cut = end === 0 ? -1 : Math.max(text.lastIndexOf('\n', end - 1), text.lastIndexOf('\r', end - 1));
    if (cut === -1) {
      rest = text;
      continue;
    }
    const crlf = text.charCodeAt(cut) === 10 && cut > 0 && text.charCodeAt(cut - 1) === 13;
    const head = text.slice(0, crlf ? cut - 1 : cut);
    rest = text.slice(cut + 1);
    yield head.includes('\r') ? head.split(LINE_BREAK) : head.split('\n');
  }
  if (rest) {
    const lines = rest.split(LINE_BREAK);
    // The file's last line ended with a lone \r: a break, not an empty line after it.
    if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
    yield lines;
  }
}

async function firstLine(file: string): Promise<string> {
  const lines = createInterface({ input: createReadStream(file, { encoding: 'latin1', end: 64 * 1024 }) });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

async function inspect(file: string, fileNo: number): Promise<VoterFile> {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw new ImportError(`${file}: no such file.`);
  const base = { path: file, fileNo, bytes: info.size };
  if ((await firstLine(file)).startsWith('CountyCode\t')) {
    return { ...base, state: 'ca', extractDateFromName: null };
  }
  const m = FL_FILE_NAME.exec(path.basename(file));
  if (m) return { ...base, state: 'fl', extractDateFromName: parseFileDate(m[2] ?? '') };
  throw new ImportError(
    `${file}: cannot tell the layout. Florida county files are named CCC_YYYYMMDD.txt (e.g. DAD_20260101.txt); the California file starts with a header row beginning "CountyCode<TAB>RegistrantID".`,
  );
}

/** Checks that every file exists and tells its layout, before anything is read or written. */
export async function inspectVoterFiles(files: readonly string[]): Promise<VoterFile[]> {
  if (files.length === 0) throw new ImportError('No files given. Pass the voter files to import.');
  const inspected: VoterFile[] = [];
  for (const [fileNo, file] of files.entries()) inspected.push(await inspect(file, fileNo));
  return inspected;
}

const PROGRESS_EVERY = 50_000;

/**
 * Reads one voter file: normalises each line, reports malformed rows and ignored contacts as
 * `file:line: problem`, and hands every valid voter to `sink`.
 */
export async function readVoterFile({
  file,
  sink,
  onProblem,
  onProgress,
}: {
  file: VoterFile;
  sink: VoterSink;
  onProblem: (message: string) => void;
  onProgress?: ((progress: ImportProgress) => void) | undefined;
}): Promise<FileReadResult> {
  const result: FileReadResult = {
    read: 0,
    exempt: 0,
    malformed: 0,
    contactWarnings: 0,
    extractDate: file.extractDateFromName,
  };
  const input = createReadStream(file.path, { encoding: 'latin1', highWaterMark: 1 << 20 });
  let lineNo = 0;
  let header: CaHeader | null = null;
  // A California file's extract date is read from its first voter row, once (an absent or
  // blank column leaves it null instead of being looked for in every row).
  let extractDateRead = false;
  for await (const lines of lineBatches(input)) {
    for (const line of lines) {
      lineNo++;
      if (file.state === 'ca' && lineNo === 1) {
        const parsed = readCaliforniaHeader(line);
        if ('problem' in parsed) throw new ImportError(`${file.path}:1: ${parsed.problem}`);
        header = parsed.header;
        continue;
      }
      if (line === '') continue;
      result.read++;
      const row = header ? normaliseCaliforniaRow(line, header) : normaliseFloridaRow(line);
      if (row.kind === 'exempt') {
        result.exempt++;
      } else if (row.kind === 'malformed') {
        result.malformed++;
        onProblem(`${file.path}:${lineNo}: ${row.problem}`);
      } else {
        for (const w of row.warnings) onProblem(`${file.path}:${lineNo}: ${w}`);
        result.contactWarnings += row.warnings.length;
        if (header && !extractDateRead) {
          result.extractDate = californiaExtractDate(line, header);
          extractDateRead = true;
        }
        sink.add(row.voter, file.fileNo, lineNo);
      }
      if (onProgress && result.read % PROGRESS_EVERY === 0) {
        onProgress({
          file: file.path,
          rows: result.read,
          bytesRead: input.bytesRead,
          totalBytes: file.bytes,
        });
      }
    }
    await sink.flush();
  }
  onProgress?.({ file: file.path, rows: result.read, bytesRead: file.bytes, totalBytes: file.bytes });
  return result;
}
