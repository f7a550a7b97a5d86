// The page's language. Each build of the app speaks one language (decision
// 0044-one-build-per-language): English at /, Spanish under /es/, set by RV_LOCALE when the app is
// built or served (app/vite.config.ts). Every message already carries its words in that language,
// so Lingui starts with no catalogue.
import { i18n } from '@lingui/core';
import { type Locale, SPANISH_PREFIX } from '@rv/domain';

export const PAGE_LOCALE: Locale = import.meta.env.RV_LOCALE === 'es' ? 'es' : 'en';

// Lingui's shared instance, so t`…` outside React (page titles) speaks the page's language too.
i18n.loadAndActivate({ locale: PAGE_LOCALE, messages: {} });
export const pageI18n = i18n;

/** The router's basename: the Spanish build's routes are the English ones under /es. */
export const ROUTER_BASENAME: string | undefined = PAGE_LOCALE === 'es' ? SPANISH_PREFIX : undefined;
