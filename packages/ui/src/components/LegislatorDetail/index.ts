export { LegislatorDetail } from './LegislatorDetail';
