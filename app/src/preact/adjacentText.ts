// The prerendered HTML has one text node where the JSX has several strings side by side
// (`{count}{' seats'}`, `{', '}{party}`): the page is a string, and the browser parses adjacent
// text as one node. React's server renderer puts an empty comment between them; preact's does not.
// Hydrating, Preact then rewrites the first node and inserts the others, so the browser lays the
// page out again (on the members list, 84 rows of ", Democrat": 165 DOM changes and a relayout of
// half the page on a phone's first load). Joining the adjacent strings of an element's children
// before Preact sees them makes the first render in the browser the same text nodes the HTML has.

type Child = unknown;

const isText = (child: Child): child is string | number | bigint =>
  typeof child === 'string' || typeof child === 'number' || typeof child === 'bigint';

/** Nothing on the page: what renders between two strings without separating them. */
const isHole = (child: Child) => child === null || child === undefined || typeof child === 'boolean';

/**
 * The children with each run of strings and numbers (and the empty children between them) joined
 * into one string, or the same array when no two strings are adjacent.
 */
export function joinAdjacentText(children: readonly Child[]): readonly Child[] {
  let joined: Child[] | null = null;
  // Where the string that a following string joins is in the result, or -1.
  let run = -1;
  for (let i = 0; i < children.length; i++) {
    const child = children[i];
    if (isText(child) && run >= 0) {
      joined ??= children.slice(0, i);
      joined[run] = `${joined[run]}${child}`;
      // The empty children between the two go: the run is one node now.
      joined.length = run + 1;
      continue;
    }
    // Until the first join, the result is the children themselves, index for index.
    if (isText(child)) run = joined ? joined.length : i;
    else if (!isHole(child)) run = -1;
    joined?.push(child);
  }
  return joined ?? children;
}
