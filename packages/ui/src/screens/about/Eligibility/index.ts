export { ELIGIBILITY_CHOICES, Eligibility, type EligibilityChoice, OTHER_STATE_MESSAGE } from './Eligibility';
