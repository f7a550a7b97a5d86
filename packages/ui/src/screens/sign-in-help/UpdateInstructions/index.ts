export { UPDATE_INSTRUCTIONS_TITLE, UpdateInstructions } from './UpdateInstructions';
