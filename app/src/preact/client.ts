// What the built app gets for `react-dom/client` (app/vite.config.ts; decision 0090): Preact's
// createRoot and hydrateRoot, plus two corrections preact/compat does not make.
import { Fragment, options } from 'preact';
import { joinAdjacentText } from './adjacentText';

export { createRoot, hydrateRoot } from 'preact/compat/client';

// React writes `tabIndex` as the `tabindex` attribute on every element. Preact sets it as
// `tabIndex` on SVG elements, where attribute names keep their case, so an SVG element given
// tabIndex (the district map's tiles) could not be focused. Spelling it in lower case sets the
// attribute browsers read, on HTML and SVG elements alike.
const previousVnodeHook = options.vnode;
//
// Adjacent strings among an element's or a fragment's children become one, as in the prerendered
// HTML (./adjacentText.ts). Not a component's: it may read its children one by one.
options.vnode = (vnode) => {
  const props = vnode.props as Record<string, unknown> | null;
  const element = typeof vnode.type === 'string';
  if (element && props && 'tabIndex' in props) {
    props.tabindex = props.tabIndex;
    delete props.tabIndex;
  }
  if ((element || vnode.type === Fragment) && props && Array.isArray(props.children)) {
    props.children = joinAdjacentText(props.children);
  }
  previousVnodeHook?.(vnode);
};
