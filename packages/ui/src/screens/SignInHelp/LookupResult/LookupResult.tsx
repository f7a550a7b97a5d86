import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { site } from '@rv/catalogue';
import { contactsOnFile, type LookupForm, type LookupOutcome } from '@rv/domain';
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
  return (
    <FlowPage
      title={useHeading(outcome)}
      before={<HelpHeaderBar submitted={submitted} onBack={onBack} onEdit={onEdit} onClear={onClear} />}
      after={<HelpContactFooter {...contact} />}
    >
      <Paragraphs outcome={outcome} productName={productName} />
      <Actions outcome={outcome} onEdit={onEdit} onRetry={onRetry} />
    </FlowPage>
  );
}

/** Each outcome's heading (docs/product/messages.md#sign-in-help-lookup). */
function useHeading(outcome: LookupOutcome): string {
  const { t } = useLingui();
  switch (outcome.classification) {
    case 'INVALID_STATE':
      return t`Zip code outside California and Florida`;
    case 'ERROR':
      return t`Something went wrong`;
    case 'NOT_FOUND':
      return t`No voter registration found`;
    case 'INACTIVE':
      return t`Your voter registration is inactive`;
    case 'ACTIVE_HAS_CONTACT':
      return t`Your phone/email on file`;
    case 'ACTIVE_NO_CONTACT':
      return t`No phone or email on file`;
    default:
      return outcome satisfies never;
  }
}

/** Each outcome's paragraphs, word for word as docs/product/messages.md#sign-in-help-lookup lists them. */
function Paragraphs({ outcome, productName }: { outcome: LookupOutcome; productName: string }): ReactNode {
  switch (outcome.classification) {
    case 'INVALID_STATE':
      return (
        <>
          <p>
            <Trans>
              This is not a California or Florida Zip Code. {productName} can only verify California and
              Florida voters at this time.
            </Trans>
          </p>
          <p>
            <Trans>
              If you are registered in California or Florida, enter the zip code of the address on your voter
              registration.
            </Trans>
          </p>
        </>
      );
    case 'ERROR':
      return (
        <p>
          <Trans>Some error occurred. Please try again later.</Trans>
        </p>
      );
    case 'NOT_FOUND':
      return (
        <>
          <p>
            <Trans>
              We found no California or Florida voter registration with this name, date of birth and zip code.
            </Trans>
          </p>
          <p>
            <Trans>
              Check that the name is spelled as on your registration and that the zip code is the one of your
              registration address, then try again.
            </Trans>
          </p>
          <p>
            <Trans>
              If you are not registered yet, or have moved, you can register or update your registration.
            </Trans>
          </p>
        </>
      );
    case 'INACTIVE': {
      const { inactiveCount } = outcome;
      return (
        <>
          <p>
            <Plural
              value={inactiveCount}
              one="We found your voter registration, but its status is inactive."
              other="We found # matching voter registrations, but their status is inactive."
            />
          </p>
          <p>
            <Trans>
              Only active voters can sign in. Updating your voter registration makes it active again.
            </Trans>
          </p>
        </>
      );
    }
    case 'ACTIVE_HAS_CONTACT':
      return (
        <>
          <p>{hasContactSentence[contactsOnFile(outcome)]}</p>
          <p>
            <Trans>
              If you no longer use it, update your voter registration with a phone number that receives texts
              or an email address.
            </Trans>
          </p>
        </>
      );
    case 'ACTIVE_NO_CONTACT':
      return (
        <>
          <p>
            <Trans>Your voter registration is active, but it has no phone number or email on file.</Trans>
          </p>
          <p>
            <Trans>
              To sign in, your registration needs a phone number that receives texts or an email address.
              Update your voter registration to add one.
            </Trans>
          </p>
        </>
      );
    default:
      return outcome satisfies never;
  }
}

// One whole sentence per case, so Spanish can word each its own way.
const hasContactSentence = {
  ONE_PHONE: (
    <Trans>Your active voter registration has this phone number on file. Sign in by verifying it.</Trans>
  ),
  ONE_EMAIL: <Trans>Your active voter registration has this email on file. Sign in by verifying it.</Trans>,
  SEVERAL: (
    <Trans>
      Your active voter registration has these contacts on file. Sign in by verifying one of them.
    </Trans>
  ),
};

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
          <Button onClick={onEdit}>
            <Trans>Edit voter info</Trans>
          </Button>
        </div>
      );
    case 'ERROR':
      return (
        <div className={flowStyles.actions}>
          <Button onClick={onRetry}>
            <Trans>TRY AGAIN</Trans>
          </Button>
        </div>
      );
    case 'NOT_FOUND':
      return (
        <div className={flowStyles.actions}>
          <Button onClick={onEdit}>
            <Trans>Edit voter info</Trans>
          </Button>
          <ButtonLink variant="outlined" to={VOTER_UPDATE_PATH}>
            <Trans>Register or update registration</Trans>
          </ButtonLink>
        </div>
      );
    case 'INACTIVE':
    case 'ACTIVE_NO_CONTACT':
      return (
        <div className={flowStyles.actions}>
          <ButtonLink to={VOTER_UPDATE_PATH}>
            <Trans>UPDATE VOTER REGISTRATION</Trans>
          </ButtonLink>
        </div>
      );
    case 'ACTIVE_HAS_CONTACT':
      return (
        <>
          <ContactsOnFile phones={outcome.phones} emails={outcome.emails} />
          <div className={flowStyles.actions}>
            <ButtonLink to="/signin">
              <Trans>SIGN IN</Trans>
            </ButtonLink>
            <p>
              <TextLink to={UPDATE_INSTRUCTIONS_PATH}>
                {contactsOnFile(outcome) === 'SEVERAL' ? (
                  <Trans>Can't receive texts or e-mail at these?</Trans>
                ) : (
                  <Trans>Can't receive texts or e-mail at this?</Trans>
                )}
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
  const phoneCount = phones.length;
  const emailCount = emails.length;
  return (
    <dl className={flowStyles.contacts}>
      {phones.length > 0 ? (
        <div>
          <dt>
            <Plural value={phoneCount} one="Phone on file" other="Phones on file" />
          </dt>
          {phones.map((phone) => (
            <dd key={phone}>{phone}</dd>
          ))}
        </div>
      ) : null}
      {emails.length > 0 ? (
        <div>
          <dt>
            <Plural value={emailCount} one="E-mail on file" other="E-mails on file" />
          </dt>
          {emails.map((email) => (
            <dd key={email}>{email}</dd>
          ))}
        </div>
      ) : null}
    </dl>
  );
}
