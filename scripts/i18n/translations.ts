// The compiled words of every message in one language, read from the .po catalogues of
// lingui.config.ts (all areas), for the build's inlining (inline.ts).
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { type CompiledMessage, compileMessage } from '@lingui/message-utils/compileMessage';
import type { Locale } from '@rv/domain';
import type { Translate } from './inline.ts';

export interface Translations {
  readonly translate: Translate;
  /** Messages with no translation in this language (shown in English). */
  readonly untranslated: readonly string[];
  /** The catalogue files read, so a change to one can be watched. */
  readonly files: readonly string[];
}

export async function readTranslations(locale: Locale, configPath: string): Promise<Translations> {
  const config = getConfig({ configPath, skipValidation: true });
  const sourceLocale = config.sourceLocale ?? 'en';
  const words = new Map<string, CompiledMessage>();
  const untranslated: string[] = [];
  const files: string[] = [];
  for (const catalog of await getCatalogs(config)) {
    files.push(catalog.getFilename(locale));
    const source = (await catalog.read(sourceLocale)) ?? {};
    const target = locale === sourceLocale ? source : ((await catalog.read(locale)) ?? {});
    for (const [id, entry] of Object.entries(source)) {
      if (entry.obsolete) continue;
      const english = entry.translation || entry.message || id;
      const translation = target[id]?.translation;
      if (locale !== sourceLocale && !translation) untranslated.push(english);
      words.set(id, compileMessage(translation || english));
    }
  }
  return { translate: (id) => words.get(id), untranslated, files };
}
