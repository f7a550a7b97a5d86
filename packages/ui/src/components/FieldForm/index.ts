export { FieldForm } from './FieldForm';
