export { Overlay } from './Overlay';
