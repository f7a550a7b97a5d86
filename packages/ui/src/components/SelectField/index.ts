export { SelectField } from './SelectField';
