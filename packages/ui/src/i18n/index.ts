export { createI18n, loadMessages } from './catalogue';
export { LanguageProvider } from './LanguageProvider';
export { useFormats } from './useFormats';
