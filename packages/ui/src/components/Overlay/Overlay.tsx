import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
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
 * Escape and outside clicks do nothing because there is nothing to cancel.
 */
export function Overlay({ message, children }: OverlayProps) {
  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Content
          className={styles.overlay}
          aria-describedby={undefined}
          aria-busy="true"
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
        >
          <Spinner label={message} />
          <Dialog.Title className={styles.message}>{message}</Dialog.Title>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
