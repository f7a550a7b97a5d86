import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { cx } from '../../cx';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './TextLink.css';

/** A link inside the app (router navigation). */
export function TextLink({ className, ...props }: LinkProps) {
  return <Link className={cx(styles.link, className)} {...props} />;
}

type ExternalLinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'target' | 'rel'> & {
  href: string;
  children: ReactNode;
};

/**
 * A link that opens in a new tab: other sites, and the pages that open in a new tab
 * (docs/product/screens.md#routes) (terms, privacy, voter guide rows). noopener keeps the new page
 * from reaching `window.opener`; the hidden hint tells screen-reader users about the new tab (WCAG
 * 3.2.5 advisory, G201).
 */
export function ExternalLink({ className, children, ...props }: ExternalLinkProps) {
  return (
    <a className={cx(styles.link, className)} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </a>
  );
}

/** A button styled as a link, for actions that do not navigate. */
export function LinkButton({ className, type = 'button', ...props }: ComponentPropsWithoutRef<'button'>) {
  return <button type={type} className={cx(styles.linkButton, className)} {...props} />;
}

export const linkClassName = styles.link;
