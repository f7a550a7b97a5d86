export { About, ELIGIBILITY_PANEL_TITLE } from './About';
export { type RichTextSection, splitSections } from './sections';
