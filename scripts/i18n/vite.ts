// The Vite plugins that make Lingui's macros and catalogues work in the app build, Storybook and
// the app's tests (docs/architecture/i18n.md).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformAsync } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { getConfig } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import type { Plugin } from 'vite';

export const LINGUI_CONFIG = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../lingui.config.ts',
);

// A module that imports a macro ('@lingui/react/macro', '@lingui/core/macro').
const USES_MACRO = /from\s+['"]@lingui\/(?:react|core)\/macro['"]/;

/**
 * Turns `<Trans>…</Trans>` and t`…` into message ids with Babel and Lingui's own macro plugin,
 * before the React plugin sees the file. @vitejs/plugin-react 6 no longer runs Babel, and its
 * replacement (@rolldown/plugin-babel) and Lingui 6 need Node 22, which CI does not have yet
 * (decision 0042-lingui-for-the-screens-words): this does only that one step, only on files that
 * import a macro.
 */
function linguiMacroTransform(): Plugin {
  const linguiConfig = getConfig({ configPath: LINGUI_CONFIG, skipValidation: true });
  return {
    name: 'rv-lingui-macro',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\.[jt]sx?$/.test(file) || file.includes('/node_modules/') || !USES_MACRO.test(code)) {
        return null;
      }
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [[linguiMacro, { linguiConfig }]],
      });
      return result?.code ? { code: result.code, map: result.map ?? null } : null;
    },
  };
}

/** The macro transform plus Lingui's own plugin, which compiles an imported `.po` catalogue. */
export function linguiPlugins(): Plugin[] {
  return [linguiMacroTransform(), ...lingui({ configPath: LINGUI_CONFIG })];
}
