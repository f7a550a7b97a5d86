export { LICENCE_URL, OpenData } from './OpenData';
