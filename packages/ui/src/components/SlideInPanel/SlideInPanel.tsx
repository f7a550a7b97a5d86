import { useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import type { ReactNode } from 'react';
import { CloseIcon } from '../Icon';
import * as styles from './SlideInPanel.css';
import { useBackCloses } from './useBackCloses';

type SlideInPanelProps = {
  /** The panel's heading; also its accessible name. */
  title: ReactNode;
  children: ReactNode;
  /** An element that opens the panel (rendered with Radix `asChild`). */
  trigger?: ReactNode;
  open?: boolean;
  /** Start open (uncontrolled), e.g. in a story. */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * Where focus goes back when a panel opened without `trigger` closes (Radix returns it to its
   * own trigger only); e.g. the table button or map tile that opened a shared panel. A function
   * is asked when the panel closes (what it chose may have rendered a new element); null leaves
   * focus to Radix.
   */
  returnFocusTo?: HTMLElement | SVGElement | null | (() => HTMLElement | SVGElement | null);
  /** Accessible name of the close icon ("Close" unless given). */
  closeLabel?: string;
};

/**
 * A bottom sheet under 540 px and a right-side panel above. Radix Dialog gives the rest of the
 * behaviour docs/product/screens.md#petition-list and WCAG ask for: focus trapped inside and
 * returned to the trigger, Escape and the close icon close it, and the page behind does not scroll.
 * The browser's back button closes it first (useBackCloses).
 */
export function SlideInPanel({
  title,
  children,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  returnFocusTo,
  closeLabel,
}: SlideInPanelProps) {
  const { t } = useLingui();
  const [isOpen, setOpen] = useControllableState({
    prop: open,
    defaultProp: defaultOpen ?? false,
    onChange: onOpenChange,
  });
  useBackCloses(isOpen, () => setOpen(false));
  return (
    <Dialog.Root open={isOpen} onOpenChange={setOpen}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className={styles.scrim} />
        <Dialog.Content
          className={styles.panel}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            const target = typeof returnFocusTo === 'function' ? returnFocusTo() : returnFocusTo;
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <Dialog.Close className={styles.closeButton} aria-label={closeLabel ?? t`Close`}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div className={styles.body}>{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
