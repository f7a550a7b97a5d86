export { TextField } from './TextField';
