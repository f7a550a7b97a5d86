import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CODE, EXPECTED } from './fixtures/code';
import { anchorsOf, checkRepository, diskRepository, isScanned, type Repository } from './references';

// A small repository of its own: a README and a guide page on disk (fixtures/repo) and a code
// file made in fixtures/code.ts, with the lines the check must report.
const onDisk = diskRepository(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'repo'));
const repo: Repository = {
  kind: (file) => (file === 'code.txt' ? 'file' : onDisk.kind(file)),
  read: (file) => (file === 'code.txt' ? CODE : onDisk.read(file)),
};
const problems = checkRepository(['README.md', 'code.txt', path.posix.join('docs', 'guide.md')], repo);
// `file:line: "what was found"`, without the advice that follows.
const found = problems.map(
  (p) => `${p.file}:${p.line}: ${p.message.slice(0, p.message.indexOf('"', 1) + 1)}`,
);
const on = (file: string, line: number) => problems.filter((p) => p.file === file && p.line === line);

describe('the reference check', () => {
  it('reports each citation of a document outside the repository and each broken path, by file and line', () => {
    expect(found).toEqual(EXPECTED);
  });

  it('says what to do instead', () => {
    expect(on('code.txt', 6)[0]?.message).toContain('docs/architecture/toolchain.md#known-traps');
    expect(on('code.txt', 7)[0]?.message).toContain('CONTRIBUTING.md#conventions');
    expect(on('code.txt', 12)[1]?.message).toContain('use one it has (#guide, #zip-code, #zip-code-1');
  });

  it('accepts existing paths, GitHub anchors (repeated headings numbered), folders and placeholders', () => {
    expect([...on('code.txt', 10), ...on('code.txt', 11)]).toEqual([]);
  });

  it('leaves identifiers, test file names, strings in code and public URLs alone', () => {
    expect([4, 5, 14, 15].flatMap((line) => on('code.txt', line))).toEqual([]);
  });

  it('checks the relative links of a Markdown page but not URLs or site paths', () => {
    expect(on('README.md', 3)).toEqual([]);
    expect(on('README.md', 7)).toEqual([]);
  });

  it('reads a link text as text, not as a path', () => {
    expect(on('README.md', 9)).toEqual([]);
  });

  it('skips the lock file, generated output, binaries and its own fixtures', () => {
    expect(
      [
        'package-lock.json',
        'packages/catalogue/src/generated/index.ts',
        'packages/ui/__screenshots__/Landing-chromium-linux.png',
        'scripts/lint/fixtures/repo/README.md',
        'packages/ui/src/index.ts',
      ].filter(isScanned),
    ).toEqual(['packages/ui/src/index.ts']);
  });
});

describe('the anchors of a page', () => {
  it('are the GitHub slugs of its headings outside code fences, plus explicit ids', () => {
    expect([
      ...anchorsOf('# A Title\n## `site.yaml`: x\n```\n## no\n```\n## A Title\n<a id="k"></a>\n'),
    ]).toEqual(['a-title', 'siteyaml-x', 'a-title-1', 'k']);
  });
});
