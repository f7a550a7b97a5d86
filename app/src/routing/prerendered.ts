/** Set on #root by the prerender step: the path the HTML inside was rendered for. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** "/petitions/" and "/petitions" are one page. */
export function normalisePath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}
