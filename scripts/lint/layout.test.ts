import { describe, expect, it } from 'vitest';
import { caseClashes, partsPicture, screenFoldersOutOfRule, withPicture } from './layout';

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

describe('the screens folder rule', () => {
  const screens = 'packages/ui/src/screens';

  it('passes PascalCase folders, and files of any name inside them', () => {
    expect(
      screenFoldersOutOfRule([
        `${screens}/SignIn/PhoneSignIn/PhoneSignIn.tsx`,
        `${screens}/SignIn/authProblemText.ts`,
        `${screens}/About/README.md`,
        'packages/ui/src/components/text-field/x.ts',
      ]),
    ).toEqual([]);
  });

  it('names each folder that is kebab-case, camelCase or lowercase, once', () => {
    expect(
      screenFoldersOutOfRule([
        `${screens}/sign-in-help/LookupResult/LookupResult.tsx`,
        `${screens}/sign-in-help/index.ts`,
        `${screens}/SignIn/authProblemText/index.ts`,
        `${screens}/about/About.tsx`,
      ]),
    ).toEqual([`${screens}/SignIn/authProblemText`, `${screens}/about`, `${screens}/sign-in-help`]);
  });
});
