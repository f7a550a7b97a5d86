// The petition page's action bar (docs/product/screens.md#action-bar): who may voice a stance,
// the voter's current stance in words, Support / Oppose, and Withdraw.
import { Trans } from '@lingui/react/macro';
import { STATES, type StanceEligibility, type VoterStance } from '@rv/domain';
import { lazy, Suspense, useRef } from 'react';
import { Button, SignInButtonLink } from '../../components/Button';
import { LinkButton } from '../../components/TextLink';
import { StanceChangeLimitMessage } from '../../components/WaitTime';
import {
  type StanceWithdrawal,
  useFocusWhen,
  WithdrawFailedMessage,
  WithdrawnMessage,
} from '../../components/WithdrawStance';
import * as styles from './PetitionDetail.css';

// Withdraw and its busy overlay bring Radix's dialogs: they load when Withdraw is offered (a
// signed-in voter with a stance), not with the page every visitor opens (decision
// 0079-petition-page-loads-what-it-shows). By then the overlay's code is there too.
const loadWithdraw = () => import('../../components/WithdrawStance/WithdrawButton');
const WithdrawButton = lazy(() => loadWithdraw().then((m) => ({ default: m.WithdrawButton })));
const WithdrawingOverlay = lazy(() => loadWithdraw().then((m) => ({ default: m.WithdrawingOverlay })));

/** "You support this petition. You can change or withdraw it at any time." */
function CurrentStancePrompt({ stance }: { stance: VoterStance }) {
  return stance === 'YES' ? (
    <Trans>You support this petition. You can change or withdraw it at any time.</Trans>
  ) : (
    <Trans>You oppose this petition. You can change or withdraw it at any time.</Trans>
  );
}

/** Support, Oppose: the buttons, and the stance a failed save was for. */
function StanceLabel({ stance }: { stance: VoterStance }) {
  return stance === 'YES' ? (
    <Trans context="the button a voter presses">Support</Trans>
  ) : (
    <Trans context="the button a voter presses">Oppose</Trans>
  );
}

/** Saving a stance: a busy overlay, then a success dialog or a retry (docs/product/screens.md#saving-a-stance). */
export type StanceSave =
  | { readonly status: 'IDLE' }
  | { readonly status: 'SAVING'; readonly stance: VoterStance }
  | { readonly status: 'SAVED'; readonly stance: VoterStance }
  /** `retryAfterSeconds`: refused by the voter's change limit, not by the connection. */
  | { readonly status: 'FAILED'; readonly stance: VoterStance; readonly retryAfterSeconds?: number };

export type ActionBarProps = {
  petitionTitle: string;
  eligibility: StanceEligibility;
  /** The selected voter's current stance on this petition. */
  currentStance: VoterStance | null;
  save: StanceSave;
  onStance: (stance: VoterStance) => void;
  withdrawal: StanceWithdrawal;
  /** Withdraws the current stance (after the confirm step); without it, Withdraw is not offered. */
  onWithdraw?: () => void;
};

export function ActionBar(props: ActionBarProps) {
  const { eligibility } = props;
  switch (eligibility.status) {
    case 'SIGNED_OUT':
      return (
        <>
          <p className={styles.prompt}>
            <Trans>Sign in to voice your opinion:</Trans>
          </p>
          <SignInButtonLink />
        </>
      );
    case 'CITY_PETITION':
      return (
        <p>
          <Trans>You cannot participate on city petitions</Trans>
        </p>
      );
    case 'OTHER_STATE': {
      // Both states in full (decision 0062): "registered to vote in fl" is not a sentence.
      const petitionState = STATES[eligibility.petitionState].name;
      const voterState = STATES[eligibility.voterState].name;
      return (
        <p>
          <Trans>
            You cannot voice your opinion on this {petitionState} petition because you are registered to vote
            in {voterState}.
          </Trans>
        </p>
      );
    }
    case 'ELIGIBLE':
      return <EligibleActions {...props} />;
    default:
      return eligibility satisfies never;
  }
}

function EligibleActions({
  petitionTitle,
  currentStance,
  save,
  onStance,
  withdrawal,
  onWithdraw,
}: ActionBarProps) {
  const withdrawn = useRef<HTMLParagraphElement>(null);
  useFocusWhen(withdrawn, withdrawal.status === 'WITHDRAWN');
  return (
    <>
      {save.status === 'FAILED' ? (
        <div className={styles.alert} role="alert">
          <p>
            <strong>
              <StanceLabel stance={save.stance} />:
            </strong>{' '}
            {save.retryAfterSeconds ? (
              <StanceChangeLimitMessage retryAfterSeconds={save.retryAfterSeconds} />
            ) : (
              <>
                <Trans>Your stance was not saved. Check your connection and try again.</Trans>{' '}
                <LinkButton onClick={() => onStance(save.stance)}>
                  <Trans>Try again</Trans>
                </LinkButton>
              </>
            )}
          </p>
        </div>
      ) : withdrawal.status === 'FAILED' && onWithdraw ? (
        <div className={styles.alert} role="alert">
          <p>
            {withdrawal.retryAfterSeconds ? (
              <StanceChangeLimitMessage retryAfterSeconds={withdrawal.retryAfterSeconds} />
            ) : (
              <>
                <WithdrawFailedMessage />{' '}
                <LinkButton onClick={onWithdraw}>
                  <Trans>Try again</Trans>
                </LinkButton>
              </>
            )}
          </p>
        </div>
      ) : (
        <>
          {withdrawal.status === 'WITHDRAWN' && !currentStance ? (
            <p className={styles.notice} role="status" tabIndex={-1} ref={withdrawn}>
              <WithdrawnMessage petitionTitle={petitionTitle} />
            </p>
          ) : null}
          <p className={styles.prompt}>
            {currentStance ? (
              <CurrentStancePrompt stance={currentStance} />
            ) : (
              <Trans>Voice your opinion:</Trans>
            )}
          </p>
        </>
      )}
      <div className={styles.choices}>
        {(['YES', 'NO'] as const).map((stance) => (
          <Button
            key={stance}
            variant={currentStance === stance ? 'filled' : 'outlined'}
            aria-pressed={currentStance === stance}
            onClick={() => onStance(stance)}
          >
            <StanceLabel stance={stance} />
          </Button>
        ))}
      </div>
      {currentStance && onWithdraw ? (
        <div className={styles.withdraw}>
          <Suspense fallback={null}>
            <WithdrawButton
              look="link"
              petitionTitle={petitionTitle}
              stance={currentStance}
              onConfirm={onWithdraw}
            />
          </Suspense>
        </div>
      ) : null}
      {withdrawal.status === 'WITHDRAWING' ? (
        <Suspense fallback={null}>
          <WithdrawingOverlay />
        </Suspense>
      ) : null}
    </>
  );
}
