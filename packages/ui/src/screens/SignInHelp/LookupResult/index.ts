export { ContactsOnFile, LookupResult, UPDATE_INSTRUCTIONS_PATH, VOTER_UPDATE_PATH } from './LookupResult';
