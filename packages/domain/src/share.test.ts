import { describe, expect, it } from 'vitest';
import { type ShareNetwork, shareLinks } from './share';

const page = {
  url: 'https://registeredvoice.example.org/petitions/carbon-fee-and-dividend',
  title: 'Carbon Fee & Dividend',
  text: 'Support or oppose Carbon Fee & Dividend on Registered Voice.',
};
const hrefOf = (network: ShareNetwork) =>
  shareLinks(page).find((link) => link.network === network)?.href ?? '';

describe('share links', () => {
  it('offer an e-mail first, then X, Facebook, Bluesky and WhatsApp', () => {
    expect(shareLinks(page).map((link) => link.network)).toEqual([
      'email',
      'x',
      'facebook',
      'bluesky',
      'whatsapp',
    ]);
  });

  it('write the e-mail with the title as subject and the text and URL as body, spaces as %20', () => {
    const mail = new URL(hrefOf('email'));
    expect(mail.protocol).toBe('mailto:');
    expect(mail.searchParams.get('subject')).toBe('Carbon Fee & Dividend');
    expect(mail.searchParams.get('body')).toBe(`${page.text} ${page.url}`);
    expect(hrefOf('email')).not.toContain('+');
  });

  it.each([
    ['x', 'https://x.com/intent/tweet', { text: page.text, url: page.url }],
    ['facebook', 'https://www.facebook.com/sharer/sharer.php', { u: page.url }],
    ['bluesky', 'https://bsky.app/intent/compose', { text: `${page.text} ${page.url}` }],
    ['whatsapp', 'https://wa.me/', { text: `${page.text} ${page.url}` }],
  ] as const)('%s opens %s with the page, its "&" encoded', (network, base, params) => {
    const url = new URL(hrefOf(network));
    expect(`${url.origin}${url.pathname}`).toBe(base);
    expect(Object.fromEntries(url.searchParams)).toEqual(params);
  });

  it('open the networks in a new tab and the e-mail in the mail program', () => {
    expect(shareLinks(page).map((link) => link.newTab)).toEqual([false, true, true, true, true]);
  });
});
