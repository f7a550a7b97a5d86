import { describe, expect, it } from 'vitest';
import {
  initialLocale,
  type Locale,
  localeFormats,
  localeOfPath,
  pathInLocale,
  redirectForChoice,
} from './locale';

describe('the language of an address', () => {
  it.each([
    ['/', 'en'],
    ['/petitions/clean-air-now', 'en'],
    ['/es', 'es'],
    ['/es/', 'es'],
    ['/es?x=1', 'es'],
    ['/es#top', 'es'],
    ['/es/petitions/clean-air-now/stances/ca', 'es'],
    // Only the whole first segment counts.
    ['/espanol', 'en'],
    ['/estimates/es', 'en'],
    ['/petitions?lang=/es', 'en'],
  ])('%s is %s', (address, locale) => {
    expect(localeOfPath(address)).toBe(locale);
  });
});

describe('the twin of an address in each language', () => {
  it.each<[string, Locale, string]>([
    ['/', 'es', '/es'],
    ['', 'es', '/es'],
    ['/petitions', 'es', '/es/petitions'],
    ['/petitions/clean-air-now/stances/ca', 'es', '/es/petitions/clean-air-now/stances/ca'],
    ['/signin?next=%2Fpetitions#code', 'es', '/es/signin?next=%2Fpetitions#code'],
    ['/?x=1', 'es', '/es?x=1'],
    ['/es/about', 'es', '/es/about'],
    ['/es', 'en', '/'],
    ['/es/', 'en', '/'],
    ['/es?x=1', 'en', '/?x=1'],
    ['/es/petitions/clean-air-now', 'en', '/petitions/clean-air-now'],
    ['/es/signin?next=%2Fes%2Fpetitions#code', 'en', '/signin?next=%2Fes%2Fpetitions#code'],
    ['/about', 'en', '/about'],
    ['/espanol', 'es', '/es/espanol'],
  ])('%s in %s is %s', (address, locale, twin) => {
    expect(pathInLocale(address, locale)).toBe(twin);
  });

  it.each(['/', '/petitions', '/petitions/x/stances/fl', '/about/privacy-policy?a=b#c'])(
    '%s goes to Spanish and back unchanged',
    (address) => {
      const spanish = pathInLocale(address, 'es');
      expect(localeOfPath(spanish)).toBe('es');
      expect(pathInLocale(spanish, 'en')).toBe(address);
      expect(pathInLocale(spanish, 'es')).toBe(spanish);
    },
  );
});

describe('the language a visitor starts in', () => {
  it.each<[unknown, readonly string[], Locale]>([
    ['es', ['en-US'], 'es'],
    ['en', ['es-MX', 'es'], 'en'],
    [null, ['es-MX', 'en-US'], 'es'],
    [undefined, ['es-419'], 'es'],
    [null, ['ES_us'], 'es'],
    [null, ['fr-FR', 'es-ES', 'en'], 'es'],
    [null, ['fr-FR', 'en-GB', 'es'], 'en'],
    [null, ['fr-FR', 'de'], 'en'],
    [null, [], 'en'],
    // A stored value we do not know (an old version's, or tampered) is ignored.
    ['spanish', ['es'], 'es'],
    ['fr', ['en-US'], 'en'],
    [42, [], 'en'],
  ])('stored %j, browser %j: %s', (stored, languages, locale) => {
    expect(initialLocale(stored, languages)).toBe(locale);
  });
});

describe('the redirect of a voter who chose a language', () => {
  it.each<[string, unknown, string | undefined]>([
    ['/petitions/x', 'es', '/es/petitions/x'],
    ['/', 'es', '/es'],
    ['/signin?next=%2F', 'es', '/es/signin?next=%2F'],
    ['/es/petitions/x', 'es', undefined],
    ['/es/petitions/x', 'en', undefined],
    ['/petitions/x', 'en', undefined],
    ['/petitions/x', null, undefined],
    ['/petitions/x', 'ES', undefined],
  ])('%s with %j stored goes to %s', (address, stored, target) => {
    expect(redirectForChoice(address, stored)).toBe(target);
  });
});

describe('dates, numbers and percentages in each language', () => {
  it.each<[Locale, string, string, string, string]>([
    ['en', 'June 2, 2026', 'Jun 2, 2026', '1,234,567', '45.7%'],
    ['es', '2 de junio de 2026', '2 jun 2026', '1,234,567', '45.7%'],
  ])('%s', (locale, long, short, count, percent) => {
    const f = localeFormats(locale);
    expect(f.longDate('2026-06-02')).toBe(long);
    expect(f.shortDate('2026-06-02')).toBe(short);
    expect(f.count(1234567.4)).toBe(count);
    expect(f.percent(0.4567)).toBe(percent);
  });

  it('keeps the calendar day in any time zone (formatted at UTC midnight)', () => {
    expect(localeFormats('es').longDate('2026-01-01')).toBe('1 de enero de 2026');
    expect(localeFormats('en').longDate('2026-12-31')).toBe('December 31, 2026');
  });

  it('refuses a date that is not YYYY-MM-DD, saying what it expected', () => {
    expect(() => localeFormats('en').longDate('06/02/2026')).toThrow(
      'Expected a date as YYYY-MM-DD, got "06/02/2026".',
    );
  });

  it.each<[Locale, number, Intl.LDMLPluralRule]>([
    ['en', 0, 'other'],
    ['en', 1, 'one'],
    ['en', 2, 'other'],
    ['en', 1_000_000, 'other'],
    ['es', 0, 'other'],
    ['es', 1, 'one'],
    ['es', 2, 'other'],
    // Spanish says "1 millón de firmas": CLDR gives it its own category.
    ['es', 1_000_000, 'many'],
  ])('%s plural of %d is %s', (locale, count, category) => {
    expect(localeFormats(locale).plural(count)).toBe(category);
  });
});
