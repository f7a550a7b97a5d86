// Withdrawing a stance (docs/product/screens.md#withdrawing-a-stance): the texts of each outcome,
// and where focus goes when the withdrawn stance's own controls are gone; the Withdraw button that
// asks first and the busy overlay are in WithdrawButton.tsx, with Radix's dialogs, so a page can
// load them only when it offers Withdraw. Used by the petition page's action bar and by My stances.

import { Trans } from '@lingui/react/macro';
import { type RefObject, useEffect } from 'react';

/** A withdrawal's progress; the page holds it, as it holds a stance being saved. */
export type StanceWithdrawal =
  | { readonly status: 'IDLE' }
  | { readonly status: 'WITHDRAWING' }
  | { readonly status: 'WITHDRAWN' }
  /** `retryAfterSeconds`: refused by the voter's change limit, not by the connection. */
  | { readonly status: 'FAILED'; readonly retryAfterSeconds?: number };

export const WITHDRAWAL_STATUSES = [
  'IDLE',
  'WITHDRAWING',
  'WITHDRAWN',
  'FAILED',
] as const satisfies readonly StanceWithdrawal['status'][];

// The English words of the steps, as the screens say them (stories and tests find them by these).
export const WITHDRAW_TITLE = 'Withdraw your stance?';
export const WITHDRAW_CONFIRM = 'Withdraw my stance';
export const WITHDRAW_CANCEL = 'Keep my stance';
export const WITHDRAWING_MESSAGE = 'Withdrawing your stance...';
export const WITHDRAW_FAILED_MESSAGE = 'Your stance was not withdrawn. Check your connection and try again.';

/** The result in English, said where the withdrawn stance was. */
export function withdrawnMessage(petitionTitle: string): string {
  return `Your stance on ${petitionTitle} is withdrawn. It no longer counts in the petition's stances.`;
}

/** The result, said where the withdrawn stance was (docs/product/messages.md#stances). */
export function WithdrawnMessage({ petitionTitle }: { petitionTitle: string }) {
  return (
    <Trans>Your stance on {petitionTitle} is withdrawn. It no longer counts in the petition's stances.</Trans>
  );
}

/** A withdrawal that failed (the screen adds its "Try again"). */
export function WithdrawFailedMessage() {
  return <Trans>Your stance was not withdrawn. Check your connection and try again.</Trans>;
}

/**
 * Moves focus to `target` when `when` turns true. The withdrawn stance's Withdraw button is gone
 * by then, so the busy overlay has nowhere to return focus; the message takes it. Radix returns
 * focus in a task after its dialog unmounts, so this runs in a later one.
 */
export function useFocusWhen(target: RefObject<HTMLElement | null>, when: boolean): void {
  useEffect(() => {
    if (!when) return;
    const timer = setTimeout(() => target.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [target, when]);
}
