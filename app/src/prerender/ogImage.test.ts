import { petitions, site } from '@rv/catalogue';
import { describe, expect, it } from 'vitest';
import { OG_IMAGES } from '../routing/meta';
import { memberPictures } from './memberPictures';
import { ogImagePng, ogImageSvg, titleLines } from './ogImage';

/** Width and height from a PNG's IHDR chunk (bytes 16–23), after checking its signature. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const content = { siteName: site.productName, tagline: site.tagline };

describe('the Open Graph pictures', () => {
  it('are drawn for the site and for every petition', () => {
    expect(OG_IMAGES).toEqual([
      { path: '/og/site.png' },
      ...petitions.map((p) => ({ path: `/og/petitions/${p.url}.png`, title: p.uiTitle })),
    ]);
  });

  it('are drawn for every member in office: name, seat and recorded stance on each petition', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const pictures = memberPictures(now);
    // 84 seats (4 Senate, 80 House) less the vacant CA-14 and FL-20, which have no picture of their own.
    expect(pictures).toHaveLength(82);
    expect(pictures.find((p) => p.path === '/og/legislators/jared-huffman.png')).toEqual({
      path: '/og/legislators/jared-huffman.png',
      title: 'Jared Huffman',
      lines: [
        'U.S. Representative for CA-2',
        'Carbon Fee and Dividend: Support',
        'Permanent Daylight Saving Time: Not Yet Compiled',
      ],
    });
    expect(pictures.find((p) => p.title === 'Adam B. Schiff')?.lines[0]).toBe('U.S. Senator for California');
    const svg = ogImageSvg({
      ...content,
      title: 'Jared Huffman',
      lines: ['U.S. Representative for CA-2', 'A & B'],
    });
    expect(svg).toContain('>U.S. Representative for CA-2</text>');
    expect(svg).toContain('>A &amp; B</text>');
  });

  it('leave out lines that would run into the tagline', () => {
    const many = Array.from({ length: 12 }, (_, i) => `Line ${i + 1}`);
    const svg = ogImageSvg({ ...content, title: 'Jared Huffman', lines: many });
    expect(svg).toContain('>Line 1</text>');
    expect(svg).not.toContain('>Line 12</text>');
    for (const y of [...svg.matchAll(/<text x="80" y="([\d.]+)" font-size="36"/g)].map((m) => Number(m[1]))) {
      expect(y).toBeLessThanOrEqual(520);
    }
  });

  it('are 1200×630 PNGs, with and without a title', () => {
    const petition = petitions[0];
    if (!petition) throw new Error('The catalogue has no petitions.');
    expect(pngSize(ogImagePng({ ...content, title: petition.uiTitle }))).toEqual({
      width: 1200,
      height: 630,
    });
    expect(pngSize(ogImagePng(content))).toEqual({ width: 1200, height: 630 });
  });

  it('show the title and the site’s name, written safely into the SVG', () => {
    const svg = ogImageSvg({ ...content, title: 'Clean Air & <Water>' });
    expect(svg).toContain(`>${site.productName}</text>`);
    expect(svg).toContain('>Clean Air &amp; &lt;Water&gt;</text>');
  });

  it('keep a short title large on one line, and wrap a long one at a smaller size', () => {
    expect(titleLines('Carbon Fee and Dividend')).toEqual({ size: 84, lines: ['Carbon Fee and Dividend'] });
    const long = titleLines(
      'Permanent Daylight Saving Time for Everyone in the United States, Now and Forever, Without Clock Changes',
    );
    expect(long.size).toBeLessThan(84);
    expect(long.lines.length).toBeGreaterThan(1);
    expect(long.lines.join(' ')).toBe(
      'Permanent Daylight Saving Time for Everyone in the United States, Now and Forever, Without Clock Changes',
    );
  });

  it('cut a title too long for the picture with "…"', () => {
    const { lines } = titleLines(Array.from({ length: 80 }, (_, i) => `word${i}`).join(' '));
    expect(lines.at(-1)).toMatch(/…$/);
    expect(lines.length).toBeLessThanOrEqual(6);
  });
});
