import { describe, expect, it } from 'vitest';
import { checkCatalogues } from './catalogues';
import { type CatalogueFile, catalogueProblems, conflictingTranslations } from './problems';

const SOURCE = 'packages/ui/src/components/LegislatorDetail/LegislatorDetail.tsx';
const extracted = {
  a1: { message: 'Party and seat', origin: [[SOURCE, 57]] as [string, number][] },
};
const en = (messages: CatalogueFile['messages']): CatalogueFile => ({
  locale: 'en',
  file: 'locales/en.po',
  text: '',
  messages,
});
const es = (messages: CatalogueFile['messages'], text = ''): CatalogueFile => ({
  locale: 'es',
  file: 'locales/es.po',
  text,
  messages,
});
const translated = { a1: { message: 'Party and seat', translation: 'Partido y escaño' } };

describe('the message catalogue check', () => {
  it('passes when every message is in every catalogue and translated', () => {
    expect(
      catalogueProblems(extracted, [en({ a1: { ...translated.a1, translation: '' } }), es(translated)], 'en'),
    ).toEqual([]);
  });

  it('names a message without its Spanish translation, with its line and where it is used', () => {
    const text = 'msgid ""\nmsgstr ""\n\n#: x\nmsgid "Party and seat"\nmsgstr ""\n';
    expect(
      catalogueProblems(extracted, [es({ a1: { message: 'Party and seat', translation: '' } }, text)], 'en'),
    ).toEqual([
      `locales/es.po:5: "Party and seat" (used in ${SOURCE}) has no Spanish translation — write it in its msgstr`,
    ]);
  });

  it('names a message the code uses that the catalogue lacks, saying to extract it', () => {
    expect(catalogueProblems(extracted, [en({}), es({})], 'en')).toEqual([
      `locales/en.po: "Party and seat" (used in ${SOURCE}) is not in the English catalogue — run npm run i18n:extract`,
      `locales/es.po: "Party and seat" (used in ${SOURCE}) is not in the Spanish catalogue — run npm run i18n:extract, then write its Spanish translation`,
    ]);
  });

  it('names a message no screen uses any more, and one marked obsolete, in every language', () => {
    const messages = {
      ...translated,
      b2: { message: 'Old words', translation: 'Palabras viejas' },
      c3: { message: 'Older words', translation: 'Palabras más viejas', obsolete: true },
    };
    expect(catalogueProblems(extracted, [es(messages)], 'en')).toEqual([
      'locales/es.po: "Old words" is no longer used by any screen — run npm run i18n:extract, which removes it',
      'locales/es.po: "Older words" is no longer used by any screen — run npm run i18n:extract, which removes it',
    ]);
  });

  // 60 s: an upper bound for reading every screen's source on a busy machine, not a speed check.
  it('finds nothing wrong in the real catalogues, which hold every message of the screens', {
    timeout: 60_000,
  }, async () => {
    const { messages, problems } = await checkCatalogues();
    expect(messages).toContain('Party and seat');
    expect(problems).toEqual([]);
  });

  it('names a message two areas translate differently, and not one they translate alike', () => {
    const help = {
      ...es({ t1: { message: 'TRY AGAIN', translation: 'REINTENTAR' } }),
      file: 'locales/help/es.po',
    };
    const signIn = {
      ...es({ t1: { message: 'TRY AGAIN', translation: 'INTENTAR DE NUEVO' } }),
      file: 'locales/signin/es.po',
    };
    expect(conflictingTranslations([signIn, help])).toEqual([
      'locales/help/es.po: "TRY AGAIN" is "REINTENTAR" here but "INTENTAR DE NUEVO" in locales/signin/es.po — give it the same words in both',
    ]);
    expect(conflictingTranslations([signIn, { ...signIn, file: 'locales/help/es.po' }])).toEqual([]);
  });
});
