// What the built app gets for `react-dom/client` (app/vite.config.ts; decision 0090): Preact's
// createRoot and hydrateRoot, plus one correction preact/compat does not make.
import { options } from 'preact';

export { createRoot, hydrateRoot } from 'preact/compat/client';

// React writes `tabIndex` as the `tabindex` attribute on every element. Preact sets it as
// `tabIndex` on SVG elements, where attribute names keep their case, so an SVG element given
// tabIndex (the district map's tiles) could not be focused. Spelling it in lower case sets the
// attribute browsers read, on HTML and SVG elements alike.
const previousVnodeHook = options.vnode;
options.vnode = (vnode) => {
  const props = vnode.props as Record<string, unknown> | null;
  if (typeof vnode.type === 'string' && props && 'tabIndex' in props) {
    props.tabindex = props.tabIndex;
    delete props.tabIndex;
  }
  previousVnodeHook?.(vnode);
};
