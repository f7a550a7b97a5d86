import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useState } from 'react';
import { Spinner } from '../Spinner';
import * as styles from './Overlay.css';

type OverlayProps = {
  /** What is happening, e.g. "Verifying your voter registration..." */
  message: string;
  children?: ReactNode;
};

/**
 * A full-screen busy overlay (saving a stance, verifying a registration). It is a modal dialog
 * so keyboard and screen-reader users cannot act on the page behind while work is in flight;
 * Escape and outside clicks do nothing because there is nothing to cancel. Focus returns to the
 * control that started the work when the page has not put it elsewhere.
 */
export function Overlay({ message, children }: OverlayProps) {
  // The control that started the work (Support, Withdraw…), taken before the overlay takes focus.
  const [opener] = useState(() =>
    typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null),
  );
  // When it closes, focus goes back to that control if it is still there and nothing else took
  // focus meanwhile (a success dialog, a message focused on purpose); Radix alone would drop it
  // to the page body, since this dialog has no trigger.
  const returnFocus = (event: Event) => {
    event.preventDefault();
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (lost && opener?.isConnected && opener !== document.body) opener.focus();
  };
  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Content
          className={styles.overlay}
          aria-describedby={undefined}
          aria-busy="true"
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          onCloseAutoFocus={returnFocus}
        >
          <Spinner label={message} />
          <Dialog.Title className={styles.message}>{message}</Dialog.Title>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
