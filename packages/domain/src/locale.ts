// The product's two languages as pure rules: which addresses are Spanish, the twin of an address
// in the other language, the language a visitor starts in, and the Intl formats of each
// (docs/architecture/i18n.md, decision 0038-spanish-addresses-under-es).
// The app's Vite config imports this module (`@rv/domain/locale`) and Node loads it as is, types
// stripped: its one import names its file with the extension, as Node needs.

import { parseIsoDate } from './isoDate.ts';

/** English is the source language; Spanish is its translation. */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE: Locale = 'en';

/** The language tags given to `Intl` and to `<html lang>`: U.S. English and U.S. Spanish. */
export const INTL_TAGS: Readonly<Record<Locale, string>> = { en: 'en-US', es: 'es-US' };

/** Every Spanish address is its English address under this prefix: /petitions/x → /es/petitions/x. */
export const SPANISH_PREFIX = '/es';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

function splitSuffix(address: string): { path: string; suffix: string } {
  const at = address.search(/[?#]/);
  return at === -1
    ? { path: address, suffix: '' }
    : { path: address.slice(0, at), suffix: address.slice(at) };
}

function isSpanishPath(path: string): boolean {
  return path === SPANISH_PREFIX || path.startsWith(`${SPANISH_PREFIX}/`);
}

/** The language an address is in: "/es" and "/es/…" are Spanish, every other address English. */
export function localeOfPath(address: string): Locale {
  return isSpanishPath(splitSuffix(address).path) ? 'es' : 'en';
}

/**
 * The same page in `locale`, keeping the query and fragment: "/petitions/x?tab=1" in Spanish is
 * "/es/petitions/x?tab=1", "/" is "/es", and back. An address already in `locale` is unchanged.
 */
export function pathInLocale(address: string, locale: Locale): string {
  const { path, suffix } = splitSuffix(address);
  const english = isSpanishPath(path) ? path.slice(SPANISH_PREFIX.length) || '/' : path || '/';
  if (locale === 'en') return english + suffix;
  return (english === '/' ? SPANISH_PREFIX : SPANISH_PREFIX + english) + suffix;
}

/**
 * The browser-storage key (`localStorage`) under which the language switch keeps the visitor's
 * choice, 'en' or 'es': the value `initialLocale` and `redirectForChoice` are given as `stored`.
 */
export const LOCALE_CHOICE_KEY = 'rv.locale';

/**
 * The language a visitor starts in: the one they chose before (kept in browser storage), else
 * the first of the browser's preferred languages (`navigator.languages`) that we have, else
 * English. "es-MX" and "es-419" count as Spanish; an unknown stored value is ignored.
 */
export function initialLocale(stored: unknown, browserLanguages: readonly string[]): Locale {
  if (isLocale(stored)) return stored;
  for (const tag of browserLanguages) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return SOURCE_LOCALE;
}

/**
 * Where to send a visitor who opens `address`: the Spanish twin when they chose Spanish before
 * and the address is English; otherwise nowhere (undefined). A voter who opens a Spanish address
 * on purpose keeps it, whatever they chose before.
 */
export function redirectForChoice(address: string, stored: unknown): string | undefined {
  if (stored !== 'es' || localeOfPath(address) === 'es') return undefined;
  return pathInLocale(address, 'es');
}

export interface LocaleFormats {
  /** "June 2, 2026" / "2 de junio de 2026" from an ISO date (YYYY-MM-DD). */
  readonly longDate: (iso: string) => string;
  /** "Jun 2, 2026" / "2 jun 2026". */
  readonly shortDate: (iso: string) => string;
  /** A count with grouping: "1,234,567" in both (U.S. Spanish groups as U.S. English). */
  readonly count: (count: number) => string;
  /** A share (0.457) as a percentage with at most one decimal: "45.7%". */
  readonly percent: (fraction: number) => string;
  /** The plural category of a count ("one", "other", "many"), as ICU plural messages choose it. */
  readonly plural: (count: number) => Intl.LDMLPluralRule;
}

function isoToUtc(iso: string): Date {
  const { year, month, day } = parseIsoDate(iso);
  return new Date(Date.UTC(year, month - 1, day));
}

const cache = new Map<Locale, LocaleFormats>();

/** The formats of a language, made once (Intl formatters are costly to build, cheap to use). */
export function localeFormats(locale: Locale): LocaleFormats {
  const made = cache.get(locale);
  if (made) return made;
  const tag = INTL_TAGS[locale];
  // At UTC midnight of the date itself, so no time zone can shift the day.
  const long = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' });
  const short = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
  const count = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 });
  const plural = new Intl.PluralRules(tag);
  const formats: LocaleFormats = {
    longDate: (iso) => long.format(isoToUtc(iso)),
    shortDate: (iso) => short.format(isoToUtc(iso)),
    count: (n) => count.format(n),
    percent: (fraction) => percent.format(fraction),
    plural: (n) => plural.select(n),
  };
  cache.set(locale, formats);
  return formats;
}
