import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';

// Every package a source file imports is declared in the package.json of the workspace package
// that owns the file (the nearest package.json above it): npm workspaces hoist every dependency
// to the root node_modules, so an undeclared import works here and breaks wherever the package is
// installed or bundled on its own. Node's built-ins, relative paths and `#` subpaths are exempt;
// a package whose types come from `@types/<name>` counts as declared through it.

const root = path.resolve(import.meta.dirname, '../..');

/** Tracked and new files, without what .gitignore leaves out (node_modules, builds, .data). */
function sourceFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.[cm]?[jt]sx?$/.test(file) && existsSync(path.join(root, file)));
}

function owningPackage(file: string): string {
  let folder = path.dirname(file);
  while (!existsSync(path.join(root, folder, 'package.json'))) folder = path.dirname(folder);
  return folder;
}

function declaredIn(folder: string): Set<string> {
  const manifest = JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8'));
  return new Set([
    manifest.name,
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.devDependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
  ]);
}

/** `react-dom/client` → `react-dom`; `@rv/api/contract` → `@rv/api`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

it('every imported package is declared in the package.json of the package that imports it', () => {
  const declared = new Map<string, Set<string>>();
  const undeclared: string[] = [];
  const files = sourceFiles();
  for (const file of files) {
    const folder = owningPackage(file);
    if (!declared.has(folder)) declared.set(folder, declaredIn(folder));
    const names = declared.get(folder) ?? new Set();
    const source = readFileSync(path.join(root, file), 'utf8');
    // TypeScript's own scan of import, export … from, import() and require().
    for (const { fileName: specifier } of ts.preProcessFile(source, true, true).importedFiles) {
      if (/^[./#]/.test(specifier) || isBuiltin(specifier)) continue;
      const name = packageName(specifier);
      if (names.has(name) || names.has(`@types/${name.replace(/^@(.*)\//, '$1__')}`)) continue;
      undeclared.push(`${file} imports ${specifier}: add "${name}" to ${path.join(folder, 'package.json')}`);
    }
  }
  expect(files.length).toBeGreaterThan(100);
  expect(undeclared).toEqual([]);
});
