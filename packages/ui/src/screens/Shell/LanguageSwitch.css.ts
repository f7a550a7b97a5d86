import { style } from '@vanilla-extract/css';
import { link, linkButton } from '../../components/TextLink/TextLink.css';
import { vars } from '../../theme/vars.css';

// The language suggestion: a band under the top bar, in the page's flow (it never covers the page).
export const suggestion = style(
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'center',
    columnGap: vars.space.large,
    rowGap: vars.space.xsmall,
    padding: `${vars.space.small} ${vars.space.large}`,
    background: vars.color.surface,
    borderBottom: `1px solid ${vars.color.borderSubtle}`,
  },
  'suggestion',
);

export const suggestionText = style({ margin: 0 }, 'suggestionText');

export const suggestionLink = style([link, { whiteSpace: 'nowrap' }], 'suggestionLink');

export const suggestionDismiss = style(
  [linkButton, { color: vars.color.text, minHeight: '24px' }],
  'suggestionDismiss',
);
