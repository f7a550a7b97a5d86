export {
  PETITION_TABS,
  PetitionDetail,
  type PetitionTab,
  SAVE_STATUSES,
  type StanceSave,
} from './PetitionDetail';
export { PetitionShare } from './PetitionShare';
