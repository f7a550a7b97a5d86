// What went wrong when Firebase Auth refused a sign-in step, as codes the screens word
// (docs/product/messages.md#sign-in).

import type { EmailProblem } from './email';

/**
 * A sign-in problem with words a voter can act on. Codes whose provider text is only "Firebase:
 * Error (auth/…)." get words of our own; other codes show the provider's message
 * (docs/decisions/0062-small-wording-and-date-rules.md).
 */
export type AuthProblemCode =
  | EmailProblem
  | 'INCOMPLETE_PHONE'
  | 'WRONG_CODE'
  | 'TOO_MANY_ATTEMPTS'
  | 'NO_CONNECTION'
  | 'CODE_EXPIRED'
  | 'LINK_EXPIRED';

/**
 * What the screen says for a refused step: a code of ours; an old or used link (OLD_LINK), with
 * the provider's own sentence when it has one; any other error with the provider's readable
 * sentence (PROVIDER); else a failure naming Firebase's code (FAILED). The provider's sentences
 * are Firebase's, in English.
 */
export type AuthProblem =
  | { readonly code: AuthProblemCode }
  | { readonly code: 'OLD_LINK'; readonly detail: string | null }
  | { readonly code: 'PROVIDER'; readonly detail: string }
  | { readonly code: 'FAILED'; readonly providerCode: string | null };

const OWN_WORDS: Readonly<Record<string, AuthProblemCode>> = {
  'auth/invalid-verification-code': 'WRONG_CODE',
  'auth/too-many-requests': 'TOO_MANY_ATTEMPTS',
  'auth/network-request-failed': 'NO_CONNECTION',
  'auth/code-expired': 'CODE_EXPIRED',
  'auth/invalid-phone-number': 'INCOMPLETE_PHONE',
  'auth/expired-action-code': 'LINK_EXPIRED',
};

/**
 * The provider message without Firebase's wrapping: "Firebase: The code is invalid.
 * (auth/x)." → "The code is invalid." Null when nothing readable is left.
 */
export function providerMessageText(message: string | null | undefined): string | null {
  const text = (message ?? '')
    .replace(/^\s*Firebase:\s*/i, '')
    .replace(/\s*\(auth\/[a-z0-9-]+\)\.?\s*$/i, '')
    .trim();
  if (text === '' || /^error\.?$/i.test(text)) return null;
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

export interface AuthErrorLike {
  readonly code?: string | null;
  readonly message?: string | null;
}

/**
 * The problem to show for an auth error. `confirming` is true on the CONFIRM_EMAIL step, where
 * an invalid e-mail means the re-entered address did not match the link.
 */
export function authProblem(
  error: AuthErrorLike,
  options: { readonly confirming?: boolean } = {},
): AuthProblem {
  const providerCode = error.code || null;
  const detail = providerMessageText(error.message);
  if (providerCode === 'auth/invalid-email') {
    return { code: options.confirming ? 'EMAIL_MISMATCH' : 'INVALID_EMAIL' };
  }
  if (providerCode === 'auth/invalid-action-code') return { code: 'OLD_LINK', detail };
  const own = providerCode ? OWN_WORDS[providerCode] : undefined;
  if (own) return { code: own };
  return detail ? { code: 'PROVIDER', detail } : { code: 'FAILED', providerCode };
}
