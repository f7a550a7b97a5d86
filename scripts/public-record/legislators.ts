// What the tools read from content/: the current legislators and the reason codes.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ContentFiles } from './contentFiles';
import { PublicRecordError } from './errors';

/** The states the product covers, as content writes them. */
export const STATES: readonly string[] = ['ca', 'fl'];

export interface CurrentLegislator {
  readonly id: string;
  readonly bioguide: string;
  readonly fullName: string;
  readonly state: string;
  readonly chamber: string;
}

export const LEGISLATORS_FILE = 'legislators.yaml';

export function readLegislators(files: ContentFiles): CurrentLegislator[] {
  const file = files.open(LEGISLATORS_FILE);
  const data = file.doc.toJS() as { legislators?: unknown } | null;
  if (!data || !Array.isArray(data.legislators)) {
    throw new PublicRecordError(`${file.display}: no "legislators:" list — run npm run content:check`);
  }
  return data.legislators.map((entry, index) => {
    const l = entry as Partial<CurrentLegislator> | null;
    if (!l?.id || !l.bioguide || !l.state || !l.chamber) {
      throw new PublicRecordError(
        `${file.display}: legislators[${index}] lacks id, bioguide, state or chamber — run npm run content:check`,
      );
    }
    return {
      id: l.id,
      bioguide: l.bioguide,
      fullName: l.fullName ?? l.id,
      state: l.state,
      chamber: l.chamber,
    };
  });
}

/** Reason codes of the templates in reasons/ (front matter `reason: CODE`). */
export function readReasonCodes(files: ContentFiles): string[] {
  const dir = path.resolve(files.cwd, files.contentDir, 'reasons');
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.md'));
  } catch {
    throw new PublicRecordError(
      `${files.contentDir}/reasons/: not found — run the tool from the repository root`,
    );
  }
  const codes: string[] = [];
  for (const name of names) {
    const match = /^---\r?\n[\s\S]*?^reason:\s*([A-Z0-9_]+)\s*$/m.exec(
      readFileSync(path.join(dir, name), 'utf8'),
    );
    if (match?.[1]) codes.push(match[1]);
  }
  return codes.sort();
}

/** The petition urls (stance files are named after them). */
export function readPetitionUrls(files: ContentFiles): string[] {
  const dir = path.resolve(files.cwd, files.contentDir, 'stances');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => name.slice(0, -'.yaml'.length))
    .sort();
}
