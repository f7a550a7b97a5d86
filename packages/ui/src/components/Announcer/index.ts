export { ANNOUNCER_ID, announce } from './announce';
