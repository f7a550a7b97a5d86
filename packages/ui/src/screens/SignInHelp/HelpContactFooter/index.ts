export { HelpContactFooter } from './HelpContactFooter';
