import { Button } from '../../../components/Button';
import { FlowPage, flowStyles } from '../../../components/FlowPage';

export const VOTER_NOT_FOUND_TITLE = 'Voter registration not found';

type VoterNotFoundProps = {
  /**
   * The identity the user just verified, as shown to its owner: "(415) 555-0142" or an e-mail
   * (identityLine from @rv/domain). It is theirs, so it is shown in full.
   */
  identity: string;
  onSignOut: () => void;
};

/** Signed in, but no active voter has this phone or e-mail (docs/product/screens.md#voter-not-found). */
export function VoterNotFound({ identity, onSignOut }: VoterNotFoundProps) {
  return (
    <FlowPage title={VOTER_NOT_FOUND_TITLE}>
      <p>
        <strong>{identity}</strong> was not found in the California or Florida active voter lists.
      </p>
      <p>
        Sign out, then use <strong>Find Phone/Email on File</strong> on the sign-in page to see which phone or
        e-mail your voter registration has.
      </p>
      <div className={flowStyles.actions}>
        <Button onClick={onSignOut}>SIGN OUT</Button>
      </div>
    </FlowPage>
  );
}
