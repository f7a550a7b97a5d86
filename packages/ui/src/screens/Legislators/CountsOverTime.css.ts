import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const figure = style({ display: 'grid', gap: vars.space.small, margin: 0 }, 'figure');

export const caption = style({ fontSize: vars.fontSize.small, fontWeight: vars.fontWeight.bold }, 'caption');

/** The chart: as wide as the panel up to a phone's width, its text scaling with it. */
export const chart = style(
  { display: 'block', width: '100%', maxWidth: '26rem', height: 'auto', overflow: 'visible' },
  'chart',
);

export const axis = style({ stroke: vars.color.border, strokeWidth: 1 }, 'axis');

export const label = style({ fill: vars.color.textMuted, fontSize: '12px' }, 'label');

/** Support: a solid line; Oppose: a dashed one, so the two differ without colour too. */
export const supportLine = style(
  { fill: 'none', stroke: vars.color.support, strokeWidth: 2.5, strokeLinejoin: 'round' },
  'supportLine',
);
export const opposeLine = style(
  {
    fill: 'none',
    stroke: vars.color.oppose,
    strokeWidth: 2.5,
    strokeDasharray: '6 4',
    strokeLinejoin: 'round',
  },
  'opposeLine',
);
export const supportLabel = style(
  { fill: vars.color.support, fontSize: '12px', fontWeight: 700 },
  'supportLabel',
);
export const opposeLabel = style(
  { fill: vars.color.oppose, fontSize: '12px', fontWeight: 700 },
  'opposeLabel',
);

export const table = style(
  { borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums', fontSize: vars.fontSize.small },
  'table',
);
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  textAlign: 'right',
});
globalStyle(`${table} th:first-child, ${table} td:first-child`, { textAlign: 'left', paddingInlineStart: 0 });

export const summary = style(
  { cursor: 'pointer', fontSize: vars.fontSize.small, color: vars.color.link },
  'summary',
);
