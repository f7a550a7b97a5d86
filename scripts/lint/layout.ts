// The layout check of `npm run lint`: what dependency-cruiser and knip do not see. It fails,
// printing what to do, when
// - two tracked paths differ only in letter case (one of them wins on macOS and Windows);
// - a folder under packages/ui/src/screens/ is not PascalCase (packages/ui/README.md#how-to-add-a-screen);
// - the picture of the parts in docs/architecture/overview.md is not the one drawn from the
//   rules (scripts/lint/parts.ts, `npx tsx scripts/lint/layout.ts --write` redraws it).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ARROWS, PARTS } from './parts.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OVERVIEW = 'docs/architecture/overview.md';
const START = '<!-- parts picture: drawn from scripts/lint/parts.ts by scripts/lint/layout.ts -->';
const END = '<!-- end of parts picture -->';

/** Groups of paths (files or the folders above them) that are one path on a case-insensitive disk. */
export function caseClashes(paths: readonly string[]): string[][] {
  const spellings = new Map<string, Set<string>>();
  for (const file of paths) {
    const parts = file.split('/');
    for (let end = 1; end <= parts.length; end++) {
      const prefix = parts.slice(0, end).join('/');
      const key = prefix.toLowerCase();
      const seen = spellings.get(key) ?? new Set<string>();
      seen.add(prefix);
      spellings.set(key, seen);
    }
  }
  return [...spellings.values()].filter((seen) => seen.size > 1).map((seen) => [...seen].sort());
}

const SCREENS = 'packages/ui/src/screens/';
const PASCAL_CASE = /^[A-Z][A-Za-z0-9]*$/;

/** The folders under packages/ui/src/screens/ whose names are not PascalCase, each once. */
export function screenFoldersOutOfRule(paths: readonly string[]): string[] {
  const wrong = new Set<string>();
  for (const file of paths) {
    if (!file.startsWith(SCREENS)) continue;
    const folders = file.slice(SCREENS.length).split('/').slice(0, -1);
    folders.forEach((name, depth) => {
      if (!PASCAL_CASE.test(name)) wrong.add(SCREENS + folders.slice(0, depth + 1).join('/'));
    });
  }
  return [...wrong].sort();
}

/** A folder of a part as the picture labels it: `^packages/domain/` → `packages/domain`. */
function folderOf(pattern: string): string {
  return pattern.replace(/^\^/, '').replace(/\/$/, '').replaceAll('\\', '');
}

/** The Mermaid picture of the parts: an arrow A → B means A may import B. */
export function partsPicture(
  parts: Readonly<Record<string, string>>,
  arrows: Readonly<Record<string, readonly string[]>>,
): string {
  const lines = ['```mermaid', 'flowchart BT'];
  for (const [part, pattern] of Object.entries(parts)) lines.push(`  ${part}["${folderOf(pattern)}"]`);
  for (const [part, allowed] of Object.entries(arrows)) {
    for (const other of allowed) lines.push(`  ${part} --> ${other}`);
  }
  lines.push('```');
  return lines.join('\n');
}

/** The overview with its picture redrawn, or null when it has no place marked for one. */
export function withPicture(overview: string, picture: string): string | null {
  const start = overview.indexOf(START);
  const end = overview.indexOf(END);
  if (start === -1 || end < start) return null;
  return `${overview.slice(0, start + START.length)}\n${picture}\n${overview.slice(end)}`;
}

function trackedPaths(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
}

function main(write: boolean): number {
  const problems: string[] = [];
  const paths = trackedPaths();
  for (const clash of caseClashes(paths)) {
    problems.push(
      `${clash.join(' and ')} differ only in letter case: on macOS and Windows they are one path. Rename one.`,
    );
  }
  for (const folder of screenFoldersOutOfRule(paths)) {
    problems.push(
      `${folder}: a folder under ${SCREENS} is named in PascalCase, for its area or the component it exports (packages/ui/README.md#how-to-add-a-screen); words or rules without a component are a file, not a folder.`,
    );
  }
  const overviewFile = path.join(root, OVERVIEW);
  const overview = readFileSync(overviewFile, 'utf8');
  const redrawn = withPicture(overview, partsPicture(PARTS, ARROWS));
  if (redrawn === null) {
    problems.push(`${OVERVIEW}: the lines "${START}" and "${END}" that hold the parts picture are missing.`);
  } else if (redrawn !== overview) {
    if (write) writeFileSync(overviewFile, redrawn);
    else
      problems.push(
        `${OVERVIEW}: the parts picture differs from the parts and arrows of scripts/lint/parts.ts: run npx tsx scripts/lint/layout.ts --write and commit the picture with the rule change.`,
      );
  }
  for (const problem of problems) console.error(problem);
  return problems.length === 0 ? 0 : 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.includes('--write'));
}
