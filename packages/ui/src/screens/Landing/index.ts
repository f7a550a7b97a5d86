export { Landing, type LandingVoter, landingGreeting, registeredDistrictLine } from './Landing';
