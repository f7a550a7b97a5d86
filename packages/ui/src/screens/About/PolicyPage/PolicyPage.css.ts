import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const stack = style({ display: 'grid', gap: vars.space.xlarge }, 'stack');

export const header = style({ display: 'grid', gap: vars.space.xsmall }, 'header');

export const title = style({ fontSize: vars.fontSize.title, lineHeight: vars.lineHeight.tight }, 'title');

export const muted = style({ color: vars.color.textMuted }, 'muted');

export const toc = style(
  { padding: vars.space.large, background: vars.color.surface, borderRadius: vars.radius.medium },
  'toc',
);

export const tocTitle = style({ fontSize: vars.fontSize.body, marginBottom: vars.space.small }, 'tocTitle');

// The section titles carry their own numbers ("1. Acceptance…"), so the list shows none.
export const tocList = style(
  { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xsmall },
  'tocList',
);

export const body = style({}, 'body');

// A jump to an anchor leaves the heading clear of the sticky top bar.
globalStyle(`${body} h2`, { scrollMarginTop: `calc(${vars.layout.topBarHeight} + ${vars.space.medium})` });
