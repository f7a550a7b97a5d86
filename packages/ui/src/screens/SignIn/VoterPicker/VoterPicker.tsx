import { Trans, useLingui } from '@lingui/react/macro';
import { cityStateLine, type MatchedVoter, sortVotersForPicker, voterFullName } from '@rv/domain';
import { FlowPage, flowStyles } from '../../../components/FlowPage';
import { LinkButton } from '../../../components/TextLink';
import * as styles from './VoterPicker.css';

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
  const { t } = useLingui();
  return (
    <FlowPage title={t`Select your voter registration`}>
      <p>
        {identityKind === 'phone' ? (
          <Trans>Your phone number matches multiple voters. Select yourself:</Trans>
        ) : (
          <Trans>Your e-mail address matches multiple voters. Select yourself:</Trans>
        )}
      </p>
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
        <Trans>
          None of these is you? <LinkButton onClick={onSignOut}>sign out</LinkButton>
        </Trans>
      </p>
    </FlowPage>
  );
}
