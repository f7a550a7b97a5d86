import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildContent } from './build';
import { canonicalContent, canonicalYaml } from './canonical';
import { FIXTURES } from './testing';

const NOW = '2026-11-22';

describe('the canonical YAML format', () => {
  it('applies to a Markdown file’s front matter and leaves its body as written', () => {
    const text = '---\nurl:    a   # why\nlist: [ 1,2 ]\n---\n\nBody  with   *spacing*.\n';
    expect(canonicalContent('petitions/a.md', text)).toBe(
      '---\nurl: a # why\nlist: [1, 2]\n---\n\nBody  with   *spacing*.\n',
    );
  });

  it('finds the valid fixture already canonical', () => {
    const result = buildContent({ contentDir: path.join(FIXTURES, 'valid'), now: NOW });
    for (const file of result.formatFiles) {
      const text = readFileSync(file, 'utf8');
      expect(canonicalContent(file, text), file).toBe(text);
    }
  });

  it('keeps comments, blank lines and flow style, and normalises spacing and indentation', () => {
    const text = 'a:   1   # why\n\nlist:\n-   x\n-   { k:   v }\nrange: [ 1,2 ]\n';
    expect(canonicalYaml(text)).toBe('a: 1 # why\n\nlist:\n  - x\n  - { k: v }\nrange: [1, 2]\n');
  });
});
