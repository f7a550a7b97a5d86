export type { ConstituencyCount, ConstituencyVoices } from './ConstituencyCounts';
export { LEGISLATORS_TITLE, LegislatorList } from './LegislatorList';
export { LegislatorPage } from './LegislatorPage';
export {
  constituencyKey,
  type SeatRow,
  seatRow,
  seatRows,
} from './model';
export { OfficeReport } from './OfficeReport';
