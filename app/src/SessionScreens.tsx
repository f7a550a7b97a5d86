// The full-screen states after sign-in (docs/product/screens.md#after-sign-in), loaded on demand:
// a signed-out visitor never needs them.
import { Trans } from '@lingui/react/macro';
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

// A failed set-up says so plainly and offers a retry or sign-out (docs/product/screens.md#set-up-failed).
export function SetUpFailed({ onSignOut }: { onSignOut: () => void }) {
  const { session } = useServices();
  const message = useSession((s) => s.setUpError);
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
