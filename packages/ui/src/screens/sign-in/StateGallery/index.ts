export { StateGallery, useEmbedded } from './StateGallery';
