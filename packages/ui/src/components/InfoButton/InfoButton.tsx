import type { ReactNode } from 'react';
import { InfoIcon } from '../Icon';
import { SlideInPanel } from '../SlideInPanel';
import * as styles from './InfoButton.css';

type InfoButtonProps = {
  /** Accessible name of the icon, e.g. "About senator stances". */
  label: string;
  /** Heading of the panel it opens. */
  title: ReactNode;
  children: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/** An info icon that opens a slide-in panel. */
export function InfoButton({ label, title, children, open, onOpenChange }: InfoButtonProps) {
  return (
    <SlideInPanel
      title={title}
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <button type="button" className={styles.infoButton} aria-label={label}>
          <InfoIcon />
        </button>
      }
    >
      {children}
    </SlideInPanel>
  );
}
