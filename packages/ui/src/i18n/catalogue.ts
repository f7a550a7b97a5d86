// The screens' message catalogues at run time (docs/architecture/i18n.md). The app's builds do
// not need them: each build inlines its language's words into the code. Storybook (the toolbar's
// language switch) loads them here, every area of one language, on demand.
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import type { Locale } from '@rv/domain';

/** A Lingui instance showing `locale` with its catalogue. */
export function createI18n(locale: Locale, messages: Messages = {}): I18n {
  return setupI18n({ locale, messages: { [locale]: messages } });
}

// One compiled catalogue per area and language (lingui.config.ts), each a chunk of its own.
const catalogues: Readonly<Record<Locale, Record<string, () => Promise<{ messages: Messages }>>>> = {
  en: import.meta.glob<{ messages: Messages }>('./locales/*/en.po'),
  es: import.meta.glob<{ messages: Messages }>('./locales/*/es.po'),
};

/** Every area's compiled messages in `locale`, merged. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const areas = await Promise.all(Object.values(catalogues[locale]).map((load) => load()));
  return Object.assign({}, ...areas.map((area) => area.messages));
}
