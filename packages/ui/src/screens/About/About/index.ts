export { About } from './About';
export { type RichTextSection, splitSections } from './sections';
