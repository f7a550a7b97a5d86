import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const stack = style({ display: 'grid', gap: vars.space.xlarge }, 'stack');

export const title = style({ fontSize: vars.fontSize.title, lineHeight: vars.lineHeight.tight }, 'title');

export const section = style({ display: 'grid', gap: vars.space.medium, minWidth: 0 }, 'section');

export const list = style({ margin: 0, paddingLeft: vars.space.xlarge }, 'list');

export const table = style(
  { width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.small },
  'table',
);

export const caption = style(
  { textAlign: 'left', fontWeight: vars.fontWeight.bold, paddingBottom: vars.space.small },
  'caption',
);

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  verticalAlign: 'top',
  padding: `${vars.space.small} ${vars.space.xsmall}`,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
});

export const figure = style({ display: 'grid', gap: vars.space.small, margin: 0 }, 'figure');

// A long CSV line wraps (anywhere) rather than scroll: nothing on the page scrolls sideways.
export const example = style(
  {
    margin: 0,
    padding: vars.space.medium,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    background: vars.color.surface,
    borderRadius: vars.radius.small,
    fontSize: vars.fontSize.small,
  },
  'example',
);

// The report's CSV header is one long word to a browser: it wraps anywhere rather than scroll.
export const columns = style({ overflowWrap: 'anywhere' }, 'columns');
