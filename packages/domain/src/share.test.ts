import { describe, expect, it } from 'vitest';
import { shareLinks } from './share';

const page = {
  url: 'https://registeredvoice.example.org/petitions/carbon-fee-and-dividend',
  title: 'Carbon Fee & Dividend',
  text: 'Support or oppose Carbon Fee & Dividend on Registered Voice.',
};
const hrefOf = (label: string) => shareLinks(page).find((link) => link.label === label)?.href ?? '';

describe('share links', () => {
  it('offer an e-mail first, then X, Facebook, Bluesky and WhatsApp', () => {
    expect(shareLinks(page).map((link) => link.label)).toEqual([
      'E-mail',
      'Share on X',
      'Share on Facebook',
      'Share on Bluesky',
      'Share on WhatsApp',
    ]);
  });

  it('write the e-mail with the title as subject and the text and URL as body, spaces as %20', () => {
    const mail = new URL(hrefOf('E-mail'));
    expect(mail.protocol).toBe('mailto:');
    expect(mail.searchParams.get('subject')).toBe('Carbon Fee & Dividend');
    expect(mail.searchParams.get('body')).toBe(`${page.text} ${page.url}`);
    expect(hrefOf('E-mail')).not.toContain('+');
  });

  it.each([
    ['Share on X', 'https://x.com/intent/tweet', { text: page.text, url: page.url }],
    ['Share on Facebook', 'https://www.facebook.com/sharer/sharer.php', { u: page.url }],
    ['Share on Bluesky', 'https://bsky.app/intent/compose', { text: `${page.text} ${page.url}` }],
    ['Share on WhatsApp', 'https://wa.me/', { text: `${page.text} ${page.url}` }],
  ])('%s opens %s with the page, its "&" encoded', (label, base, params) => {
    const url = new URL(hrefOf(label));
    expect(`${url.origin}${url.pathname}`).toBe(base);
    expect(Object.fromEntries(url.searchParams)).toEqual(params);
  });

  it('open the networks in a new tab and the e-mail in the mail program', () => {
    expect(shareLinks(page).map((link) => link.newTab)).toEqual([false, true, true, true, true]);
  });
});
