import { Button } from '../../../components/Button';
import { FlowPage, flowStyles } from '../../../components/FlowPage';

export const VOTER_NOT_FOUND_TITLE = 'Voter registration not found';
export const FIND_CONTACT_ON_FILE_LABEL = 'Sign out and find my phone/e-mail on file';

type VoterNotFoundProps = {
  /**
   * The identity the user just verified, as shown to its owner: "(415) 555-0142" or an e-mail
   * (identityLine from @rv/domain). It is theirs, so it is shown in full.
   */
  identity: string;
  /** Signs out and opens the sign-in help form. */
  onFindContactOnFile: () => void;
};

/** Signed in, but no active voter has this phone or e-mail (docs/product/screens.md#voter-not-found). */
export function VoterNotFound({ identity, onFindContactOnFile }: VoterNotFoundProps) {
  return (
    <FlowPage title={VOTER_NOT_FOUND_TITLE}>
      <p>
        <strong>{identity}</strong> was not found in the California or Florida active voter lists.
      </p>
      <p>
        Your name, date of birth and zip code find the phone or e-mail your voter registration has, so you can
        sign in with it.
      </p>
      <div className={flowStyles.actions}>
        <Button onClick={onFindContactOnFile}>{FIND_CONTACT_ON_FILE_LABEL}</Button>
      </div>
    </FlowPage>
  );
}
