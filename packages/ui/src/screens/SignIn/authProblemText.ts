// The words of a sign-in problem (docs/product/messages.md#sign-in): @rv/domain says what went
// wrong (authProblem, emailProblem, phoneProblem) and the screens say it in the page's language.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { AuthProblem, AuthProblemCode } from '@rv/domain';

const OWN_WORDS: Readonly<Record<AuthProblemCode, MessageDescriptor>> = {
  INVALID_EMAIL: msg`Enter a valid email address.`,
  EMAIL_MISMATCH: msg`Email did not match. Try again.`,
  INCOMPLETE_PHONE: msg`Enter a complete phone number.`,
  WRONG_CODE: msg`Wrong code. Try again.`,
  TOO_MANY_ATTEMPTS: msg`Too many attempts. Wait a few minutes, then try again.`,
  NO_CONNECTION: msg`No connection to the sign-in service. Check your internet connection and try again.`,
  CODE_EXPIRED: msg`The code has expired. Send a new code.`,
  LINK_EXPIRED: msg`This sign-in link has expired. Send a new one.`,
};

/** The sentence a voter reads for `problem`, in the language of `i18n`. */
function authProblemText(i18n: I18n, problem: AuthProblem): string {
  switch (problem.code) {
    case 'OLD_LINK': {
      const { detail } = problem;
      return detail
        ? i18n._(
            msg({
              comment:
                "{detail} is Firebase's own sentence about the link, in English: a translation leaves it out",
              message: `${detail} Use the most recent, valid sign-in link. Older sign-in links are invalid.`,
            }),
          )
        : i18n._(msg`Use the most recent, valid sign-in link. Older sign-in links are invalid.`);
    }
    case 'PROVIDER': {
      const { detail } = problem;
      return i18n._(
        msg({
          comment:
            "Firebase's own sentence, in English, for a sign-in error we have no words for: a translation says that sign-in failed and to try again",
          message: `${detail}`,
        }),
      );
    }
    case 'FAILED': {
      const { providerCode } = problem;
      return providerCode
        ? i18n._(
            msg({
              comment: "{providerCode} is Firebase's error code, such as auth/internal-error",
              message: `Sign-in failed (${providerCode}). Please try again.`,
            }),
          )
        : i18n._(msg`Sign-in failed. Please try again.`);
    }
    default:
      return i18n._(OWN_WORDS[problem.code]);
  }
}

/** authProblemText in the screen's language. */
export function useAuthProblemText(): (problem: AuthProblem) => string {
  const { i18n } = useLingui();
  return (problem) => authProblemText(i18n, problem);
}
