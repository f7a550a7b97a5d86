// The sign-in help pages (docs/product/session.md#sign-in-help): each page renders or redirects
// by @rv/domain helpRouteDecision, from the page the voter came from and the stored lookup.
import { retryAfterOf } from '@rv/api';
import { site } from '@rv/catalogue';
import {
  classifyLookup,
  EMPTY_LOOKUP_FORM,
  HELP_PATHS,
  type HelpPage,
  type HelpRouteFacts,
  helpRouteDecision,
  isZipInServedStates,
  type LookupButtonState,
  type LookupForm,
  SIGN_IN_PATH,
  STATE_CODES,
  stateForZip,
  type ZipRanges,
} from '@rv/domain';
import { LookupResult, SignInHelpForm, UpdateInstructions, VoterUpdate } from '@rv/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { cameFrom, useNavigationMemory, useServices, useSession } from '../AppContext';
import { useVoterListDates } from '../results/voterLists';
import { helpAnswered, helpCleared, helpFormChanged, helpSubmitted } from '../state/session';

const ZIP_RANGES: ZipRanges = Object.fromEntries(
  STATE_CODES.map((state) => [state, site.states[state].zipRange]),
) as unknown as ZipRanges;

/** Router state the help pages pass along: "edit" and "clear" may always open the form. */
export interface SignInHelpNavigationState {
  readonly viaEditOrClear?: boolean;
  /**
   * "clear": the form empties the stored help data once it is shown. Clearing before leaving
   * would make the page being left redirect to /signin (its guard sees no result).
   */
  readonly clear?: boolean;
  /** The header bar's BACK: return to the page before, as if arriving the usual way. */
  readonly back?: boolean;
  /**
   * Sent on by the sign-in pages themselves (the not-found page's button, shown at /signin):
   * arriving from /signin, even when the page left was never rendered at its address.
   */
  readonly fromSignIn?: boolean;
}

// BACK returns to the previous help page, which counts as arriving from its usual predecessor
// (docs/decisions/0028-behaviour-we-designed.md: the guards would otherwise send BACK from the
// update pages to /signin, since voter-info only accepts arrival from the form).
const USUAL_PREDECESSOR: Readonly<Record<HelpPage, string>> = {
  FORM: SIGN_IN_PATH,
  VOTER_INFO: HELP_PATHS.FORM,
  UPDATE_INSTRUCTIONS: HELP_PATHS.VOTER_INFO,
  VOTER_UPDATE: HELP_PATHS.VOTER_INFO,
};

/** Renders `children` when the page may show now, else redirects (replacing the entry). */
function HelpGuard({ page, children }: { page: HelpPage; children: ReactNode }) {
  const memory = useNavigationMemory();
  const location = useLocation();
  const outcome = useSession((s) => s.help.outcome);
  // Decided once, on arrival: the page the voter came from does not change while they stay.
  const [facts] = useState<HelpRouteFacts>(() => {
    const state = location.state as SignInHelpNavigationState | null;
    return {
      from: state?.fromSignIn
        ? SIGN_IN_PATH
        : state?.back
          ? USUAL_PREDECESSOR[page]
          : cameFrom(memory, location.pathname),
      viaEditOrClear: state?.viaEditOrClear === true,
      outcome,
    };
  });
  const decision = helpRouteDecision(page, { ...facts, outcome });
  if (decision.kind === 'REDIRECT') return <Navigate to={decision.to} replace />;
  return <>{children}</>;
}

function useHelpActions() {
  const navigate = useNavigate();
  return {
    back: (to: string) => () => navigate(to, { state: { back: true } satisfies SignInHelpNavigationState }),
    edit: () =>
      navigate(HELP_PATHS.FORM, { state: { viaEditOrClear: true } satisfies SignInHelpNavigationState }),
    clear: () =>
      navigate(HELP_PATHS.FORM, {
        state: { viaEditOrClear: true, clear: true } satisfies SignInHelpNavigationState,
      }),
  };
}

export function SignInHelpFormPage() {
  return (
    <HelpGuard page="FORM">
      <HelpForm />
    </HelpGuard>
  );
}

function HelpForm() {
  const { store, session } = useServices();
  const navigate = useNavigate();
  const location = useLocation();
  const clearing = (location.state as SignInHelpNavigationState | null)?.clear === true;
  const storedForm = useSession((s) => s.help.form);
  const form = clearing ? EMPTY_LOOKUP_FORM : storedForm;
  const [buttonState, setButtonState] = useState<LookupButtonState>('IDLE');
  const [retryAfterSeconds, setRetryAfterSeconds] = useState<number | undefined>();
  useEffect(() => {
    if (clearing) store.setState(helpCleared);
  }, [clearing, store]);

  const submit = async (values: LookupForm) => {
    store.setState((s) => helpSubmitted(s, values));
    // A zip outside California and Florida is answered without a server call
    // (docs/product/rules.md#zip-code).
    if (!isZipInServedStates(values.zip, ZIP_RANGES)) {
      store.setState((s) => helpAnswered(s, classifyLookup(values.zip, null, ZIP_RANGES)));
      navigate(HELP_PATHS.VOTER_INFO);
      return;
    }
    setButtonState('LOADING');
    try {
      const api = await session.api();
      const response = await api.getVoterContact(values);
      store.setState((s) => helpAnswered(s, classifyLookup(values.zip, response, ZIP_RANGES)));
      navigate(HELP_PATHS.VOTER_INFO);
    } catch (error) {
      // Lookups used up (perhaps by someone else): the form says so and points to the help line.
      const limited = (error as { code?: unknown } | null)?.code === 'resource-exhausted';
      setRetryAfterSeconds(retryAfterOf(error));
      setButtonState(limited ? 'LIMITED' : 'ERROR');
    }
  };

  return (
    <SignInHelpForm
      defaultValue={form}
      onChange={(next) => store.setState((s) => helpFormChanged(s, next))}
      onSubmit={(values) => void submit(values)}
      buttonState={buttonState}
      retryAfterSeconds={retryAfterSeconds}
      onBack={() => navigate(SIGN_IN_PATH)}
      contact={site.contact}
      minimumAge={site.minimumAge}
    />
  );
}

export function VoterInfoPage() {
  return (
    <HelpGuard page="VOTER_INFO">
      <VoterInfo />
    </HelpGuard>
  );
}

function VoterInfo() {
  const actions = useHelpActions();
  const help = useSession((s) => s.help);
  if (!help.outcome || !help.submitted) return <Navigate to={SIGN_IN_PATH} replace />;
  return (
    <LookupResult
      outcome={help.outcome}
      submitted={help.submitted}
      onBack={actions.back(HELP_PATHS.FORM)}
      onEdit={actions.edit}
      onClear={actions.clear}
      onRetry={actions.edit}
    />
  );
}

export function UpdateInstructionsPage() {
  return (
    <HelpGuard page="UPDATE_INSTRUCTIONS">
      <UpdateInstructionsScreen />
    </HelpGuard>
  );
}

function UpdateInstructionsScreen() {
  const actions = useHelpActions();
  const help = useSession((s) => s.help);
  if (help.outcome?.classification !== 'ACTIVE_HAS_CONTACT' || !help.submitted) {
    return <Navigate to={HELP_PATHS.VOTER_INFO} replace />;
  }
  return (
    <UpdateInstructions
      phones={help.outcome.phones}
      emails={help.outcome.emails}
      submitted={help.submitted}
      onBack={actions.back(HELP_PATHS.VOTER_INFO)}
      onEdit={actions.edit}
      onClear={actions.clear}
    />
  );
}

export function VoterUpdatePage() {
  return (
    <HelpGuard page="VOTER_UPDATE">
      <VoterUpdateScreen />
    </HelpGuard>
  );
}

function VoterUpdateScreen() {
  const actions = useHelpActions();
  const submitted = useSession((s) => s.help.submitted);
  const voterListDates = useVoterListDates();
  if (!submitted) return <Navigate to={SIGN_IN_PATH} replace />;
  return (
    <VoterUpdate
      voterListDates={voterListDates}
      state={stateForZip(submitted.zip, ZIP_RANGES)}
      submitted={submitted}
      onBack={actions.back(HELP_PATHS.VOTER_INFO)}
      onEdit={actions.edit}
      onClear={actions.clear}
    />
  );
}
