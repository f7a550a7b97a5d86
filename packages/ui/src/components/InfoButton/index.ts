export { InfoButton } from './InfoButton';
