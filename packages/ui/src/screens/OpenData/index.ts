export { LICENCE_URL, OPEN_DATA_TITLE, OpenData } from './OpenData';
