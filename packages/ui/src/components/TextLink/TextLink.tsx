import { useLingui } from '@lingui/react/macro';
import { pathInLocale } from '@rv/domain';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { cx } from '../../cx';
import { usePageLocale } from '../../i18n/useFormats';
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
 * 3.2.5 advisory, G201). A page of this site ("/about/terms-of-service") opens in the language of
 * the page the link is on: not a router link, so the Spanish build's basename does not add /es.
 */
export function ExternalLink({ className, children, href, ...props }: ExternalLinkProps) {
  const locale = usePageLocale();
  const { t } = useLingui();
  const sitePage = href.startsWith('/') && !href.startsWith('//');
  const target = sitePage ? pathInLocale(href, locale) : href;
  return (
    <a
      className={cx(styles.link, className)}
      target="_blank"
      rel="noopener noreferrer"
      href={target}
      {...props}
    >
      {children}
      {/* One string, so the hint is one text node as in the prerendered HTML. */}
      <VisuallyHidden>{` ${t`(opens in a new tab)`}`}</VisuallyHidden>
    </a>
  );
}

/** A button styled as a link, for actions that do not navigate. */
export function LinkButton({ className, type = 'button', ...props }: ComponentPropsWithoutRef<'button'>) {
  return <button type={type} className={cx(styles.linkButton, className)} {...props} />;
}

export const linkClassName = styles.link;
