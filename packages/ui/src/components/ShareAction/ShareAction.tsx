import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type SharedPage, type ShareNetwork, shareLinks } from '@rv/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../Button';
import { ExternalLink, LinkButton } from '../TextLink';
import * as styles from './ShareAction.css';

/** The browser's share sheet (`navigator.share`). */
export type WebShare = (data: ShareData) => Promise<void>;

/** The outcome of a copy in English, as the screen says it (stories find it by these words). */
export const SHARE_MESSAGES = {
  copied: 'Link copied. Paste it wherever you like.',
  copyFailed: 'The link could not be copied. Select it below and copy it yourself.',
} as const;

/** Each way to share by its name. */
const NETWORK_NAMES = {
  email: msg`E-mail`,
  x: msg`Share on X`,
  facebook: msg`Share on Facebook`,
  bluesky: msg`Share on Bluesky`,
  whatsapp: msg`Share on WhatsApp`,
} as const satisfies Record<ShareNetwork, unknown>;

type ShareActionProps = {
  page: SharedPage;
  /**
   * The browser's share sheet, or null for none. By default `navigator.share` where the browser
   * has it (asked on click, so the prerendered page and the browser agree on the first render).
   */
  webShare?: WebShare | null;
  /** Puts the link on the clipboard; by default `navigator.clipboard.writeText`. */
  copy?: (text: string) => Promise<void>;
  /** Open the list of ways to share at first (stories). */
  defaultOpen?: boolean;
};

type Copy = 'IDLE' | 'COPIED' | 'FAILED';

function browserShare(): WebShare | null {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return null;
  return (data) => navigator.share(data);
}

function browserCopy(text: string): Promise<void> {
  if (!navigator.clipboard) return Promise.reject(new Error('No clipboard in this browser'));
  return navigator.clipboard.writeText(text);
}

/**
 * SHARE (docs/product/screens.md#share): the browser's share sheet where there is one; otherwise
 * (or when it fails) a list: copy the link, e-mail, and plain links to the networks. The outcome
 * of a copy is said in a polite live region, present from the first render so it is announced.
 */
export function ShareAction({ page, webShare, copy = browserCopy, defaultOpen = false }: ShareActionProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [copied, setCopied] = useState<Copy>('IDLE');
  // Known after mount only: the server cannot tell whether the reader's browser has a share sheet.
  const [sheet, setSheet] = useState<WebShare | null>(null);
  const id = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const { t, i18n } = useLingui();

  useEffect(() => {
    setSheet(() => (webShare === undefined ? browserShare() : webShare));
  }, [webShare]);
  useEffect(() => {
    if (copied === 'FAILED') field.current?.select();
  }, [copied]);
  // Escape closes the list and gives focus back to SHARE (the disclosure pattern).
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      trigger.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const onShare = async () => {
    if (sheet && !open) {
      try {
        await sheet({ title: page.title, text: page.text, url: page.url });
        return;
      } catch (error) {
        // The reader closed the sheet: nothing to do. Any other failure: offer the list.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    setCopied('IDLE');
    setOpen((was) => !was);
  };
  const onCopy = () => {
    copy(page.url).then(
      () => setCopied('COPIED'),
      () => setCopied('FAILED'),
    );
  };

  return (
    <div className={styles.share} data-share-open={open ? '' : undefined}>
      <Button
        ref={trigger}
        variant="outlined"
        className={styles.trigger}
        aria-expanded={sheet ? undefined : open}
        aria-controls={open ? id : undefined}
        onClick={() => void onShare()}
      >
        <Trans>Share</Trans>
      </Button>
      {open ? (
        <ul id={id} className={styles.list} aria-label={t`Ways to share`}>
          <li>
            <LinkButton onClick={onCopy}>
              <Trans>Copy link</Trans>
            </LinkButton>
          </li>
          {shareLinks(page).map((link) => (
            <li key={link.network}>
              {link.newTab ? (
                <ExternalLink href={link.href}>{i18n._(NETWORK_NAMES[link.network])}</ExternalLink>
              ) : (
                <a className={styles.link} href={link.href}>
                  {i18n._(NETWORK_NAMES[link.network])}
                </a>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <p role="status" className={styles.status}>
        {copied === 'COPIED' ? <Trans>Link copied. Paste it wherever you like.</Trans> : null}
        {copied === 'FAILED' ? (
          <Trans>The link could not be copied. Select it below and copy it yourself.</Trans>
        ) : null}
      </p>
      {copied === 'FAILED' && open ? (
        <input
          ref={field}
          className={styles.field}
          readOnly
          value={page.url}
          aria-label={t`Link to this petition`}
          onFocus={(event) => event.currentTarget.select()}
        />
      ) : null}
    </div>
  );
}
