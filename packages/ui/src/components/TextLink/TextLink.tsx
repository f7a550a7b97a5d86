import { useLingui } from '@lingui/react/macro';
import { pathInLocale } from '@rv/domain';
import type { ComponentPropsWithoutRef, MouseEvent, ReactNode } from 'react';
import { Link, type LinkProps, useNavigate } from 'react-router-dom';
import { cx } from '../../cx';
import { usePageLocale } from '../../i18n/useFormats';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './TextLink.css';

/** A link inside the app (router navigation). */
export function TextLink({ className, ...props }: LinkProps) {
  return <Link className={cx(styles.link, className)} {...props} />;
}

/**
 * A long list's links to pages of the app, as plain anchors (`href` in the page's language, from
 * `pathInLocale`) with one listener on the list: a router Link per row (84 on the members list)
 * was a fifth of that page's hydration on a phone. The listener follows a plain click or Enter
 * in the app, as a Link does; with a modifier key, another button or a target, the browser opens
 * the link itself.
 */
export function useFollowLinksInApp(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link || link.target || link.origin !== window.location.origin) return;
    event.preventDefault();
    // The router adds the Spanish build's /es itself.
    navigate(pathInLocale(link.pathname, 'en') + link.search + link.hash);
  };
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
