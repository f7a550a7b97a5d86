// Storybook is one English build, while the site is one build per language whose Spanish build
// reads the Spanish explanation templates (decision 0044-one-build-per-language). So that a
// Spanish story shows a legislator's stance explained as the Spanish site explains it, the
// catalogue's stances here read each template in the story's language: the Spanish twin while
// the preview's <html lang> is Spanish (preview.tsx sets it per story), the English otherwise.
import path from 'node:path';
import type { Plugin } from 'vite';

const generated = path.resolve(import.meta.dirname, '../packages/catalogue/src/generated');
const STANCES = path.join(generated, 'stances.ts');
const TEMPLATES = '\0rv-reasons-in-the-story-language';

export function reasonsInTheStoryLanguage(): Plugin {
  return {
    name: 'rv-reasons-in-the-story-language',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== './reasons' || !importer) return null;
      return importer.split('?')[0] === STANCES ? TEMPLATES : null;
    },
    load(id) {
      if (id !== TEMPLATES) return null;
      return `import { reasonTemplates as english } from ${JSON.stringify(path.join(generated, 'reasons.ts'))};
import { reasonTemplates as spanish } from ${JSON.stringify(path.join(generated, 'es-reasons.ts'))};
const inSpanish = () => document.documentElement.lang.startsWith('es');
export const reasonTemplates = Object.fromEntries(
  Object.entries(english).map(([key, template]) => [
    key,
    new Proxy(template, {
      get: (target, property) => Reflect.get(inSpanish() ? (spanish[key] ?? target) : target, property),
    }),
  ]),
);
`;
    },
  };
}
