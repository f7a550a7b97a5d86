// The app: the full-screen session states (docs/product/screens.md#after-sign-in), the shell, and
// the routes (docs/product/screens.md#routes). Pages other than the landing load on demand;
// prerendered pages hydrate while their code arrives (Suspense keeps the server HTML meanwhile).
import { useLingui } from '@lingui/react/macro';
import { LEGISLATORS_PATH, STANCE_EXPLAINER_PATH, STANCES_STANDARD_PATH, site } from '@rv/catalogue';
import { HELP_PATHS, leavesHelp, readableWhileNotFound, type SessionScreen, sessionScreen } from '@rv/domain';
import { LoadingScreen, PageLayout, Shell, type ShellSession, Spinner, VERIFYING_MESSAGE } from '@rv/ui';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { useNavigationMemory, useServices, useSession } from './AppContext';
import { pageI18n } from './language';
import LandingPage from './pages/LandingPage';
import type { SignInHelpNavigationState } from './pages/SignInHelpPages';
import { isJustSignedIn, OPEN_DATA_PATH } from './routing/paths';
import { pageOf } from './routing/petitionPaths';
import { PRERENDERED_ATTRIBUTE } from './routing/prerendered';
import { helpCleared, type SessionState } from './state/session';

const Verifying = lazy(() => import('./SessionScreens').then((m) => ({ default: m.Verifying })));
const NotFound = lazy(() => import('./SessionScreens').then((m) => ({ default: m.NotFound })));
const PickVoter = lazy(() => import('./SessionScreens').then((m) => ({ default: m.PickVoter })));
const SetUpFailed = lazy(() => import('./SessionScreens').then((m) => ({ default: m.SetUpFailed })));
const PetitionListPage = lazy(() => import('./pages/PetitionListPage'));
const PetitionPage = lazy(() => import('./pages/PetitionPage'));
const VoterGuidePage = lazy(() => import('./pages/VoterGuidePage'));
const MyStancesPage = lazy(() => import('./pages/MyStancesPage'));
const SignInPage = lazy(() => import('./pages/SignInPage'));
const AboutPage = lazy(() => import('./pages/AboutPages').then((m) => ({ default: m.AboutPage })));
const PoliciesPage = lazy(() => import('./pages/AboutPages').then((m) => ({ default: m.PoliciesPage })));
const TermsPage = lazy(() => import('./pages/AboutPages').then((m) => ({ default: m.TermsPage })));
const PrivacyPage = lazy(() => import('./pages/AboutPages').then((m) => ({ default: m.PrivacyPage })));
const StandardPage = lazy(() => import('./pages/AboutPages').then((m) => ({ default: m.StandardPage })));
const StanceExplainerPage = lazy(() =>
  import('./pages/AboutPages').then((m) => ({ default: m.StanceExplainerPage })),
);
const OpenDataPage = lazy(() => import('./pages/OpenDataPage'));
const LegislatorListPage = lazy(() => import('./pages/LegislatorListPage'));
const MemberPage = lazy(() => import('./pages/LegislatorPages').then((m) => ({ default: m.MemberPage })));
const OfficeReportPage = lazy(() =>
  import('./pages/LegislatorPages').then((m) => ({ default: m.OfficeReportPage })),
);
const SignInHelpFormPage = lazy(() =>
  import('./pages/SignInHelpPages').then((m) => ({ default: m.SignInHelpFormPage })),
);
const VoterInfoPage = lazy(() =>
  import('./pages/SignInHelpPages').then((m) => ({ default: m.VoterInfoPage })),
);
const UpdateInstructionsPage = lazy(() =>
  import('./pages/SignInHelpPages').then((m) => ({ default: m.UpdateInstructionsPage })),
);
const VoterUpdatePage = lazy(() =>
  import('./pages/SignInHelpPages').then((m) => ({ default: m.VoterUpdatePage })),
);

function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route path="/signin" element={<SignInPage />} />
      <Route path="/signin/help" element={<SignInHelpFormPage />} />
      <Route path="/signin/help/voter-info" element={<VoterInfoPage />} />
      <Route path="/signin/help/update-instructions" element={<UpdateInstructionsPage />} />
      <Route path="/signin/help/voter-update" element={<VoterUpdatePage />} />
      <Route path="/petitions" element={<PetitionListPage />} />
      {/* One route for all views of a petition (…/stances, …/stances/ca), so moving between them keeps the page. */}
      <Route path="/petitions/:url/*" element={<PetitionPage />} />
      <Route path="/voter-guide" element={<VoterGuidePage />} />
      <Route path={LEGISLATORS_PATH} element={<LegislatorListPage />} />
      <Route path={`${LEGISLATORS_PATH}/:address`} element={<MemberPage />} />
      <Route path={`${LEGISLATORS_PATH}/:address/report`} element={<OfficeReportPage />} />
      <Route path="/my-stances" element={<MyStancesPage />} />
      <Route path="/about" element={<AboutPage />} />
      <Route path="/about/policies" element={<PoliciesPage />} />
      <Route path="/about/terms-of-service" element={<TermsPage />} />
      <Route path="/about/privacy-policy" element={<PrivacyPage />} />
      <Route path={STANCES_STANDARD_PATH} element={<StandardPage />} />
      <Route path={STANCE_EXPLAINER_PATH} element={<StanceExplainerPage />} />
      <Route path={OPEN_DATA_PATH} element={<OpenDataPage />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}

/** Remembers the previous path (help guards) and clears the help data on leaving the help pages. */
function useNavigationTracking() {
  const { pathname, hash } = useLocation();
  const memory = useNavigationMemory();
  const { store } = useServices();
  useEffect(() => {
    const previous = memory.current;
    if (previous !== null && leavesHelp(previous, pathname)) store.setState(helpCleared);
    if (previous !== pathname) {
      memory.previous = previous;
      memory.current = pathname;
    }
    // The first page's head came with its HTML when it was prerendered; later pages set theirs
    // (the meta table holds the catalogue's titles, so it loads on demand).
    if (previous !== null || !document.getElementById('root')?.hasAttribute(PRERENDERED_ATTRIBUTE)) {
      void import('./routing/meta').then(({ routeMeta }) => {
        const meta = routeMeta(pathname);
        document.title = meta.title;
        document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
      });
    }
    if (previous !== null && pageOf(previous) !== pageOf(pathname) && !hash) window.scrollTo(0, 0);
  }, [pathname, hash, memory, store]);
}

function PageFallback() {
  const { t } = useLingui();
  return (
    <PageLayout>
      <Spinner label={t`Loading...`} />
    </PageLayout>
  );
}

export function App() {
  useNavigationTracking();
  const { session } = useServices();
  const navigate = useNavigate();
  const screen = useSession(appScreen);
  const { pathname } = useLocation();

  const signOut = () => {
    void session.signOut().finally(() => navigate('/signin', { replace: true }));
  };
  // From the not-found page (at /signin): signed out, on to the help form, which accepts arrival
  // from /signin (docs/product/session.md#sign-in-help).
  const findContactOnFile = () => {
    const state: SignInHelpNavigationState = { fromSignIn: true };
    void session.signOut().finally(() => navigate(HELP_PATHS.FORM, { state }));
  };

  switch (screen) {
    case 'SET_UP_FAILED':
      return (
        <Full>
          <SetUpFailed onSignOut={signOut} />
        </Full>
      );
    case 'RESTORING':
      return <LoadingScreen productName={site.productName} />;
    case 'VERIFYING':
      return (
        // Says what is happening while its own code loads, too.
        <Full message={pageI18n._(VERIFYING_MESSAGE)}>
          <Verifying />
        </Full>
      );
    case 'NOT_FOUND':
      // About, the policies and the help pages stay readable (docs/product/session.md#what-replaces-the-app).
      if (readableWhileNotFound(pathname)) {
        return (
          <AppShell onSignOut={signOut}>
            <AppRoutes />
          </AppShell>
        );
      }
      return (
        <Full>
          <NotFound onFindContactOnFile={findContactOnFile} />
        </Full>
      );
    case 'PICK_VOTER':
      return (
        <Full>
          <PickVoter onSignOut={signOut} />
        </Full>
      );
    case 'APP':
      return (
        <AppShell onSignOut={signOut}>
          <AppRoutes />
        </AppShell>
      );
    default:
      return screen satisfies never;
  }
}

type AppScreen = SessionScreen | 'SET_UP_FAILED' | 'RESTORING';

/**
 * What fills the window, as one string: the app selects only this from the store, so typing in a
 * form or a stance saved on a page does not render the whole app again.
 */
function appScreen(state: SessionState): AppScreen {
  if (state.setUpError && state.user) return 'SET_UP_FAILED';
  const screen = sessionScreen({
    userLoading: state.userLoading,
    uid: state.user?.uid ?? null,
    matchedAllVoters: state.matchedAllVoters,
    matchedSelectedVoter: state.matchedSelectedVoter,
  });
  // Restoring a saved session at start shows the loading screen; a fresh sign-in the verifying
  // overlay (docs/product/session.md#what-replaces-the-app).
  return screen === 'VERIFYING' && !state.user ? 'RESTORING' : screen;
}

/** A full-screen state, shown over nothing while its code loads (saying `message`, if given). */
function Full({ message, children }: { message?: string; children: ReactNode }) {
  return (
    <Suspense fallback={<LoadingScreen productName={site.productName} message={message} />}>
      <MarkInteractive />
      {children}
    </Suspense>
  );
}

function AppShell({ onSignOut, children }: { onSignOut: () => void; children: ReactNode }) {
  const user = useSession((s) => s.user);
  const voter = useSession((s) => s.matchedSelectedVoter);
  const session: ShellSession =
    user && voter ? { status: 'SIGNED_IN', voter, identity: user } : { status: 'SIGNED_OUT' };
  const confirmation = useSignInConfirmation();
  return (
    <Shell
      productName={site.productName}
      session={session}
      phoneRules={site.phone}
      onSignOut={onSignOut}
      {...confirmation}
    >
      <Suspense fallback={<PageFallback />}>
        <MarkInteractive />
        {children}
      </Suspense>
    </Shell>
  );
}

/**
 * The page the sign-in page sent the voter on to carries JUST_SIGNED_IN: the shell confirms who
 * they are signed in as on that page, until dismissed or they move on. The history entry loses
 * the mark at once, so going back to it or reloading does not say it again.
 *
 * The mark comes off that very entry, not through a navigation: a navigation replaces whatever
 * entry is current when the effect runs, and a voter who tapped a link before then (a busy
 * phone) would be sent back to where they signed in (decision 0061).
 */
function useSignInConfirmation() {
  const location = useLocation();
  const [confirmedOn, setConfirmedOn] = useState<string | null>(null);
  useEffect(() => {
    if (!isJustSignedIn(location.state)) return;
    setConfirmedOn(location.pathname);
    forgetJustSignedIn(location.key);
  }, [location]);
  // Moving on ends it: coming back to that page later does not confirm again.
  useEffect(() => {
    if (confirmedOn !== null && confirmedOn !== location.pathname) setConfirmedOn(null);
  }, [confirmedOn, location.pathname]);
  return {
    confirmSignIn: confirmedOn !== null && confirmedOn === location.pathname,
    onConfirmationDismissed: () => setConfirmedOn(null),
  };
}

/**
 * Takes the JUST_SIGNED_IN mark off the browser's history entry with this React Router key, if it
 * is still the current one; leaves the history alone otherwise. React Router keeps a location's
 * state and key in `history.state` as `usr` and `key`.
 */
function forgetJustSignedIn(key: string) {
  const entry: unknown = window.history.state;
  if (typeof entry !== 'object' || entry === null || !('key' in entry) || entry.key !== key) return;
  window.history.replaceState({ ...entry, usr: null }, '');
}

/**
 * Marks the page interactive (`<html data-hydrated>`) once the page itself has hydrated or
 * rendered: before that a prerendered form can be seen but a choice made in it is lost. It sits
 * inside the page's Suspense boundary, so a page whose code is still loading (its prerendered
 * HTML not yet hydrated) is not marked early, as it was when the shell alone had hydrated.
 * The journeys wait for this mark (tests/e2e/support/browser.ts).
 */
function MarkInteractive() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
