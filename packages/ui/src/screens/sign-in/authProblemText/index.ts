export { authProblemText, useAuthProblemText } from './authProblemText';
