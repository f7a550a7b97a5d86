export { SubmitActions } from './SubmitActions';
