// The language switch and the browser-language suggestion (docs/product/screens.md#language).
// Each build of the app speaks one language, so both are plain links to the same page in the
// other language: a full page load, never a router navigation.
import { initialLocale, isLocale, type Locale, pathInLocale } from '@rv/domain';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { announce } from '../../components/Announcer';
import { type LanguageChoice, useHydrated } from '../../i18n/languageChoice';
import { usePageLocale } from '../../i18n/useFormats';
import * as styles from './LanguageSwitch.css';

/** Each language's name in itself: the switch names the other language the way its readers do. */
const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', es: 'Español' };

/**
 * The suggestion's words. It speaks to a Spanish reader on an English page, so it is Spanish
 * whatever the page's language (it shows on English pages only).
 */
export const SUGGESTION_WORDS = {
  question: '¿Prefiere leer en español?',
  link: 'Ver esta página en español',
  dismiss: 'Seguir en inglés',
} as const;

/**
 * The current page in `locale`. The router's location has no /es (the Spanish build's basename
 * takes it off), so it is the English address. The query and fragment join it after hydration:
 * the prerendered HTML knows the path only, and the first render must match it.
 */
function useTwinAddress(locale: Locale): string {
  const { pathname, search, hash } = useLocation();
  const hydrated = useHydrated();
  return pathInLocale(hydrated ? `${pathname}${search}${hash}` : pathname, locale);
}

/** "Español" on English pages, "English" on Spanish ones: the same page in the other language. */
export function LanguageSwitch({ choice, className }: { choice: LanguageChoice; className: string }) {
  const other: Locale = usePageLocale() === 'es' ? 'en' : 'es';
  const href = useTwinAddress(other);
  return (
    <a href={href} lang={other} hrefLang={other} className={className} onClick={() => choice.store(other)}>
      {LANGUAGE_NAMES[other]}
    </a>
  );
}

/**
 * On an English page, for a visitor who has not chosen a language and whose browser prefers
 * Spanish: a line in Spanish offering this page in Spanish, and a way to stay in English (which
 * is kept as their choice). Shown after hydration only; never on Spanish pages. The page is never
 * changed for them (docs/decisions/0047-suggest-spanish-never-redirect.md).
 */
export function LanguageSuggestion({ choice }: { choice: LanguageChoice }) {
  const english = usePageLocale() === 'en';
  const hydrated = useHydrated();
  const href = useTwinAddress('es');
  const [dismissed, setDismissed] = useState(false);
  const show =
    english &&
    hydrated &&
    !dismissed &&
    !isLocale(choice.stored()) &&
    initialLocale(null, choice.browserLanguages()) === 'es';
  // Said once, politely, through the page's one live region (it is not there when the page is read).
  useEffect(() => {
    if (show) announce(SUGGESTION_WORDS.question);
  }, [show]);
  const dismiss = () => {
    choice.store('en');
    setDismissed(true);
    // The button is gone: focus goes on to the page rather than back to the document's start.
    document.getElementById('content')?.focus();
  };
  if (!show) return null;
  return (
    <div lang="es" className={styles.suggestion}>
      <p className={styles.suggestionText}>
        {SUGGESTION_WORDS.question}{' '}
        <a href={href} hrefLang="es" className={styles.suggestionLink} onClick={() => choice.store('es')}>
          {SUGGESTION_WORDS.link}
        </a>
      </p>
      <button type="button" className={styles.suggestionDismiss} onClick={dismiss}>
        {SUGGESTION_WORDS.dismiss}
      </button>
    </div>
  );
}
