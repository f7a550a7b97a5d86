import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// The lint's two graph checks, shown failing on what they exist to catch: a file is planted in
// the working tree (a unique name, removed afterwards), the checker runs over it, and must fail
// naming the rule and the file.
const root = path.resolve(import.meta.dirname, '../..');
const planted: string[] = [];

function plant(relative: string, text: string): string {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  planted.push(file);
  return relative;
}

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

afterEach(() => {
  for (const file of planted.splice(0)) rmSync(file, { force: true, recursive: true });
});

describe('dependency-cruiser in the lint', { timeout: 60_000 }, () => {
  const config = ['--config', '.dependency-cruiser.mjs'];

  it('passes the files as they are', () => {
    expect(run(bin('depcruise'), [...config, 'scripts/lint']).status).toBe(0);
  });

  it('fails on a script that reaches into the functions source', () => {
    const file = plant(
      `scripts/lint/planted-${randomBytes(4).toString('hex')}.ts`,
      "export { createDb } from '../../functions/src/db/connection';\n",
    );
    const { status, output } = run(bin('depcruise'), [...config, file]);
    expect(status).not.toBe(0);
    expect(output).toContain(`no-deep-import: ${file} → functions/src/db/connection.ts`);
  });

  it('fails on a package that imports a part no arrow allows', () => {
    const file = plant(
      `packages/domain/src/planted-${randomBytes(4).toString('hex')}.ts`,
      "export { site } from '@rv/catalogue';\n",
    );
    const { status, output } = run(bin('depcruise'), [...config, file]);
    expect(status).not.toBe(0);
    expect(output).toContain(`domain-imports-only-itself: ${file} → packages/catalogue/src/index.ts`);
  });
});

describe('the layout check in the lint', { timeout: 60_000 }, () => {
  it('fails on a screens folder that is not PascalCase', () => {
    const folder = `packages/ui/src/screens/planted-${randomBytes(4).toString('hex')}`;
    planted.push(path.join(root, folder));
    plant(`${folder}/index.ts`, 'export {};\n');
    const { status, output } = run(bin('tsx'), ['scripts/lint/layout.ts']);
    expect(status).not.toBe(0);
    expect(output).toContain(`${folder}: a folder under packages/ui/src/screens/ is named in PascalCase`);
  });
});

describe('knip in the lint', () => {
  it('fails on an export nothing imports', { timeout: 180_000 }, () => {
    const id = randomBytes(4).toString('hex');
    // An entry (scripts/*/*.ts is one) that uses one of a helper's two exports.
    planted.push(path.join(root, `scripts/lint/planted-${id}`));
    plant(
      `scripts/lint/planted-${id}.ts`,
      `import { used } from './planted-${id}/helper';\n\nconsole.log(used);\n`,
    );
    plant(
      `scripts/lint/planted-${id}/helper.ts`,
      `export const used = 1;\n\nexport const plantedUnused${id} = 2;\n`,
    );
    const { status, output } = run(bin('knip'), ['--no-progress', '--include', 'exports']);
    expect(status).not.toBe(0);
    expect(output).toContain(`plantedUnused${id}`);
    expect(output).toContain(`scripts/lint/planted-${id}/helper.ts`);
  });
});
