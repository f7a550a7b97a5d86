// The Withdraw button that asks first, and the busy overlay while a stance is withdrawn
// (docs/product/screens.md#withdrawing-a-stance). Apart from the outcome texts (WithdrawStance.tsx):
// these two bring Radix's dialogs, which the petition page loads only when it offers Withdraw
// (docs/decisions/0079-petition-page-loads-what-it-shows.md).

import { Trans, useLingui } from '@lingui/react/macro';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { VoterStance } from '@rv/domain';
import { Button } from '../Button';
import { Overlay } from '../Overlay';
import { LinkButton } from '../TextLink';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './WithdrawStance.css';

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
                <Trans>Keep my stance</Trans>
              </Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button onClick={onConfirm}>
                <Trans>Withdraw my stance</Trans>
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
