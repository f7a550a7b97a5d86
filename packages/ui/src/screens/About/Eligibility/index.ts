export { ELIGIBILITY_CHOICES, Eligibility, type EligibilityChoice } from './Eligibility';
