import { globalFontFace } from '@vanilla-extract/css';

// The web font (docs/decisions/0086-stance-colours-type-and-badges.md): Atkinson Hyperlegible, drawn
// by the Braille Institute for low-vision readers (letters that are hard to confuse: I l 1, O 0),
// self-hosted from @fontsource/atkinson-hyperlegible (SIL Open Font License 1.1). Only what the
// screens use: regular and bold, upright, the latin subset (English and Spanish: á é í ó ú ñ ü ¿
// ¡) and latin-ext (names with letters such as Ł, ő or ș), woff2 only (every browser we
// support reads it), shown in the fallback font until it arrives (`swap`). The browser fetches a
// subset only when a page holds one of its characters (unicode-range).
export const BODY_FONT = 'Atkinson Hyperlegible';

// Read by the bundler from this url() (a string, so knip.json names the package as used).
const FILES = '@fontsource/atkinson-hyperlegible/files/atkinson-hyperlegible';

const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';
const LATIN_EXT =
  'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF';

const subsets = [
  ['latin', LATIN],
  ['latin-ext', LATIN_EXT],
] as const;

globalFontFace(
  BODY_FONT,
  (['400', '700'] as const).flatMap((weight) =>
    subsets.map(([subset, unicodeRange]) => ({
      src: `url('${FILES}-${subset}-${weight}-normal.woff2') format('woff2')`,
      fontWeight: weight,
      fontStyle: 'normal',
      fontDisplay: 'swap',
      unicodeRange,
    })),
  ),
);
