// What is wrong between the screens' messages and the catalogues (docs/architecture/i18n.md,
// "The check"): pure, so its test can plant each case.
import type { CatalogType, ExtractedCatalogType } from '@lingui/conf';

export interface CatalogueFile {
  readonly locale: string;
  /** Repository-relative path of the .po file, for the message. */
  readonly file: string;
  /** Its text, to point at the line of an entry. */
  readonly text: string;
  readonly messages: CatalogType;
}

const LANGUAGE_NAMES: Readonly<Record<string, string>> = { en: 'English', es: 'Spanish' };

function quoted(message: string | undefined, id: string): string {
  return JSON.stringify(message ?? id);
}

function lineOf(text: string, message: string | undefined): number | undefined {
  if (message === undefined) return undefined;
  const at = text.indexOf(`msgid ${JSON.stringify(message)}`);
  return at === -1 ? undefined : text.slice(0, at).split('\n').length;
}

function usedAt(origins: readonly (readonly [string, number?])[] | undefined): string {
  const first = origins?.[0]?.[0];
  return first ? ` (used in ${first})` : '';
}

/**
 * Every problem, one line each with where to fix it: a message of the code missing from a
 * catalogue, a message of a catalogue no code uses any more, and (in every language but the
 * source) a message without its translation.
 */
export function catalogueProblems(
  extracted: ExtractedCatalogType,
  catalogues: readonly CatalogueFile[],
  sourceLocale: string,
): string[] {
  const problems: string[] = [];
  for (const { locale, file, text, messages } of catalogues) {
    const language = LANGUAGE_NAMES[locale] ?? locale;
    for (const [id, entry] of Object.entries(extracted)) {
      if (!(id in messages) || messages[id]?.obsolete) {
        problems.push(
          `${file}: ${quoted(entry.message, id)}${usedAt(entry.origin)} is not in the ${language} catalogue — run npm run i18n:extract${locale === sourceLocale ? '' : `, then write its ${language} translation`}`,
        );
      }
    }
    for (const [id, entry] of Object.entries(messages)) {
      const line = lineOf(text, entry.message);
      const place = line === undefined ? file : `${file}:${line}`;
      if (!(id in extracted) || entry.obsolete) {
        problems.push(
          `${place}: ${quoted(entry.message, id)} is no longer used by any screen — run npm run i18n:extract, which removes it`,
        );
      } else if (locale !== sourceLocale && !entry.translation) {
        problems.push(
          `${place}: ${quoted(entry.message, id)}${usedAt(extracted[id]?.origin ?? entry.origin)} has no ${language} translation — write it in its msgstr`,
        );
      }
    }
  }
  return problems;
}

/**
 * A message two areas both use, translated differently: the build keeps one of the two (the
 * words must be the same everywhere a message appears).
 */
export function conflictingTranslations(catalogues: readonly CatalogueFile[]): string[] {
  const seen = new Map<string, { file: string; translation: string }>();
  const problems: string[] = [];
  for (const { locale, file, messages } of catalogues) {
    for (const [id, entry] of Object.entries(messages)) {
      if (!entry.translation || entry.obsolete) continue;
      const key = `${locale}\u0000${id}`;
      const earlier = seen.get(key);
      if (!earlier) seen.set(key, { file, translation: entry.translation });
      else if (earlier.translation !== entry.translation) {
        problems.push(
          `${file}: ${quoted(entry.message, id)} is ${JSON.stringify(entry.translation)} here but ${JSON.stringify(earlier.translation)} in ${earlier.file} — give it the same words in both`,
        );
      }
    }
  }
  return problems;
}
