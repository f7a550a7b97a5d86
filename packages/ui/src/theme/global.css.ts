import { globalStyle } from '@vanilla-extract/css';
import { vars } from './vars.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  background: vars.color.background,
});

globalStyle('h1, h2, h3, h4, p, ul, ol', { margin: 0 });

// One visible focus style everywhere (WCAG 2.4.7 / 2.4.13).
globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

// The hidden attribute hides, whatever class the element has: the browser's own
// `[hidden] { display: none }` loses to any class that sets display (a grid or flex container),
// which showed folded-away content. Elements that must show keep no hidden attribute.
globalStyle('[hidden]', { display: 'none !important' });
