// The Vite plugins that make Lingui's macros and catalogues work in the app's builds, its dev
// server and tests, and Storybook (docs/architecture/i18n.md).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformAsync } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { getConfig } from '@lingui/conf';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { lingui } from '@lingui/vite-plugin';
import type { Locale } from '@rv/domain';
import type { Plugin } from 'vite';
import { inlineTranslations } from './inline.ts';
import { readTranslations, type Translations } from './translations.ts';

export const LINGUI_CONFIG = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../lingui.config.ts',
);

// A module that imports a macro ('@lingui/react/macro', '@lingui/core/macro').
const USES_MACRO = /from\s+['"]@lingui\/(?:react|core)\/macro['"]/;

const BABEL_BASE = { babelrc: false, configFile: false, sourceMaps: true } as const;

/**
 * Turns `<Trans>…</Trans>` and t`…` into message descriptors with Babel and Lingui's own macro
 * plugin, before the React plugin sees the file; given a language, it then writes each
 * message's translation into its descriptor (inline.ts). @vitejs/plugin-react 6 no longer runs
 * Babel, and its replacement (@rolldown/plugin-babel) and Lingui 6 needed Node 22, which the
 * project did not run when this was written (decision 0042-lingui-for-the-screens-words; it runs
 * Node 24 since decision 0048-one-node-for-everything, so they can replace this): this does only
 * these steps, only on files that import a macro.
 */
function linguiMacroTransform(locale: Locale | undefined): Plugin {
  const linguiConfig = getConfig({ configPath: LINGUI_CONFIG, skipValidation: true });
  let building = false;
  let translations: Promise<Translations> | undefined;
  const warned = new Set<string>();
  return {
    name: 'rv-lingui-macro',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    watchChange(id) {
      if (id.endsWith('.po')) translations = undefined;
    },
    async buildEnd() {
      if (!building || !locale || !translations) return;
      const { untranslated } = await translations;
      if (untranslated.length > 0) {
        this.warn(
          `${untranslated.length} messages have no ${locale} translation and show in English (npm run i18n:check lists them).`,
        );
      }
    },
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\.[jt]sx?$/.test(file) || file.includes('/node_modules/') || !USES_MACRO.test(code)) {
        return null;
      }
      const expanded = await transformAsync(code, {
        ...BABEL_BASE,
        filename: file,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [[linguiMacro, { linguiConfig }]],
      });
      if (!expanded?.code) return null;
      if (!locale) return { code: expanded.code, map: expanded.map ?? null };
      translations ??= readTranslations(locale, LINGUI_CONFIG);
      const { translate, files } = await translations;
      for (const po of files) this.addWatchFile(po);
      const onUnknown = (messageId: string, message: string | undefined) => {
        const where = path.relative(process.cwd(), file);
        const problem = `${where}: the message ${JSON.stringify(message ?? messageId)} is in no catalogue — run npm run i18n:extract (and give its file an area in lingui.config.ts)`;
        // A build must not ship a message without its words; the dev server and tests show the
        // English until the catalogues are extracted.
        if (building) throw new Error(problem);
        if (!warned.has(messageId)) this.warn(problem);
        warned.add(messageId);
        return message === undefined ? undefined : compileMessage(message);
      };
      const inlined = await transformAsync(expanded.code, {
        ...BABEL_BASE,
        filename: file,
        inputSourceMap: expanded.map ?? undefined,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [[inlineTranslations, { translate, onUnknown }]],
      });
      return inlined?.code ? { code: inlined.code, map: inlined.map ?? null } : null;
    },
  };
}

/**
 * The macro transform plus Lingui's own plugin, which compiles an imported `.po` catalogue.
 * With `locale` (the app's builds, dev server and tests), every message carries its words in that
 * language; without it (Storybook), the words come from the catalogues loaded at run time.
 */
export function linguiPlugins(locale?: Locale): Plugin[] {
  return [linguiMacroTransform(locale), ...lingui({ configPath: LINGUI_CONFIG })];
}
