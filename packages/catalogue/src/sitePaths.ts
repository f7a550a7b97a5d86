// Addresses of pages that the shell and screens link to, in a module of constants only (the
// schemas and member pages modules re-export them). A module that builds schemas or lookup tables
// at its top level brings zod or the whole catalogue into every page that needs one of its
// constants: the landing carried 28 KB gzip of zod and 14 KB of catalogue data that way
// (bench:web, 2026-11-28, docs/architecture/benchmarks.md).

/** The list of every member and vacant seat. */
export const LEGISLATORS_PATH = '/legislators';

/** Where the published standard of stances (content/pages/how-stances-are-compiled.md) is on the site. */
export const STANCES_STANDARD_PATH = '/about/how-stances-are-compiled';

/** Where "What happens to your stance" (content/pages/what-happens-to-your-stance.md) is on the site. */
export const STANCE_EXPLAINER_PATH = '/about/what-happens-to-your-stance';
