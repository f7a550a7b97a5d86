export { LegislatorDetail, sourceLabel } from './LegislatorDetail';
