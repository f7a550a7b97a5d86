// Test helpers: a private copy of the fixture content per test, and a snapshot of its files.
import { cpSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const FIXTURES = path.join(import.meta.dirname, 'fixtures');
export const bill = (name: string): string => path.join(FIXTURES, 'bills', name);

/** A temporary working directory holding `content/` copied from the fixtures. */
export function fixtureContent(): {
  cwd: string;
  read: (file: string) => string;
  snapshot: () => Record<string, string>;
} {
  const cwd = mkdtempSync(path.join(tmpdir(), 'rv-public-record-'));
  cpSync(path.join(FIXTURES, 'content'), path.join(cwd, 'content'), { recursive: true });
  const read = (file: string) => readFileSync(path.join(cwd, 'content', file), 'utf8');
  const snapshot = () =>
    Object.fromEntries(
      (readdirSync(path.join(cwd, 'content'), { recursive: true }) as string[])
        .filter((file) => /\.(ya?ml|md)$/.test(file))
        .sort()
        .map((file) => [file, read(file)]),
    );
  return { cwd, read, snapshot };
}

/** Collects what a tool prints. */
export function output(): { lines: string[]; out: (line: string) => void; text: () => string } {
  const lines: string[] = [];
  return { lines, out: (line) => lines.push(line), text: () => lines.join('\n') };
}
