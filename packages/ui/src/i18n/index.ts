export { createI18n, englishI18n, loadMessages } from './catalogue';
export { LanguageProvider } from './LanguageProvider';
