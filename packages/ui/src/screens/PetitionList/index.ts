export { AddPetitionText } from './AddPetitionText';
export { PETITION_LIST_HEADER, PetitionList } from './PetitionList';
export { STATE_SELECTOR_OPTIONS, StateSelector, type StateSelectorOption } from './StateSelector';
