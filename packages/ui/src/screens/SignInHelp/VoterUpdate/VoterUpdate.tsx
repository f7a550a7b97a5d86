import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { site, type VoterListDatesFound, voterListAsOf } from '@rv/catalogue';
import { INTL_TAGS, type LookupForm, STATE_CODES, STATES, type StateCode } from '@rv/domain';
import type { ReactNode } from 'react';
import { FlowPage, flowStyles } from '../../../components/FlowPage';
import { SlideInPanel } from '../../../components/SlideInPanel';
import { ExternalLink, LinkButton, linkClassName } from '../../../components/TextLink';
import { useFormats, usePageLocale } from '../../../i18n';
import { STATE_WORDS } from '../../About/stateWords';
import { HelpContactFooter } from '../HelpContactFooter';
import { HelpHeaderBar } from '../HelpHeaderBar';
import * as styles from './VoterUpdate.css';

const VOTER_UPDATE_TITLE = msg`Register or update your voter registration`;

/** The three slide-ins of the voter-update page, (docs/product/screens.md#voter-update). */
export const VOTER_UPDATE_PANELS = ['PRIVACY', 'NOTIFICATION', 'LIST_UPDATES'] as const;
export type VoterUpdatePanel = (typeof VOTER_UPDATE_PANELS)[number];

const VOTER_UPDATE_PANEL_TITLES: Record<VoterUpdatePanel, MessageDescriptor> = {
  PRIVACY: msg`A note on privacy`,
  NOTIFICATION: msg`Set voter update notification`,
  LIST_UPDATES: msg`How we update voter lists`,
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
  const { t, i18n } = useLingui();
  const locale = usePageLocale();
  const { longDate } = useFormats();
  const states = state ? [state] : STATE_CODES;
  const { contact, productName } = siteData;
  const { email, helpPhone, helpPhoneE164 } = contact;
  const lag = (code: StateCode) => i18n._(STATE_WORDS[code].updateLag);
  // "2-3 months or 1-2 months" when the state is unknown.
  const lags = new Intl.ListFormat(INTL_TAGS[locale], {
    type: 'disjunction',
  }).format(states.map(lag));
  const notificationSubject = encodeURIComponent(t`Voter update notification`);
  const panel = (key: VoterUpdatePanel, label: string, body: ReactNode) => (
    <SlideInPanel
      title={i18n._(VOTER_UPDATE_PANEL_TITLES[key])}
      defaultOpen={defaultPanel === key}
      trigger={<LinkButton className={styles.panelLink}>{label}</LinkButton>}
    >
      {body}
    </SlideInPanel>
  );
  return (
    <FlowPage
      title={i18n._(VOTER_UPDATE_TITLE)}
      before={<HelpHeaderBar submitted={submitted} onBack={onBack} onEdit={onEdit} onClear={onClear} />}
      after={<HelpContactFooter {...contact} />}
    >
      <p>
        <Trans>
          Register to vote, or update your registration, with your state's election office. Include a mobile
          phone number that can receive text messages, or an e-mail address: that is what you verify to sign
          in here.
        </Trans>
      </p>
      {states.map((code) => {
        const info = siteData.states[code];
        const name = STATES[code].name;
        const updateLag = lag(code);
        return (
          <div key={code} className={styles.state}>
            <h2 className={styles.stateName}>{name}</h2>
            <ul className={flowStyles.list}>
              <li>
                <ExternalLink href={info.registrationUpdateUrl}>
                  <Trans>Register or update your registration</Trans>
                </ExternalLink>
              </li>
              <li>
                <ExternalLink href={info.registrationCheckUrl}>
                  <Trans>Check your registration status</Trans>
                </ExternalLink>
              </li>
            </ul>
            <p className={flowStyles.muted}>
              <Trans>
                A change reaches our {name} voter list {updateLag} after you make it.
              </Trans>
            </p>
          </div>
        );
      })}
      <ul className={styles.panels}>
        <li>
          {panel(
            'PRIVACY',
            t`a note on privacy`,
            <>
              <p>
                <Trans>
                  The phone number and e-mail on your voter registration are part of the voter list your state
                  gives to campaigns, researchers and sites like {productName}.
                </Trans>
              </p>
              <p>
                <Trans>
                  We use them only to check that you are the voter. We show them partly hidden, never in full,
                  and we never sell personal data. A record that is confidential (California) or exempt from
                  public record (Florida) is not in the list we receive, so it cannot sign in here.
                </Trans>
              </p>
            </>,
          )}
        </li>
        <li>
          {panel(
            'NOTIFICATION',
            t`Set voter update notification`,
            <>
              <p>
                <Trans>
                  Your update reaches our voter list {lags} after you make it. Set a reminder in your calendar
                  for then, and sign in with the new phone or e-mail.
                </Trans>
              </p>
              <p>
                <Trans>
                  Or ask us to tell you: e-mail{' '}
                  <a className={linkClassName} href={`mailto:${email}?subject=${notificationSubject}`}>
                    {email}
                  </a>{' '}
                  or call{' '}
                  <a className={linkClassName} href={`tel:${helpPhoneE164}`}>
                    {helpPhone}
                  </a>
                  , and we will write when the next voter list is loaded.
                </Trans>
              </p>
            </>,
          )}
        </li>
        <li>
          {panel(
            'LIST_UPDATES',
            t`how we update voter lists`,
            <>
              <p>
                <Trans>
                  We load each state's official voter list when the state publishes a new one. Only active
                  voters with a phone or e-mail on their record can sign in.
                </Trans>
              </p>
              <ul className={flowStyles.list}>
                {STATE_CODES.map((code) => {
                  const asOf = voterListAsOf(code, voterListDates, siteData);
                  const name = STATES[code].name;
                  const updateLag = lag(code);
                  const date = asOf ? longDate(asOf) : null;
                  return (
                    <li key={code}>
                      {date ? (
                        <Trans>
                          {name}: last updated {date}; changes reach us {updateLag} after they are made.
                        </Trans>
                      ) : (
                        <Trans>
                          {name}: changes reach us {updateLag} after they are made.
                        </Trans>
                      )}
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
