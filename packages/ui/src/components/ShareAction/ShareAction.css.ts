import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const share = style({ display: 'grid', gap: vars.space.small, justifyItems: 'start' }, 'share');

export const trigger = style({ width: 'auto' }, 'trigger');

export const list = style(
  {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${vars.space.small} ${vars.space.large}`,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  'list',
);

export const link = style(
  { color: vars.color.link, textDecoration: 'underline', textUnderlineOffset: '2px' },
  'link',
);

export const status = style(
  // Always in the page (never display: none), or a screen reader may miss what appears in it.
  { margin: 0, fontSize: vars.fontSize.small },
  'status',
);

export const field = style(
  {
    width: '100%',
    minHeight: vars.layout.buttonHeight,
    padding: `0 ${vars.space.small}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.small,
    font: 'inherit',
  },
  'field',
);
