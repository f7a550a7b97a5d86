import { transformAsync } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { inlineTranslations, type Translate } from './inline';

const SOURCE = `
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
export const TITLE = msg\`Petitions\`;
export function Tally({ count }) {
  const { t } = useLingui();
  return <p title={t\`Close\`}><Plural value={count} one="# vote" other="# votes" /></p>;
}
export const Lonely = () => <Trans>Not in any catalogue</Trans>;
`;

async function expandAndInline(translate: Translate, unknown: string[]): Promise<string> {
  const options = {
    babelrc: false,
    configFile: false,
    filename: 'Tally.tsx',
    parserOpts: { plugins: ['jsx' as const] },
  };
  const expanded = await transformAsync(SOURCE, { ...options, plugins: [linguiMacro] });
  const onUnknown = (_id: string, message: string | undefined) => {
    unknown.push(message ?? '?');
    return undefined;
  };
  const inlined = await transformAsync(expanded?.code ?? '', {
    ...options,
    plugins: [[inlineTranslations, { translate, onUnknown }]],
  });
  return inlined?.code ?? '';
}

describe('inlining the translations into the macros’ descriptors', () => {
  const spanish: Record<string, string> = {
    Petitions: 'Peticiones',
    Close: 'Cerrar',
    '{count, plural, one {# vote} other {# votes}}': '{count, plural, one {# voto} other {# votos}}',
  };

  it('writes each message’s compiled Spanish as its message, for t, msg and Trans', async () => {
    // The ids are Lingui's hashes of the English; map them back through the macro's own output.
    const ids = new Map<string, string>();
    const probe = await transformAsync(SOURCE, {
      babelrc: false,
      configFile: false,
      filename: 'Tally.tsx',
      parserOpts: { plugins: ['jsx'] },
      plugins: [linguiMacro],
    });
    for (const match of probe?.code?.matchAll(/id: "([^"]+)",\s*message: "((?:[^"\\]|\\.)*)"/g) ?? []) {
      ids.set(match[1] ?? '', JSON.parse(`"${match[2]}"`));
    }
    expect(ids.size).toBe(4);
    const translate: Translate = (id) => {
      const english = ids.get(id);
      const words = english === undefined ? undefined : spanish[english];
      return words === undefined ? undefined : compileMessage(words);
    };
    const unknown: string[] = [];
    const code = await expandAndInline(translate, unknown);
    expect(code).toContain('"Peticiones"');
    expect(code).toContain('"Cerrar"');
    expect(code).toContain('" voto"');
    expect(code).toContain('" votos"');
    expect(code).not.toContain('Petitions');
    expect(code).not.toContain('# votes');
    // The words replace the id, which the runtime no longer needs; only the unknown one keeps it.
    expect(code.match(/\bid: "/g)).toHaveLength(1);
    expect(unknown).toEqual(['Not in any catalogue']);
  });

  it('leaves code without descriptors as it was', async () => {
    const plain = 'export const x = { id: "abc", message: "Plain object" };';
    const result = await transformAsync(plain, {
      babelrc: false,
      configFile: false,
      plugins: [
        [inlineTranslations, { translate: () => compileMessage('Nope'), onUnknown: () => undefined }],
      ],
    });
    expect(result?.code).toContain('"Plain object"');
  });
});
