export { SHARE_MESSAGES, ShareAction, type WebShare } from './ShareAction';
