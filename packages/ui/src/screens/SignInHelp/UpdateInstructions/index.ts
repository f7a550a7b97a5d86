export { UpdateInstructions } from './UpdateInstructions';
