// Test helper: a temporary content/ folder made of the valid fixture plus a broken overlay.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

export const FIXTURES = path.resolve(import.meta.dirname, 'fixtures');
const ROOT = path.resolve(import.meta.dirname, '../..');

/** Runs the content command (`npm run build:content` / `content:check`) as a user would, on 2026-11-22. */
export function runContentCli(contentDir: string, outDir: string, ...args: string[]) {
  return spawnSync(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    [
      'scripts/build-content/cli.ts',
      '--content',
      contentDir,
      '--out',
      outDir,
      '--now',
      '2026-11-22',
      ...args,
    ],
    { cwd: ROOT, encoding: 'utf8' },
  );
}

/** The temporary copies made by contentWithOverlay in this test file. */
const copies: string[] = [];

/** Removes every copy made so far; runs after each test file that imports this helper. */
export function removeContentCopies(): void {
  for (const root of copies.splice(0)) rmSync(root, { recursive: true, force: true });
}
afterAll(removeContentCopies);

/**
 * Copies fixtures/valid to `<tmp>/content`, then the overlay's files over it, then deletes the
 * files the overlay's remove.txt lists. Returns the temporary root (use it as the build's cwd,
 * so errors read `content/…`); it is removed after the test file.
 */
export function contentWithOverlay(overlay?: string): string {
  const root = mkdtempSync(path.join(tmpdir(), 'rv-content-'));
  copies.push(root);
  const content = path.join(root, 'content');
  cpSync(path.join(FIXTURES, 'valid'), content, { recursive: true });
  if (overlay) {
    const overlayDir = path.join(FIXTURES, overlay);
    cpSync(overlayDir, content, {
      recursive: true,
      filter: (source) => path.basename(source) !== 'remove.txt',
    });
    const removeList = path.join(overlayDir, 'remove.txt');
    if (existsSync(removeList)) {
      for (const line of readFileSync(removeList, 'utf8').split('\n')) {
        if (line.trim()) rmSync(path.join(content, line.trim()));
      }
    }
  }
  return root;
}
