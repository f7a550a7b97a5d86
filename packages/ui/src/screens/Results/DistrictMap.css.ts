import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const map = style({ display: 'grid', gap: vars.space.medium }, 'map');

export const heading = style({ margin: 0, fontSize: vars.fontSize.body }, 'heading');

export const hint = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted }, 'hint');

// Side by side when both fit (California's 10 columns and Florida's 5), else one under the other.
// Tiles are sized from this box's width (container query units), so each state's tiles have the
// same size whether the states stand side by side or one under the other.
export const states = style(
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: vars.space.xlarge,
    containerType: 'inline-size',
  },
  'states',
);

export const state = style({ display: 'grid', gap: vars.space.xsmall }, 'state');

export const stateName = style({ margin: 0, fontWeight: vars.fontWeight.bold }, 'stateName');

export const grid = style({ display: 'block', height: 'auto', overflow: 'visible' }, 'grid');

// The focus ring is drawn (SVG groups get no outline of their own); hover shows a thinner one.
export const tile = style({ cursor: 'pointer', outline: 'none' }, 'tile');

export const square = style({ stroke: vars.color.border, strokeWidth: 1 }, 'square');

export const band = styleVariants({
  0: { fill: vars.color.mapBand0 },
  1: { fill: vars.color.mapBand1 },
  2: { fill: vars.color.mapBand2 },
  3: { fill: vars.color.mapBand3 },
  4: { fill: vars.color.mapBand4 },
});

export const noStances = style({ fill: vars.color.background }, 'noStances');

export const hatchDark = style({ fill: vars.color.text }, 'hatchDark');
export const hatchLight = style({ fill: vars.color.background }, 'hatchLight');

// The voter's own district: a thick inner outline, a difference of shape, not of colour; black
// lined with white, so one of the two stands out at 3:1 or more on every band (black alone is
// under 3:1 on the two dark ends).
export const yours = style({ fill: 'none', stroke: vars.color.text, strokeWidth: 3 }, 'yours');
export const yoursLining = style(
  { fill: 'none', stroke: vars.color.background, strokeWidth: 1.5 },
  'yoursLining',
);

export const ring = style(
  {
    fill: 'none',
    stroke: vars.color.focus,
    strokeWidth: 3,
    visibility: 'hidden',
    selectors: {
      [`${tile}:hover &`]: { visibility: 'visible', stroke: vars.color.text, strokeWidth: 1.5 },
      [`${tile}:focus-visible &`]: { visibility: 'visible', stroke: vars.color.focus, strokeWidth: 3 },
    },
  },
  'ring',
);

const label = {
  fontSize: '15px',
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  pointerEvents: 'none',
} as const;
export const labelDark = style({ ...label, fill: vars.color.text }, 'labelDark');
export const labelLight = style({ ...label, fill: vars.color.background }, 'labelLight');

export const legend = style(
  { display: 'grid', gap: vars.space.xsmall, fontSize: vars.fontSize.small, color: vars.color.textMuted },
  'legend',
);

export const legendTitle = style(
  { margin: 0, fontWeight: vars.fontWeight.bold, color: vars.color.text },
  'legendTitle',
);

export const legendList = style(
  {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${vars.space.xsmall} ${vars.space.large}`,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  'legendList',
);

export const legendItem = style(
  { display: 'flex', alignItems: 'center', gap: vars.space.xsmall, whiteSpace: 'nowrap' },
  'legendItem',
);

export const swatch = style({ width: '20px', height: '20px', flex: 'none' }, 'swatch');

// Holds the hatch pattern; `display: none` would stop browsers from painting it elsewhere.
export const defs = style({ position: 'absolute', width: 0, height: 0, overflow: 'hidden' }, 'defs');

export const detail = style({ display: 'grid', gap: vars.space.medium }, 'detail');

export const yourTag = style(
  {
    display: 'block',
    width: 'fit-content',
    marginTop: vars.space.xxsmall,
    padding: `0 ${vars.space.xsmall}`,
    border: `2px solid ${vars.color.text}`,
    borderRadius: vars.radius.small,
    fontSize: vars.fontSize.small,
    fontWeight: vars.fontWeight.bold,
    whiteSpace: 'nowrap',
  },
  'yourTag',
);
