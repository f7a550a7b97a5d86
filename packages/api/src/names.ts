/**
 * The callable Cloud Functions. The names (docs/architecture/callables.md#the-six-callables)
 * stay as they are, `setUpUser2023` included, because deployed clients call them by these names.
 */
export const CALLABLE_NAMES = [
  'setUpUser2023',
  'writeStance',
  'getStancesByDistrict',
  'getStanceCountState',
  'getVoterContact',
  'withdrawStance',
] as const;

export type CallableName = (typeof CALLABLE_NAMES)[number];

/** Callables that need a signed-in, verified caller; the others are public. */
export const SIGNED_IN_CALLABLES = [
  'setUpUser2023',
  'writeStance',
  'withdrawStance',
] as const satisfies readonly CallableName[];

/** The set-up version marker (docs/product/rules.md#constants); `setUpUser2023` records it per user. */
export const SET_UP_MARKER = 'apr_2025';
