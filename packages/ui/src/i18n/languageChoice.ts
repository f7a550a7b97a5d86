// The language a visitor chose with the switch, kept in browser storage under @rv/domain's
// LOCALE_CHOICE_KEY, where the stored-choice redirect reads it (docs/architecture/i18n.md).
import { LOCALE_CHOICE_KEY, type Locale } from '@rv/domain';
import { useSyncExternalStore } from 'react';

/** Where the choice is kept and what the browser prefers; stories and tests give their own. */
export interface LanguageChoice {
  /** The stored choice as found ('en', 'es', anything else or null: not chosen). */
  readonly stored: () => unknown;
  readonly store: (locale: Locale) => void;
  /** The browser's preferred languages, most preferred first (`navigator.languages`). */
  readonly browserLanguages: () => readonly string[];
}

/** The browser's own: localStorage (a private window may refuse it: then nothing is kept) and navigator.languages. */
export const browserLanguageChoice: LanguageChoice = {
  stored: () => {
    try {
      return window.localStorage.getItem(LOCALE_CHOICE_KEY);
    } catch {
      return null;
    }
  },
  store: (locale) => {
    try {
      window.localStorage.setItem(LOCALE_CHOICE_KEY, locale);
    } catch {
      // Storage refused: the switch still leads to the page; the choice is not remembered.
    }
  },
  browserLanguages: () => navigator.languages ?? [navigator.language],
};

const noSubscription = () => () => {};

/**
 * False while the server renders and while React hydrates that HTML, true from then on: what
 * depends on the browser (its languages, storage, the address's query and fragment) renders only
 * once true, so the first client render matches the prerendered page.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
