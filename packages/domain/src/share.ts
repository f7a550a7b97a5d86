// Sharing a petition without a browser share sheet (docs/product/screens.md#share): an e-mail
// and plain links to the networks' own share pages. No SDK, no script of theirs on our pages.

/** What is shared: the petition's page and a sentence about it. */
export interface SharedPage {
  /** The absolute, canonical URL of the page. */
  readonly url: string;
  /** "Support or oppose Carbon Fee and Dividend on Registered Voice." */
  readonly text: string;
  /** The e-mail's subject: the petition's title. */
  readonly title: string;
}

/** Where a link shares to; the screen names it ("E-mail", "Share on X"). */
export type ShareNetwork = 'email' | 'x' | 'facebook' | 'bluesky' | 'whatsapp';

export interface ShareLink {
  readonly network: ShareNetwork;
  readonly href: string;
  /** A network's page opens in a new tab; the e-mail opens the reader's mail program. */
  readonly newTab: boolean;
}

const query = (params: Record<string, string>) =>
  Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');

/** The e-mail first, then the networks, each a plain link. */
export function shareLinks(page: SharedPage): readonly ShareLink[] {
  const withUrl = `${page.text} ${page.url}`;
  return [
    // RFC 6068: subject and body percent-encoded, spaces as %20 (a "+" would stay a plus).
    {
      network: 'email',
      href: `mailto:?${query({ subject: page.title, body: withUrl })}`,
      newTab: false,
    },
    // X web intent: https://developer.x.com/en/docs/x-for-websites/tweet-button/guides/web-intent
    {
      network: 'x',
      href: `https://x.com/intent/tweet?${query({ text: page.text, url: page.url })}`,
      newTab: true,
    },
    // Facebook's share dialog by URL (the page's Open Graph tags make the preview).
    {
      network: 'facebook',
      href: `https://www.facebook.com/sharer/sharer.php?${query({ u: page.url })}`,
      newTab: true,
    },
    // Bluesky's compose intent: https://docs.bsky.app/docs/advanced-guides/intent-links
    {
      network: 'bluesky',
      href: `https://bsky.app/intent/compose?${query({ text: withUrl })}`,
      newTab: true,
    },
    // WhatsApp's click to chat with a prefilled message: https://faq.whatsapp.com/5913398998672934
    {
      network: 'whatsapp',
      href: `https://wa.me/?${query({ text: withUrl })}`,
      newTab: true,
    },
  ];
}
