// Withdrawing a stance (docs/product/screens.md#withdrawing-a-stance): a Withdraw button that asks
// first, the texts of each outcome, and where focus goes when the withdrawn stance's own controls
// are gone. Used by the petition page's action bar and by My stances.

import { Trans, useLingui } from '@lingui/react/macro';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { VoterStance } from '@rv/domain';
import { type RefObject, useEffect } from 'react';
import { Button } from '../Button';
import { Overlay } from '../Overlay';
import { LinkButton } from '../TextLink';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './WithdrawStance.css';

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
export const WITHDRAW_CONFIRM = 'WITHDRAW MY STANCE';
export const WITHDRAW_CANCEL = 'KEEP MY STANCE';
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

/** The busy overlay while a stance is withdrawn. */
export function WithdrawingOverlay() {
  const { t } = useLingui();
  return <Overlay message={t`Withdrawing your stance...`} />;
}

/** What the confirm step says: the stance in words, and what withdrawing does. */
function WithdrawQuestion({ stance, petitionTitle }: { stance: VoterStance; petitionTitle: string }) {
  return stance === 'YES' ? (
    <Trans>
      You support {petitionTitle}. If you withdraw, your stance no longer counts in the petition's stances;
      you can voice your opinion again at any time.
    </Trans>
  ) : (
    <Trans>
      You oppose {petitionTitle}. If you withdraw, your stance no longer counts in the petition's stances; you
      can voice your opinion again at any time.
    </Trans>
  );
}

type WithdrawButtonProps = {
  petitionTitle: string;
  stance: VoterStance;
  onConfirm: () => void;
  /** A link-styled button (the action bar) or an outlined button (My stances). */
  look?: 'link' | 'button';
  /** Start with the confirm step open (stories). */
  defaultOpen?: boolean;
};

/**
 * "Withdraw", then an alert dialog that asks first (focus starts on KEEP MY STANCE, so Enter
 * never withdraws by accident; Escape keeps it too).
 */
export function WithdrawButton({
  petitionTitle,
  stance,
  onConfirm,
  look = 'button',
  defaultOpen = false,
}: WithdrawButtonProps) {
  const label = (
    <>
      <Trans>
        Withdraw<VisuallyHidden> your stance on {petitionTitle}</VisuallyHidden>
      </Trans>
    </>
  );
  return (
    <AlertDialog.Root defaultOpen={defaultOpen}>
      <AlertDialog.Trigger asChild>
        {look === 'link' ? <LinkButton>{label}</LinkButton> : <Button variant="outlined">{label}</Button>}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.scrim} />
        <AlertDialog.Content className={styles.dialog}>
          <AlertDialog.Title className={styles.title}>
            <Trans>Withdraw your stance?</Trans>
          </AlertDialog.Title>
          <AlertDialog.Description>
            <WithdrawQuestion stance={stance} petitionTitle={petitionTitle} />
          </AlertDialog.Description>
          <div className={styles.buttons}>
            <AlertDialog.Cancel asChild>
              <Button variant="outlined">
                <Trans>KEEP MY STANCE</Trans>
              </Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button onClick={onConfirm}>
                <Trans>WITHDRAW MY STANCE</Trans>
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
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
