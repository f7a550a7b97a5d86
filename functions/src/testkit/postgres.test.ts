import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const helper = path.resolve(import.meta.dirname, 'postgres.ts');

function exitCodeOf(code: string): number | null {
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    encoding: 'utf8',
  });
  return result.status;
}

describe('given a process that loaded the embedded PostgreSQL helper', () => {
  it('still exits non-zero when it failed (a failing test run must not look green)', () => {
    expect(exitCodeOf(`await import(${JSON.stringify(helper)}); process.exitCode = 1;`)).toBe(1);
  });

  it('exits 0 when nothing failed', () => {
    expect(exitCodeOf(`await import(${JSON.stringify(helper)});`)).toBe(0);
  });

  it('keeps an explicit exit code', () => {
    expect(exitCodeOf(`await import(${JSON.stringify(helper)}); process.exit(3);`)).toBe(3);
  });
});
