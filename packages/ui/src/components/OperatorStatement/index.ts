export { OperatorStatement } from './OperatorStatement';
