// One Node for everything (decision 0048): the `node` devDependency that npm scripts run on, the
// version managers' file, `engines`, the types, the functions' bundle target and the runtime they
// are deployed on all name one major, and the tests themselves run on that Node.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const pkg = JSON.parse(read('package.json')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};
const pinned = pkg.devDependencies.node ?? '';
const major = pinned.split('.')[0];

describe('the project’s Node', () => {
  it('is pinned to one exact version', () => {
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('is the Node these tests run on (npm scripts put node_modules/.bin first)', () => {
    expect(process.versions.node).toBe(pinned);
  });

  it('is the major that engines, .nvmrc and @types/node name', () => {
    expect(pkg.engines.node).toBe(`${major}.x`);
    expect(read('.nvmrc').trim()).toBe(major);
    expect(pkg.devDependencies['@types/node']).toMatch(new RegExp(`^\\^${major}\\.`));
  });

  it('is the runtime the functions are bundled for and deployed on', () => {
    const firebase = JSON.parse(read('firebase.json')) as { functions: { runtime: string }[] };
    expect(firebase.functions.map((codebase) => codebase.runtime)).toEqual([`nodejs${major}`]);
    expect(read('functions/build.ts')).toContain(`target: 'node${major}'`);
  });
});
