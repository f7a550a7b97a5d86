export { ChevronIcon, CloseIcon, InfoIcon, MenuIcon } from './Icon';
