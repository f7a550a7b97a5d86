import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentWithOverlay, FIXTURES } from './testing';

// `npm run build:content` and its --check and --fix, run as a volunteer runs them.

const ROOT = path.resolve(import.meta.dirname, '../..');
const NOW = '2026-11-22';

function runCli(args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    ['scripts/build-content/cli.ts', ...args],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  );
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
// Each case spawns the CLI (tsx start-up ≈ 1–2 s on a busy machine): a generous limit, not a speed check.
describe('the command line', { timeout: 60_000 }, () => {
  it('with --check fails on non-canonical YAML and prints a diff; --fix repairs it', () => {
    const root = contentWithOverlay();
    const content = path.join(root, 'content');
    const out = path.join(root, 'out');
    const seats = path.join(content, 'seats/fl.yaml');
    writeFileSync(seats, readFileSync(seats, 'utf8').replace('state: fl', 'state:    fl'));
    const args = ['--content', content, '--out', out, '--now', NOW];

    const check = runCli([...args, '--check']);
    expect(check.status).toBe(1);
    expect(check.stdout).toContain('-state:    fl\n+state: fl');
    expect(check.stderr).toMatch(
      /seats\/fl\.yaml:1:1 \(format\): is not in canonical YAML format \(diff above\) — run npm run content:fix/,
    );

    const fix = runCli([...args, '--fix']);
    expect(fix.status).toBe(0);
    expect(readFileSync(seats, 'utf8')).toMatch(/^state: fl$/m);
    expect(runCli([...args, '--check']).status).toBe(0);
  });

  it('prints every error with file:line:col and a summary, exits non-zero, and generates nothing', () => {
    const root = contentWithOverlay('broken-petitions');
    const out = path.join(root, 'out');
    const run = runCli(['--content', path.join(root, 'content'), '--out', out, '--now', NOW]);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/petitions\/ca-transit-passes\.md:8:15 jurisdiction\.state: is missing/);
    expect(run.stderr).toContain('✖ 8 content errors in 2 files; nothing was generated.');
    expect(() => readdirSync(out)).toThrow();
  });

  it('builds the fixture catalogue into any folder, typed against @rv/catalogue', () => {
    // Inside the git-ignored generated/ folder, so an interrupted run leaves nothing to commit.
    const generated = path.join(ROOT, 'packages/catalogue/src/generated');
    mkdirSync(generated, { recursive: true });
    const out = mkdtempSync(path.join(generated, '.test-out-'));
    try {
      const run = runCli(['--content', path.join(FIXTURES, 'valid'), '--out', out, '--now', NOW]);
      expect(run.status).toBe(0);
      expect(run.stdout).toContain('16 written, 0 unchanged');
      expect(readFileSync(path.join(out, 'petitions.ts'), 'utf8')).toContain(
        "import type { Petition } from '../../types';",
      );
    } finally {
      rmSync(out, { recursive: true });
    }
  });
});
