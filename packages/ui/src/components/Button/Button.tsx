import type { ComponentProps } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { cx } from '../../cx';
import * as styles from './Button.css';

export const BUTTON_VARIANTS = ['filled', 'outlined'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

// ComponentProps, not ...WithoutRef: React 19 passes `ref` as a prop (the share menu returns focus).
type ButtonProps = ComponentProps<'button'> & { variant?: ButtonVariant };

/** A 42 px full-width button, filled black or outlined. */
export function Button({ variant = 'filled', className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={cx(styles.button({ variant }), className)} {...props} />;
}

type ButtonLinkProps = LinkProps & { variant?: ButtonVariant };

/** A router link that looks like a Button (e.g. SIGN IN going to /signin). */
export function ButtonLink({ variant = 'filled', className, ...props }: ButtonLinkProps) {
  return <Link className={cx(styles.button({ variant }), className)} {...props} />;
}
