import { site, type VoterListDatesFound, voterListAsOf } from '@rv/catalogue';
import { formatLongDate, type LookupForm, STATE_CODES, STATES, type StateCode } from '@rv/domain';
import type { ReactNode } from 'react';
import { FlowPage, flowStyles } from '../../../components/FlowPage';
import { SlideInPanel } from '../../../components/SlideInPanel';
import { ExternalLink, LinkButton, linkClassName } from '../../../components/TextLink';
import { HelpContactFooter } from '../HelpContactFooter';
import { HelpHeaderBar } from '../HelpHeaderBar';
import * as styles from './VoterUpdate.css';

export const VOTER_UPDATE_TITLE = 'Register or update your voter registration';

/** The three slide-ins of the voter-update page, (docs/product/screens.md#voter-update). */
export const VOTER_UPDATE_PANELS = ['PRIVACY', 'NOTIFICATION', 'LIST_UPDATES'] as const;
export type VoterUpdatePanel = (typeof VOTER_UPDATE_PANELS)[number];

export const VOTER_UPDATE_PANEL_TITLES: Record<VoterUpdatePanel, string> = {
  PRIVACY: 'A note on privacy',
  NOTIFICATION: 'Set voter update notification',
  LIST_UPDATES: 'How we update voter lists',
};

type VoterUpdateProps = {
  /** The state of the submitted zip code; null shows both states. */
  state: StateCode | null;
  submitted: LookupForm;
  onBack: () => void;
  onEdit: () => void;
  onClear: () => void;
  /** Which slide-in starts open (stories). */
  defaultPanel?: VoterUpdatePanel | null;
  site?: typeof site;
  /** The voter lists' dates from the database (null while unknown: site.yaml's date stands). */
  voterListDates?: VoterListDatesFound | null;
};

/** /signin/help/voter-update: how to register or update, with three slide-ins (docs/product/screens.md#voter-update). */
export function VoterUpdate({
  state,
  submitted,
  onBack,
  onEdit,
  onClear,
  defaultPanel = null,
  site: siteData = site,
  voterListDates = null,
}: VoterUpdateProps) {
  const states = state ? [state] : STATE_CODES;
  const { contact, productName } = siteData;
  const panel = (key: VoterUpdatePanel, label: string, body: ReactNode) => (
    <SlideInPanel
      title={VOTER_UPDATE_PANEL_TITLES[key]}
      defaultOpen={defaultPanel === key}
      trigger={<LinkButton className={styles.panelLink}>{label}</LinkButton>}
    >
      {body}
    </SlideInPanel>
  );
  return (
    <FlowPage
      title={VOTER_UPDATE_TITLE}
      before={<HelpHeaderBar submitted={submitted} onBack={onBack} onEdit={onEdit} onClear={onClear} />}
      after={<HelpContactFooter {...contact} />}
    >
      <p>
        Register to vote, or update your registration, with your state's election office. Include a mobile
        phone number that can receive text messages, or an e-mail address: that is what you verify to sign in
        here.
      </p>
      {states.map((code) => {
        const info = siteData.states[code];
        return (
          <div key={code} className={styles.state}>
            <h2 className={styles.stateName}>{STATES[code].name}</h2>
            <ul className={flowStyles.list}>
              <li>
                <ExternalLink href={info.registrationUpdateUrl}>
                  Register or update your registration
                </ExternalLink>
              </li>
              <li>
                <ExternalLink href={info.registrationCheckUrl}>Check your registration status</ExternalLink>
              </li>
            </ul>
            <p className={flowStyles.muted}>
              A change reaches our {STATES[code].name} voter list {info.voterList.updateLag} after you make
              it.
            </p>
          </div>
        );
      })}
      <ul className={styles.panels}>
        <li>
          {panel(
            'PRIVACY',
            'a note on privacy',
            <>
              <p>
                The phone number and e-mail on your voter registration are part of the voter list your state
                gives to campaigns, researchers and sites like {productName}.
              </p>
              <p>
                We use them only to check that you are the voter. We show them partly hidden, never in full,
                and we never sell personal data. A record that is confidential (California) or exempt from
                public record (Florida) is not in the list we receive, so it cannot sign in here.
              </p>
            </>,
          )}
        </li>
        <li>
          {panel(
            'NOTIFICATION',
            'Set voter update notification',
            <>
              <p>
                Your update reaches our voter list{' '}
                {states.map((code) => siteData.states[code].voterList.updateLag).join(' or ')} after you make
                it. Set a reminder in your calendar for then, and sign in with the new phone or e-mail.
              </p>
              <p>
                Or ask us to tell you: e-mail{' '}
                <a
                  className={linkClassName}
                  href={`mailto:${contact.email}?subject=Voter%20update%20notification`}
                >
                  {contact.email}
                </a>{' '}
                or call{' '}
                <a className={linkClassName} href={`tel:${contact.helpPhoneE164}`}>
                  {contact.helpPhone}
                </a>
                , and we will write when the next voter list is loaded.
              </p>
            </>,
          )}
        </li>
        <li>
          {panel(
            'LIST_UPDATES',
            'how we update voter lists',
            <>
              <p>
                We load each state's official voter list when the state publishes a new one. Only active
                voters with a phone or e-mail on their record can sign in.
              </p>
              <ul className={flowStyles.list}>
                {STATE_CODES.map((code) => {
                  const asOf = voterListAsOf(code, voterListDates, siteData);
                  return (
                    <li key={code}>
                      {STATES[code].name}:{' '}
                      {asOf ? `last updated ${formatLongDate(asOf)}; changes` : 'changes'} reach us{' '}
                      {siteData.states[code].voterList.updateLag} after they are made.
                    </li>
                  );
                })}
              </ul>
            </>,
          )}
        </li>
      </ul>
    </FlowPage>
  );
}
