// The boundaries between the repository's parts, as rules (docs/architecture/overview.md#boundaries).
// `npm run lint` runs dependency-cruiser with them. The parts and the arrows between them are in
// scripts/lint/parts.ts (Node strips its types), which scripts/lint/layout.ts also draws as the
// overview's picture.
import { ARROWS, PARTS } from './scripts/lint/parts.ts';

const partRules = Object.entries(ARROWS).map(([part, allowed]) => ({
  name: `${part}-imports-only-${allowed.length ? allowed.join('-') : 'itself'}`,
  comment: `${part} may import ${allowed.length ? allowed.join(', ') : 'nothing of the other parts'} (ARROWS in scripts/lint/parts.ts).`,
  severity: 'error',
  from: { path: PARTS[part] },
  to: {
    path: Object.entries(PARTS)
      .filter(([other]) => other !== part && !allowed.includes(other))
      .map(([, folder]) => folder),
  },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    ...partRules,
    {
      name: 'no-deep-import',
      comment:
        'Another workspace package is imported by its name and one of its package.json exports, never by a path into its folder.',
      severity: 'error',
      from: { path: '^(packages/[^/]+|functions|app|scripts|tests|\\.storybook)/' },
      to: {
        dependencyTypes: ['local'],
        dependencyTypesNot: ['aliased-workspace'],
        path: '^(packages/[^/]+|functions|app)/',
        pathNot: [
          '^$1/',
          // A tool's configuration, not a package's source: the e2e stack builds the app with it.
          '^app/vite\\.config\\.ts$',
          '^app/src/resultsProxy\\.ts$',
        ],
      },
    },
    {
      name: 'testkit-only-in-tests',
      comment: 'The deployed functions never load the testkit (test databases, faker, embedded PostgreSQL).',
      severity: 'error',
      from: { path: '^functions/src/', pathNot: ['^functions/src/testkit/', '\\.test\\.ts$'] },
      to: { path: '^functions/src/testkit/' },
    },
    {
      name: 'not-resolvable',
      comment: 'An import that resolves to nothing: a typo, or a subpath the package does not export.',
      severity: 'error',
      from: {},
      // Type-only packages (@types/mdast) have no module to resolve.
      to: { couldNotResolve: true, pathNot: '^mdast$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|generated|lib|dist|dist-ssr|storybook-static|fixtures)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
