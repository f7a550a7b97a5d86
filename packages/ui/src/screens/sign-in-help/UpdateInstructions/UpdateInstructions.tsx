import { site } from '@rv/catalogue';
import type { LookupForm } from '@rv/domain';
import { ButtonLink } from '../../../components/Button';
import { FlowPage, flowStyles } from '../../../components/FlowPage';
import { HelpContactFooter } from '../HelpContactFooter';
import { HelpHeaderBar } from '../HelpHeaderBar';
import { ContactsOnFile, VOTER_UPDATE_PATH } from '../LookupResult';

export const UPDATE_INSTRUCTIONS_TITLE = 'Your registration needs a phone or e-mail you can use';

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
  return (
    <FlowPage
      title={UPDATE_INSTRUCTIONS_TITLE}
      before={<HelpHeaderBar submitted={submitted} onBack={onBack} onEdit={onEdit} onClear={onClear} />}
      after={<HelpContactFooter {...contact} />}
    >
      <p>
        To sign in, your voter registration needs a phone number that can receive text messages (SMS), or an
        e-mail address. A landline or a number you no longer have cannot get the code.
      </p>
      <ContactsOnFile phones={phones} emails={emails} />
      <p>
        If you cannot receive a text or an e-mail at{' '}
        {phones.length + emails.length > 1 ? 'any of these' : 'this'}, update your voter registration with a
        mobile number or an e-mail address.
      </p>
      <div className={flowStyles.actions}>
        <ButtonLink to={VOTER_UPDATE_PATH}>UPDATE VOTER REGISTRATION</ButtonLink>
      </div>
    </FlowPage>
  );
}
