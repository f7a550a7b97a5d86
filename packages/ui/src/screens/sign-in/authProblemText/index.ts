export { useAuthProblemText } from './authProblemText';
