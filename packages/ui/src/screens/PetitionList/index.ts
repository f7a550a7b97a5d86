export { AddPetitionText } from './AddPetitionText';
export { JurisdictionLabel, PetitionList } from './PetitionList';
export { STATE_SELECTOR_OPTIONS, StateSelector, type StateSelectorOption } from './StateSelector';
