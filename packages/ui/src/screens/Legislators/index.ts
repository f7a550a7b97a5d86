export { LEGISLATORS_TITLE, LegislatorList } from './LegislatorList';
export { type ConstituencyCount, type ConstituencyVoices, LegislatorPage } from './LegislatorPage';
export {
  constituencyKey,
  type SeatRow,
  seatRow,
  seatRows,
} from './model';
export { OfficeReport } from './OfficeReport';
