import './global.css';

export { atLeast, type Breakpoint, breakpoints } from './media';
export { vars } from './vars.css';
