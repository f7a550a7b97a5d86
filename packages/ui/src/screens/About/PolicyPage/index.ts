export { PolicyPage } from './PolicyPage';
