import { site } from '@rv/catalogue';
import { type LookupForm, type LookupOutcome, lookupMessage } from '@rv/domain';
import type { ReactNode } from 'react';
import { Button, ButtonLink } from '../../../components/Button';
import { FlowPage, flowStyles } from '../../../components/FlowPage';
import { TextLink } from '../../../components/TextLink';
import { HelpContactFooter } from '../HelpContactFooter';
import { HelpHeaderBar } from '../HelpHeaderBar';

export const UPDATE_INSTRUCTIONS_PATH = '/signin/help/update-instructions';
export const VOTER_UPDATE_PATH = '/signin/help/voter-update';

type LookupResultProps = {
  outcome: LookupOutcome;
  /** The submitted values, for the header bar. */
  submitted: LookupForm;
  onBack: () => void;
  onEdit: () => void;
  onClear: () => void;
  /** ERROR: run the same lookup again. */
  onRetry: () => void;
  productName?: string;
  contact?: typeof site.contact;
};

/** /signin/help/voter-info: one message screen per lookup classification (docs/product/screens.md#voter-info). */
export function LookupResult({
  outcome,
  submitted,
  onBack,
  onEdit,
  onClear,
  onRetry,
  productName = site.productName,
  contact = site.contact,
}: LookupResultProps) {
  const message = lookupMessage(outcome, { productName });
  return (
    <FlowPage
      title={message.heading}
      before={<HelpHeaderBar submitted={submitted} onBack={onBack} onEdit={onEdit} onClear={onClear} />}
      after={<HelpContactFooter {...contact} />}
    >
      {message.body.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <Actions outcome={outcome} onEdit={onEdit} onRetry={onRetry} />
    </FlowPage>
  );
}

function Actions({
  outcome,
  onEdit,
  onRetry,
}: {
  outcome: LookupOutcome;
  onEdit: () => void;
  onRetry: () => void;
}): ReactNode {
  switch (outcome.classification) {
    case 'INVALID_STATE':
      return (
        <div className={flowStyles.actions}>
          <Button onClick={onEdit}>EDIT VOTER INFO</Button>
        </div>
      );
    case 'ERROR':
      return (
        <div className={flowStyles.actions}>
          <Button onClick={onRetry}>TRY AGAIN</Button>
        </div>
      );
    case 'NOT_FOUND':
      return (
        <div className={flowStyles.actions}>
          <Button onClick={onEdit}>EDIT VOTER INFO</Button>
          <ButtonLink variant="outlined" to={VOTER_UPDATE_PATH}>
            REGISTER OR UPDATE REGISTRATION
          </ButtonLink>
        </div>
      );
    case 'INACTIVE':
    case 'ACTIVE_NO_CONTACT':
      return (
        <div className={flowStyles.actions}>
          <ButtonLink to={VOTER_UPDATE_PATH}>UPDATE VOTER REGISTRATION</ButtonLink>
        </div>
      );
    case 'ACTIVE_HAS_CONTACT':
      return (
        <>
          <ContactsOnFile phones={outcome.phones} emails={outcome.emails} />
          <div className={flowStyles.actions}>
            <ButtonLink to="/signin">SIGN IN</ButtonLink>
            <p>
              <TextLink to={UPDATE_INSTRUCTIONS_PATH}>
                Can't receive texts or e-mail at{' '}
                {outcome.phones.length + outcome.emails.length > 1 ? 'these' : 'this'}?
              </TextLink>
            </p>
          </div>
        </>
      );
    default:
      return outcome satisfies never;
  }
}

/** The contacts on file exactly as the server returned them: already masked. */
export function ContactsOnFile({ phones, emails }: { phones: readonly string[]; emails: readonly string[] }) {
  return (
    <dl className={flowStyles.contacts}>
      {phones.length > 0 ? (
        <div>
          <dt>{phones.length > 1 ? 'Phones' : 'Phone'} on file</dt>
          {phones.map((phone) => (
            <dd key={phone}>{phone}</dd>
          ))}
        </div>
      ) : null}
      {emails.length > 0 ? (
        <div>
          <dt>{emails.length > 1 ? 'E-mails' : 'E-mail'} on file</dt>
          {emails.map((email) => (
            <dd key={email}>{email}</dd>
          ))}
        </div>
      ) : null}
    </dl>
  );
}
