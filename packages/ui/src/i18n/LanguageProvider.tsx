import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';

/**
 * Gives every screen below it its words in one language. The app puts it at its root (browser
 * and prerender), Storybook around every story (the toolbar's language switch).
 */
export function LanguageProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
