import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/Button';
import { FlowPage, flowStyles } from '../../../components/FlowPage';

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
  const { t } = useLingui();
  return (
    <FlowPage title={t`Voter registration not found`}>
      <p>
        <Trans>
          <strong>{identity}</strong> was not found in the California or Florida active voter lists.
        </Trans>
      </p>
      <p>
        <Trans>
          Your name, date of birth and zip code find the phone or e-mail your voter registration has, so you
          can sign in with it.
        </Trans>
      </p>
      <div className={flowStyles.actions}>
        <Button onClick={onFindContactOnFile}>
          <Trans>Sign out and find my phone/e-mail on file</Trans>
        </Button>
      </div>
    </FlowPage>
  );
}
