// The screens' message catalogues (docs/architecture/i18n.md). English, the source language, is
// part of the bundle: every page needs it to render at all. Spanish is a chunk of its own,
// fetched only when a page is shown in Spanish, so an English visitor downloads none of it.
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import type { Locale } from '@rv/domain';
import { messages as english } from './locales/en.po';

/** A Lingui instance showing `locale` with its catalogue. */
export function createI18n(locale: Locale, messages: Messages): I18n {
  return setupI18n({ locale, messages: { [locale]: messages } });
}

/** The English instance (prerender, tests, and every English page). */
export function englishI18n(): I18n {
  return createI18n('en', english);
}

/** The compiled catalogue of `locale`; Spanish is downloaded on the first call. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === 'en') return english;
  const { messages } = await import('./locales/es.po');
  return messages;
}
