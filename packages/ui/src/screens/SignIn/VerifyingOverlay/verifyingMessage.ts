import { msg } from '@lingui/core/macro';

/**
 * What the verifying overlay says while the set-up call runs (docs/product/messages.md#session).
 * The app's loading screen says it too while the overlay's own code loads: a module of its own,
 * so the first page does not carry the overlay to have its words.
 */
export const VERIFYING_MESSAGE = msg`Verifying your voter registration...`;
