export { StanceChangeLimitMessage, WaitTime } from './WaitTime';
