// The full-screen states after sign-in (docs/product/screens.md#after-sign-in), loaded on demand:
// a signed-out visitor never needs them.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ERROR_MESSAGES, MESSAGES } from '@rv/api/contract';
import { site } from '@rv/catalogue';
import { identityLine, sortVotersForPicker } from '@rv/domain';
import { Button, PageLayout, VerifyingOverlay, VoterNotFound, VoterPicker } from '@rv/ui';
import { Navigate, useLocation } from 'react-router-dom';
import { useServices, useSession } from './AppContext';

export function Verifying() {
  return <VerifyingOverlay />;
}

/** Not found: one way on, signing out and opening the sign-in help form (docs/product/screens.md#voter-not-found). */
export function NotFound({ onFindContactOnFile }: { onFindContactOnFile: () => void }) {
  const { pathname } = useLocation();
  const user = useSession((s) => s.user);
  return (
    <>
      {/* The not-found page also sends the voter to /signin, replacing the entry (docs/product/screens.md#voter-not-found). */}
      {pathname === '/signin' ? null : <Navigate to="/signin" replace />}
      <VoterNotFound
        identity={identityLine(user ?? {}, site.phone) ?? ''}
        onFindContactOnFile={onFindContactOnFile}
      />
    </>
  );
}

export function PickVoter({ onSignOut }: { onSignOut: () => void }) {
  const { session } = useServices();
  const voters = useSession((s) => s.matchedAllVoters);
  const user = useSession((s) => s.user);
  return (
    <VoterPicker
      voters={sortVotersForPicker(voters ?? [])}
      identityKind={user?.phone ? 'phone' : 'email'}
      onSelect={(voterId) => session.pickVoter(voterId)}
      onSignOut={onSignOut}
    />
  );
}

// The server's messages a set-up can fail with (packages/api/src/errors.ts), as messages: the
// English of each is the server's text itself, so English pages show it unchanged.
const SET_UP_FAILURES: ReadonlyMap<string, MessageDescriptor> = new Map([
  [ERROR_MESSAGES.unauthenticated, msg`Sign in with your phone or e-mail first, then try again.`],
  [
    ERROR_MESSAGES['permission-denied'],
    msg`This voter record does not match your verified phone number or e-mail.`,
  ],
  [
    MESSAGES.emailNotVerified,
    msg`Your e-mail address is not verified yet. Open the sign-in link we e-mailed you, then try again.`,
  ],
  [
    MESSAGES.noIdentity,
    msg`Your account has no verified phone number or e-mail. Sign in by phone or e-mail link.`,
  ],
  [ERROR_MESSAGES.internal, msg`Something went wrong on our side. Please try again.`],
  [ERROR_MESSAGES.unavailable, msg`The service cannot be reached. Check your connection, then try again.`],
  [ERROR_MESSAGES['deadline-exceeded'], msg`The service took too long to answer. Please try again.`],
  [ERROR_MESSAGES.unknown, msg`Something went wrong. Please try again.`],
]);

// A failed set-up says so plainly and offers a retry or sign-out (docs/product/screens.md#set-up-failed).
export function SetUpFailed({ onSignOut }: { onSignOut: () => void }) {
  const { session } = useServices();
  const { t } = useLingui();
  const serverMessage = useSession((s) => s.setUpError) ?? '';
  const known = SET_UP_FAILURES.get(serverMessage);
  const message = known
    ? t(known)
    : t({
        comment:
          "The server's own English words for a failure we have no message for: a translation says that something went wrong and to try again",
        message: `${serverMessage}`,
      });
  return (
    <PageLayout>
      <h1>
        <Trans>We could not check your voter registration</Trans>
      </h1>
      <p role="alert">{message}</p>
      <Button onClick={() => void session.retrySetUp()}>
        <Trans>TRY AGAIN</Trans>
      </Button>
      <p />
      <Button variant="outlined" onClick={onSignOut}>
        <Trans>SIGN OUT</Trans>
      </Button>
    </PageLayout>
  );
}
