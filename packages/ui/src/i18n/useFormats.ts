import { useLingui } from '@lingui/react';
import { isLocale, type LocaleFormats, localeFormats } from '@rv/domain';

/** Dates, counts, percents and plural categories in the language the screen is shown in. */
export function useFormats(): LocaleFormats {
  const { i18n } = useLingui();
  return localeFormats(isLocale(i18n.locale) ? i18n.locale : 'en');
}
