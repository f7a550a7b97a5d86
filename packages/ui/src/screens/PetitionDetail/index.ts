export {
  PETITION_TABS,
  PetitionDetail,
  type PetitionTab,
  SAVE_FAILED_MESSAGE,
  SAVE_STATUSES,
  SAVING_MESSAGE,
  type StanceSave,
  SUCCESS_MESSAGE,
} from './PetitionDetail';
