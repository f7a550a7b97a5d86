export { SlideInPanel } from './SlideInPanel';
