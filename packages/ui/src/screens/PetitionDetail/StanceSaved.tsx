// The success dialog after a saved stance (docs/product/screens.md#action-bar): what was recorded
// and what the voter can do next. Its own module, with Radix's dialog: PetitionDetail loads it
// when a voter who may voice a stance is on the page (decision 0079-petition-page-loads-what-it-shows).
import { Trans } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { STANCE_EXPLAINER_PATH } from '@rv/catalogue';
import type { VoterStance } from '@rv/domain';
import type { ReactNode } from 'react';
import { Button } from '../../components/Button';
import { ExternalLink, TextLink } from '../../components/TextLink';
import * as styles from './PetitionDetail.css';

/** The success dialog's first line: what was recorded, in the voter's words. */
function RecordedStance({ stance, title }: { stance: VoterStance; title: string }) {
  return stance === 'YES' ? (
    <Trans comment="title: the petition's title">You support {title}.</Trans>
  ) : (
    <Trans comment="title: the petition's title">You oppose {title}.</Trans>
  );
}

export function StanceSaved({
  stance,
  petitionTitle,
  share,
  onDismiss,
  onSeeStances,
  onCloseAutoFocus,
}: {
  stance: VoterStance;
  petitionTitle: string;
  /** The share action offered as the first next step (ShareAction). */
  share?: ReactNode;
  /** CLOSE, Escape or a click outside. */
  onDismiss: () => void;
  /** SEE PETITION STANCES. */
  onSeeStances: () => void;
  /** Where focus goes as the dialog closes (Radix has no trigger to return it to). */
  onCloseAutoFocus: (event: Event) => void;
}) {
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? null : onDismiss())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.scrim} />
        <Dialog.Content
          className={styles.dialog}
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
          onEscapeKeyDown={(event) => {
            // Escape in the open list of ways to share closes the list (ShareAction), not the dialog.
            if (document.activeElement?.closest('[data-share-open]')) event.preventDefault();
          }}
        >
          <Dialog.Title className={styles.dialogTitle}>
            <Trans>Success! Your stance is included in the Petition Stances section of this petition.</Trans>
          </Dialog.Title>
          <p>
            <RecordedStance stance={stance} title={petitionTitle} />
          </p>
          <p>
            <Trans>
              It counts in your district's public counts; your name and how you voted are never shown.{' '}
              <ExternalLink href={STANCE_EXPLAINER_PATH}>What happens to your stance</ExternalLink>
            </Trans>
          </p>
          <p>
            <Trans>What you can do next:</Trans>
          </p>
          <ol className={styles.steps}>
            <li>
              <Trans>Share this petition with other registered voters so their voices count too.</Trans>
              {share}
            </li>
            <li>
              <Trans>
                Vote: use the <ExternalLink href="/voter-guide">Voter Guide</ExternalLink> to compare your
                stances with those of your legislators before the next election.
              </Trans>
            </li>
            <li>
              <Trans>
                See, change or withdraw every stance you have taken in{' '}
                <TextLink to="/my-stances">My stances</TextLink>.
              </Trans>
            </li>
          </ol>
          <Button onClick={onSeeStances}>
            <Trans comment="a button">See petition stances</Trans>
          </Button>
          <Dialog.Close asChild>
            <Button variant="outlined">
              <Trans comment="a button">Close</Trans>
            </Button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
