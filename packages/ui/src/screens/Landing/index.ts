export { Landing, type LandingVoter } from './Landing';
