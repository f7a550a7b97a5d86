// The petition page's action bar (docs/product/screens.md#action-bar): who may voice a stance,
// the voter's current stance in words, Support / Oppose, and Withdraw.
import {
  currentStanceSentence,
  LEGISLATOR_STANCE_LABELS,
  type StanceEligibility,
  VOTER_STANCE_AS_LEGISLATOR_STANCE,
  type VoterStance,
} from '@rv/domain';
import { useRef } from 'react';
import { Button, SignInButtonLink } from '../../components/Button';
import { Overlay } from '../../components/Overlay';
import { LinkButton } from '../../components/TextLink';
import {
  type StanceWithdrawal,
  useFocusWhen,
  WITHDRAW_FAILED_MESSAGE,
  WITHDRAWING_MESSAGE,
  WithdrawButton,
  withdrawnMessage,
} from '../../components/WithdrawStance';
import * as styles from './PetitionDetail.css';

export const SAVE_FAILED_MESSAGE = 'Your stance was not saved. Check your connection and try again.';
export const NO_STANCE_PROMPT = 'Voice your opinion:';

/** "You support this petition. You can change or withdraw it at any time." */
export function currentStancePrompt(stance: VoterStance): string {
  return `${currentStanceSentence(stance)} You can change or withdraw it at any time.`;
}

/** Saving a stance: a busy overlay, then a success dialog or a retry (docs/product/screens.md#saving-a-stance). */
export type StanceSave =
  | { readonly status: 'IDLE' }
  | { readonly status: 'SAVING'; readonly stance: VoterStance }
  | { readonly status: 'SAVED'; readonly stance: VoterStance }
  | { readonly status: 'FAILED'; readonly stance: VoterStance };

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

const label = (stance: VoterStance) => LEGISLATOR_STANCE_LABELS[VOTER_STANCE_AS_LEGISLATOR_STANCE[stance]];

export function ActionBar(props: ActionBarProps) {
  const { eligibility } = props;
  switch (eligibility.status) {
    case 'SIGNED_OUT':
      return (
        <>
          <p className={styles.prompt}>{eligibility.message}</p>
          <SignInButtonLink />
        </>
      );
    case 'CITY_PETITION':
    case 'OTHER_STATE':
      return <p>{eligibility.message}</p>;
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
            <strong>{label(save.stance)}:</strong> {SAVE_FAILED_MESSAGE}{' '}
            <LinkButton onClick={() => onStance(save.stance)}>Try again</LinkButton>
          </p>
        </div>
      ) : withdrawal.status === 'FAILED' && onWithdraw ? (
        <div className={styles.alert} role="alert">
          <p>
            {WITHDRAW_FAILED_MESSAGE} <LinkButton onClick={onWithdraw}>Try again</LinkButton>
          </p>
        </div>
      ) : (
        <>
          {withdrawal.status === 'WITHDRAWN' && !currentStance ? (
            <p className={styles.notice} role="status" tabIndex={-1} ref={withdrawn}>
              {withdrawnMessage(petitionTitle)}
            </p>
          ) : null}
          <p className={styles.prompt}>
            {currentStance ? currentStancePrompt(currentStance) : NO_STANCE_PROMPT}
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
            {label(stance)}
          </Button>
        ))}
      </div>
      {currentStance && onWithdraw ? (
        <div className={styles.withdraw}>
          <WithdrawButton
            look="link"
            petitionTitle={petitionTitle}
            stance={currentStance}
            onConfirm={onWithdraw}
          />
        </div>
      ) : null}
      {withdrawal.status === 'WITHDRAWING' ? <Overlay message={WITHDRAWING_MESSAGE} /> : null}
    </>
  );
}
