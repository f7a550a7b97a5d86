import { cityStateLine, type MatchedVoter, sortVotersForPicker, voterFullName } from '@rv/domain';
import { FlowPage, flowStyles } from '../../../components/FlowPage';
import { LinkButton } from '../../../components/TextLink';
import * as styles from './VoterPicker.css';

export const VOTER_PICKER_TITLE = 'Select your voter registration';

type VoterPickerProps = {
  /** The matched voters, in any order: they are listed by name, suffix, city and state. */
  voters: readonly MatchedVoter[];
  /** 'phone' or 'email': what the verified identity is, for the wording. */
  identityKind: 'phone' | 'email';
  onSelect: (voterId: string) => void;
  onSignOut: () => void;
};

/** Several voters share the verified phone or e-mail: the user picks theirs (docs/product/screens.md#voter-picker). */
export function VoterPicker({ voters, identityKind, onSelect, onSignOut }: VoterPickerProps) {
  const what = identityKind === 'phone' ? 'phone number' : 'e-mail address';
  return (
    <FlowPage title={VOTER_PICKER_TITLE}>
      <p>Your {what} matches multiple voters. Select yourself:</p>
      <ul className={styles.list}>
        {sortVotersForPicker(voters).map((voter) => (
          <li key={voter.voterId}>
            <button type="button" className={styles.entry} onClick={() => onSelect(voter.voterId)}>
              <span className={styles.name}>{voterFullName(voter)}</span>
              <span className={flowStyles.muted}>{cityStateLine(voter)}</span>
            </button>
          </li>
        ))}
      </ul>
      <p>
        None of these is you? <LinkButton onClick={onSignOut}>sign out</LinkButton>
      </p>
    </FlowPage>
  );
}
