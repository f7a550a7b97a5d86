// Messages for Firebase Auth errors during sign-in (docs/product/messages.md#sign-in).

import { EMAIL_MISMATCH_MESSAGE, INVALID_EMAIL_MESSAGE } from './email';

export const WRONG_CODE_MESSAGE = 'Wrong code. Try again.';
export const OLD_LINK_ADVICE = 'Use the most recent, valid sign-in link. Older sign-in links are invalid.';

// Codes whose provider text is only "Firebase: Error (auth/…)." get words a voter can act on
// (decision, 2026-11-22: other codes show the provider's message, and Firebase 12's is empty
// for these).
const ACTIONABLE: Readonly<Record<string, string>> = {
  'auth/too-many-requests': 'Too many attempts. Wait a few minutes, then try again.',
  'auth/network-request-failed':
    'No connection to the sign-in service. Check your internet connection and try again.',
  'auth/code-expired': 'The code has expired. Send a new code.',
  'auth/invalid-phone-number': 'Enter a complete phone number.',
  'auth/expired-action-code': 'This sign-in link has expired. Send a new one.',
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
 * The message to show for an auth error. `confirming` is true on the CONFIRM_EMAIL step, where
 * an invalid e-mail means the re-entered address did not match the link.
 */
export function authErrorMessage(
  error: AuthErrorLike,
  options: { readonly confirming?: boolean } = {},
): string {
  const code = error.code ?? '';
  const provider = providerMessageText(error.message);
  switch (code) {
    case 'auth/invalid-email':
      return options.confirming ? EMAIL_MISMATCH_MESSAGE : INVALID_EMAIL_MESSAGE;
    case 'auth/invalid-verification-code':
      return WRONG_CODE_MESSAGE;
    case 'auth/invalid-action-code':
      return provider ? `${provider} ${OLD_LINK_ADVICE}` : OLD_LINK_ADVICE;
    default:
      return ACTIONABLE[code] ?? provider ?? `Sign-in failed${code ? ` (${code})` : ''}. Please try again.`;
  }
}
