// The Open Graph pictures of the site (docs/decisions/0041-open-graph-images-at-build.md): one
// 1200×630 PNG per petition with its title and the site's name, and one for every other page,
// drawn at build from an SVG of our own by resvg (no browser), in a font shipped on npm
// (Atkinson Hyperlegible, SIL Open Font License 1.1), so the build needs no network and no
// system fonts and draws the same picture on every machine.
import { createRequire } from 'node:module';
import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';
// Not from meta.ts, which needs the app's build (this runs in plain Node).
import { OG_IMAGE_SIZE as OG_IMAGE } from '../routing/ogImageSize';

const require = createRequire(import.meta.url);
const FONT_FAMILY = 'Atkinson Hyperlegible';
const FONT_FILES = [
  require.resolve('@expo-google-fonts/atkinson-hyperlegible/400Regular/AtkinsonHyperlegible_400Regular.ttf'),
  require.resolve('@expo-google-fonts/atkinson-hyperlegible/700Bold/AtkinsonHyperlegible_700Bold.ttf'),
];
const OPTIONS: ResvgRenderOptions = {
  font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: FONT_FAMILY },
  fitTo: { mode: 'original' },
  logLevel: 'off',
};

// The theme's colours (packages/ui/src/theme/vars.css.ts): text, muted text, support green.
const COLOUR = { text: '#111111', muted: '#4a4a4a', band: '#111111', bandText: '#ffffff', accent: '#1b6e3a' };
const MARGIN = 80;
const TITLE = { top: 180, bottom: 500, width: OG_IMAGE.width - 2 * MARGIN, sizes: [84, 76, 68, 60, 52] };
const LINE_HEIGHT = 1.15;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The drawn width of a line of bold text, measured by resvg with the font itself. */
function lineWidth(text: string, size: number): number {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="8000" height="${2 * size}"><text x="0" y="${size}" font-family="${FONT_FAMILY}" font-weight="700" font-size="${size}">${escapeXml(text)}</text></svg>`;
  return new Resvg(svg, OPTIONS).getBBox()?.width ?? 0;
}

/** Words into lines no wider than `width`; a word wider than a line stands alone. */
function wrap(text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && lineWidth(`${last} ${word}`, size) <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The title at the largest size whose lines fit the title area; at the smallest, cut with "…". */
export function titleLines(title: string): { size: number; lines: string[] } {
  const height = TITLE.bottom - TITLE.top;
  const smallest = TITLE.sizes.at(-1) ?? 52;
  for (const size of TITLE.sizes) {
    const lines = wrap(title, size, TITLE.width);
    const fits = Math.floor(height / (size * LINE_HEIGHT));
    if (lines.length <= fits) return { size, lines };
    if (size === smallest) {
      const kept = lines.slice(0, fits);
      let last = kept.pop() ?? '';
      while (last.includes(' ') && lineWidth(`${last}…`, size) > TITLE.width)
        last = last.replace(/\s+\S+$/, '');
      return { size, lines: [...kept, `${last}…`] };
    }
  }
  return { size: smallest, lines: [title] };
}

/** The lines under a title (a member's seat and stances): muted, one under the other. */
const DETAIL = { size: 36, gap: 64, step: 48, bottom: OG_IMAGE.height - 110 };

/**
 * The SVG of one picture: the site's name in a band, the title (if any), the lines under it (as
 * many as fit above the tagline) and the tagline.
 */
export function ogImageSvg({
  siteName,
  tagline,
  title,
  lines: details = [],
}: {
  siteName: string;
  tagline: string;
  title?: string;
  lines?: readonly string[];
}) {
  const { size, lines } = titleLines(title ?? tagline);
  const text = lines
    .map(
      (line, i) =>
        `<text x="${MARGIN}" y="${TITLE.top + size + i * size * LINE_HEIGHT}" font-size="${size}" font-weight="700" fill="${COLOUR.text}">${escapeXml(line)}</text>`,
    )
    .join('');
  const lastBaseline = TITLE.top + size + (lines.length - 1) * size * LINE_HEIGHT;
  const detail = details
    .map((line, i) => ({ line, y: lastBaseline + DETAIL.gap + i * DETAIL.step }))
    .filter(({ y }) => y <= DETAIL.bottom)
    .map(
      ({ line, y }) =>
        `<text x="${MARGIN}" y="${y}" font-size="${DETAIL.size}" fill="${COLOUR.muted}">${escapeXml(line)}</text>`,
    )
    .join('');
  const footer = title
    ? `<text x="${MARGIN}" y="${OG_IMAGE.height - 64}" font-size="34" fill="${COLOUR.muted}">${escapeXml(tagline)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_IMAGE.width}" height="${OG_IMAGE.height}" viewBox="0 0 ${OG_IMAGE.width} ${OG_IMAGE.height}" font-family="${FONT_FAMILY}">
<rect width="100%" height="100%" fill="#ffffff"/>
<rect width="100%" height="128" fill="${COLOUR.band}"/>
<rect y="128" width="100%" height="8" fill="${COLOUR.accent}"/>
<text x="${MARGIN}" y="82" font-size="46" font-weight="700" fill="${COLOUR.bandText}">${escapeXml(siteName)}</text>
${text}${detail}${footer}
</svg>`;
}

/** The picture as a PNG. */
export function ogImagePng(content: {
  siteName: string;
  tagline: string;
  title?: string;
  lines?: readonly string[];
}): Buffer {
  return new Resvg(ogImageSvg(content), OPTIONS).render().asPng();
}
