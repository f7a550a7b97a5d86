import { describe, expect, it } from 'vitest';
import { caseClashes, partsPicture, withPicture } from './layout';

describe('the case check', () => {
  it('finds two files that differ only in letter case', () => {
    expect(
      caseClashes([
        'packages/ui/src/Results/DistrictMap.tsx',
        'packages/ui/src/Results/districtMap.ts',
        'a.ts',
      ]),
    ).toEqual([]);
    expect(caseClashes(['src/Results/DistrictMap.ts', 'src/Results/districtMap.ts'])).toEqual([
      ['src/Results/DistrictMap.ts', 'src/Results/districtMap.ts'],
    ]);
  });

  it('finds two folders that differ only in letter case, whatever files they hold', () => {
    expect(caseClashes(['screens/Results/a.ts', 'screens/results/b.ts'])).toEqual([
      ['screens/Results', 'screens/results'],
    ]);
  });
});

describe('the parts picture', () => {
  const parts = { domain: '^packages/domain/', app: '^app/', storybook: '^\\.storybook/' };

  it('draws each part with its folder and one arrow per allowed import', () => {
    expect(partsPicture(parts, { domain: [], app: ['domain'], storybook: ['domain'] })).toBe(
      [
        '```mermaid',
        'flowchart BT',
        '  domain["packages/domain"]',
        '  app["app"]',
        '  storybook[".storybook"]',
        '  app --> domain',
        '  storybook --> domain',
        '```',
      ].join('\n'),
    );
  });

  it('tells a picture that no longer matches the rules', () => {
    const before = partsPicture(parts, { domain: [], app: ['domain'], storybook: [] });
    const doc = `# Overview\n<!-- parts picture: drawn from scripts/lint/parts.ts by scripts/lint/layout.ts -->\n${before}\n<!-- end of parts picture -->\nafter\n`;
    expect(withPicture(doc, before)).toBe(doc);
    const after = withPicture(
      doc,
      partsPicture(parts, { domain: [], app: ['domain'], storybook: ['domain'] }),
    );
    expect(after).not.toBe(doc);
    expect(after).toContain('storybook --> domain');
    expect(after?.endsWith('<!-- end of parts picture -->\nafter\n')).toBe(true);
  });

  it('has nowhere to draw in a page without the marked place', () => {
    expect(withPicture('# Overview\n', 'picture')).toBeNull();
  });
});
