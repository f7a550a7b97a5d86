// The Spanish build reads the Spanish twins of the content wherever code imports the English
// (decision 0044-one-build-per-language): the catalogue's generated petitions, reason templates
// and pages are replaced by packages/catalogue/src/spanish/, which keep their shape.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const catalogueSrc = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../packages/catalogue/src',
);
const generated = path.join(catalogueSrc, 'generated');
const spanish = path.join(catalogueSrc, 'spanish');

/** The generated modules that have Spanish twins. */
export const TRANSLATED_MODULES = ['petitions', 'reasons', 'pages'] as const;

export function spanishContent(): Plugin {
  const twins = new Map(
    TRANSLATED_MODULES.map((name) => [path.join(generated, `${name}.ts`), path.join(spanish, `${name}.ts`)]),
  );
  return {
    name: 'rv-spanish-content',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      // Only the catalogue imports its generated modules; the Spanish ones take their ids from
      // the English ones.
      if (!importer?.startsWith(catalogueSrc) || path.dirname(importer) === spanish) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const twin = resolved && twins.get(resolved.id);
      return twin ?? null;
    },
  };
}
