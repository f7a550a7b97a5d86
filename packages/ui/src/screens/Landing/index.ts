export { Landing } from './Landing';
