import { useLingui } from '@lingui/react';
import { isLocale, type Locale, type LocaleFormats, localeFormats } from '@rv/domain';

/** The language the screen is shown in (the page's build, or Storybook's Language toolbar). */
export function usePageLocale(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : 'en';
}

/** Dates, counts, percents and plural categories in the language the screen is shown in. */
export function useFormats(): LocaleFormats {
  return localeFormats(usePageLocale());
}
