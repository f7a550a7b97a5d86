export { WithdrawButton, WithdrawingOverlay } from './WithdrawButton';
export {
  type StanceWithdrawal,
  useFocusWhen,
  WITHDRAW_CANCEL,
  WITHDRAW_CONFIRM,
  WITHDRAW_FAILED_MESSAGE,
  WITHDRAW_TITLE,
  WITHDRAWAL_STATUSES,
  WITHDRAWING_MESSAGE,
  WithdrawFailedMessage,
  WithdrawnMessage,
  withdrawnMessage,
} from './WithdrawStance';
