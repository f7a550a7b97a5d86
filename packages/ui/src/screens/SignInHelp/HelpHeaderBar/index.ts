export { HelpHeaderBar } from './HelpHeaderBar';
