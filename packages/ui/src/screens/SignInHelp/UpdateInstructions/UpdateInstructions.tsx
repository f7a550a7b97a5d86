import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { site } from '@rv/catalogue';
import { contactsOnFile, type LookupForm } from '@rv/domain';
import { ButtonLink } from '../../../components/Button';
import { FlowPage, flowStyles } from '../../../components/FlowPage';
import { HelpContactFooter } from '../HelpContactFooter';
import { HelpHeaderBar } from '../HelpHeaderBar';
import { ContactsOnFile, VOTER_UPDATE_PATH } from '../LookupResult';

const UPDATE_INSTRUCTIONS_TITLE = msg`Your registration needs a phone or e-mail you can use`;

type UpdateInstructionsProps = {
  /** The contacts on file, masked by the server. */
  phones: readonly string[];
  emails: readonly string[];
  submitted: LookupForm;
  onBack: () => void;
  onEdit: () => void;
  onClear: () => void;
  contact?: typeof site.contact;
};

/** /signin/help/update-instructions: when the contacts on file cannot receive a text or e-mail (docs/product/screens.md#update-instructions). */
export function UpdateInstructions({
  phones,
  emails,
  submitted,
  onBack,
  onEdit,
  onClear,
  contact = site.contact,
}: UpdateInstructionsProps) {
  const { i18n } = useLingui();
  return (
    <FlowPage
      title={i18n._(UPDATE_INSTRUCTIONS_TITLE)}
      before={<HelpHeaderBar submitted={submitted} onBack={onBack} onEdit={onEdit} onClear={onClear} />}
      after={<HelpContactFooter {...contact} />}
    >
      <p>
        <Trans>
          To sign in, your voter registration needs a phone number that can receive text messages (SMS), or an
          e-mail address. A landline or a number you no longer have cannot get the code.
        </Trans>
      </p>
      <ContactsOnFile phones={phones} emails={emails} />
      <p>
        {contactsOnFile({ phones, emails }) === 'SEVERAL' ? (
          <Trans>
            If you cannot receive a text or an e-mail at any of these, update your voter registration with a
            mobile number or an e-mail address.
          </Trans>
        ) : (
          <Trans>
            If you cannot receive a text or an e-mail at this, update your voter registration with a mobile
            number or an e-mail address.
          </Trans>
        )}
      </p>
      <div className={flowStyles.actions}>
        <ButtonLink to={VOTER_UPDATE_PATH}>
          <Trans>UPDATE VOTER REGISTRATION</Trans>
        </ButtonLink>
      </div>
    </FlowPage>
  );
}
