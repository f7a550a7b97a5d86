// What the Shell's story files share: the Shell's props for a signed-out visitor on a page, and
// a language choice kept in memory.
import { fn } from 'storybook/test';
import type { LanguageChoice } from '../../i18n/languageChoice';
import { PHONE_RULES, PRODUCT_NAME } from '../../storybook/fixtures';

/** A language choice kept in memory (never the browser's storage, which outlives a story). */
export function choice(stored: string | null, browserLanguages: readonly string[]) {
  let value: unknown = stored;
  return {
    stored: () => value,
    store: fn((locale: string) => {
      value = locale;
    }),
    browserLanguages: () => browserLanguages,
  } satisfies LanguageChoice;
}

/** The switch and the suggestion are plain links to the other build: a story stays where it is. */
export function stayOnThisPage() {
  document.addEventListener('click', (event) => event.preventDefault(), { once: true });
}

/** The Shell around a line of page content, for a signed-out visitor on /petitions. */
export const shellArgs = {
  productName: PRODUCT_NAME,
  session: { status: 'SIGNED_OUT' },
  phoneRules: PHONE_RULES,
  onSignOut: fn(),
  languageChoice: choice(null, ['en-US', 'en']),
  children: (
    <p style={{ padding: 24 }}>
      Page content. <a href="#content">A link in the page</a>
    </p>
  ),
} as const;
