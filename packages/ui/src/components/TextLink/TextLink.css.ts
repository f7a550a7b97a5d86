import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const link = style(
  {
    color: vars.color.link,
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
    fontWeight: 'inherit',
    selectors: { '&:hover': { textDecorationThickness: '2px' } },
  },
  'link',
);

/** A button that reads as a link (e.g. "Already know your phone/email on file?"). */
export const linkButton = style(
  [
    link,
    {
      background: 'none',
      border: 0,
      padding: 0,
      font: 'inherit',
      cursor: 'pointer',
    },
  ],
  'linkButton',
);
