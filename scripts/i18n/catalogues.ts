// Reads the code's messages and the .po catalogues of lingui.config.ts and checks them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { type CatalogueFile, catalogueProblems, conflictingTranslations } from './problems';
import { LINGUI_CONFIG } from './vite';

export interface CatalogueCheck {
  /** The messages the code uses. */
  readonly messages: readonly string[];
  readonly problems: readonly string[];
}

export async function checkCatalogues(configPath = LINGUI_CONFIG): Promise<CatalogueCheck> {
  const config = getConfig({ configPath });
  const rootDir = config.rootDir ?? process.cwd();
  const sourceLocale = config.sourceLocale ?? 'en';
  const messages: string[] = [];
  const problems: string[] = [];
  const every: CatalogueFile[] = [];
  for (const catalog of await getCatalogs(config)) {
    const extracted = (await catalog.collect()) ?? {};
    messages.push(...Object.entries(extracted).map(([id, entry]) => entry.message ?? id));
    const catalogues = await Promise.all(
      config.locales.map(async (locale) => ({
        locale,
        file: path.relative(rootDir, catalog.getFilename(locale)),
        text: readFileSync(catalog.getFilename(locale), 'utf8'),
        messages: await catalog.read(locale),
      })),
    );
    problems.push(...catalogueProblems(extracted, catalogues, sourceLocale));
    every.push(...catalogues);
  }
  problems.push(...conflictingTranslations(every));
  return { messages, problems };
}
