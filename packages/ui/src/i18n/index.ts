export { createI18n, loadMessages } from './catalogue';
export { LanguageProvider } from './LanguageProvider';
export { browserLanguageChoice, type LanguageChoice, useHydrated } from './languageChoice';
export { useFormats, usePageLocale } from './useFormats';
export {
  CHAMBER_TITLE_MESSAGES,
  LEGISLATOR_STANCE_ABBREVIATION_MESSAGES,
  LEGISLATOR_STANCE_LABEL_MESSAGES,
} from './vocabulary';
