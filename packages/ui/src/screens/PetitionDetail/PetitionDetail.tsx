import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import * as Tabs from '@radix-ui/react-tabs';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { type Bill, type Petition, STANCE_EXPLAINER_PATH } from '@rv/catalogue';
import {
  congressEnds,
  expiredWithoutLaw,
  ordinal,
  type StanceEligibility,
  type VoterStance,
} from '@rv/domain';
import { lazy, type ReactNode, Suspense, useEffect, useRef } from 'react';
import { PageLayout } from '../../components/PageLayout';
import { RichText } from '../../components/RichText';
import { TextLink } from '../../components/TextLink';
import type { StanceWithdrawal } from '../../components/WithdrawStance';
import { useFormats, usePageLocale } from '../../i18n/useFormats';
import { ActionBar, type StanceSave } from './ActionBar';
import * as styles from './PetitionDetail.css';

export type { StanceSave } from './ActionBar';

// The saving overlay and the success dialog bring Radix's dialogs: they load when a voter who may
// voice a stance is on the page (and so are there by the first Support or Oppose), not with the
// page every visitor opens (decision 0079-petition-page-loads-what-it-shows).
const loadOverlay = () => import('../../components/Overlay');
const loadStanceSaved = () => import('./StanceSaved');
const Overlay = lazy(() => loadOverlay().then((m) => ({ default: m.Overlay })));
const StanceSaved = lazy(() => loadStanceSaved().then((m) => ({ default: m.StanceSaved })));

export const PETITION_TABS = ['text', 'stances'] as const;
export type PetitionTab = (typeof PETITION_TABS)[number];

const TAB_LABELS = { text: msg`Petition Text`, stances: msg`Petition Stances` } as const;

export const SAVE_STATUSES = [
  'IDLE',
  'SAVING',
  'SAVED',
  'FAILED',
] as const satisfies readonly StanceSave['status'][];

/**
 * The cited bills that died with their Congress, each said plainly above the text: a voter
 * should not read a petition as backing a live bill when that bill can no longer pass.
 */
function ExpiredBills({ bills, now }: { bills: readonly Bill[]; now: Date }) {
  const { longDate } = useFormats();
  const locale = usePageLocale();
  const expired = bills.filter((bill) => expiredWithoutLaw(bill, now));
  if (expired.length === 0) return null;
  return (
    <div className={styles.billStatus}>
      {expired.map((bill) => {
        const number = bill.number;
        const congress = locale === 'es' ? `${bill.congress}.º` : ordinal(bill.congress);
        const ended = longDate(congressEnds(bill.congress));
        return (
          <p key={bill.id}>
            <Trans comment="congress: 118th (English), 118.º (Spanish); ended: a long date">
              {number} expired without becoming law when the {congress} Congress ended on {ended}. A bill that
              is not passed must be introduced again in a new Congress.
            </Trans>
          </p>
        );
      })}
    </div>
  );
}

type PetitionDetailProps = {
  petition: Petition;
  eligibility: StanceEligibility;
  /** The selected voter's current stance on this petition. */
  currentStance: VoterStance | null;
  save: StanceSave;
  onStance: (stance: VoterStance) => void;
  onDismissSuccess: () => void;
  /** Withdrawing the current stance; without `onWithdraw`, Withdraw is not offered. */
  withdrawal?: StanceWithdrawal;
  onWithdraw?: () => void;
  /** The results for the Petition Stances tab (FederalResults or StateTotalResults). */
  stances: ReactNode;
  /** The open tab, when the page keeps it (in the URL); otherwise the screen keeps it from `defaultTab`. */
  tab?: PetitionTab;
  onTabChange?: (tab: PetitionTab) => void;
  /** The totals at the top of the petition (ResultsSummary). */
  summary?: ReactNode;
  /** The share action offered in the success dialog (ShareAction). */
  share?: ReactNode;
  defaultTab?: PetitionTab;
  /** Today, for the cited bills' status (default: the real time). */
  now?: Date;
};

/** /petitions/{url}: header, the two tabs, and the action bar at the bottom under the text. */
export function PetitionDetail({
  petition,
  eligibility,
  currentStance,
  save,
  onStance,
  onDismissSuccess,
  withdrawal = { status: 'IDLE' },
  onWithdraw,
  stances,
  tab: tabProp,
  onTabChange,
  summary,
  share,
  defaultTab = 'text',
  now = new Date(),
}: PetitionDetailProps) {
  const [tab, setTab] = useControllableState({
    prop: tabProp,
    defaultProp: defaultTab,
    onChange: onTabChange,
  });
  const { t, i18n } = useLingui();
  const mayVoice = eligibility.status === 'ELIGIBLE';
  useEffect(() => {
    if (!mayVoice) return;
    void loadOverlay();
    void loadStanceSaved();
  }, [mayVoice]);
  const actionBar = useRef<HTMLElement>(null);
  const tabList = useRef<HTMLDivElement>(null);
  // Where focus goes when the success dialog closes: SEE PETITION STANCES to the tab it opened,
  // CLOSE or Escape back to the stance button that opened it (Radix has no trigger to return to).
  const seeingStances = useRef(false);
  const returnFocus = (event: Event) => {
    event.preventDefault();
    const target = seeingStances.current
      ? tabList.current?.querySelector<HTMLElement>('[aria-selected="true"]')
      : (actionBar.current?.querySelector<HTMLElement>('button[aria-pressed="true"]') ??
        actionBar.current?.querySelector<HTMLElement>('button'));
    seeingStances.current = false;
    target?.focus();
  };
  return (
    <div className={styles.screen}>
      <PageLayout>
        <header className={styles.header}>
          <TextLink className={styles.back} to="/petitions">
            <Trans comment="a link, in capitals">VIEW ALL PETITIONS</Trans>
          </TextLink>
          <h1 className={styles.title}>{petition.uiTitle}</h1>
          <p className={styles.subtitle}>{petition.subtitle}</p>
        </header>
        {summary}
        <Tabs.Root value={tab} onValueChange={(value) => setTab(value as PetitionTab)}>
          <Tabs.List
            ref={tabList}
            className={styles.tabList}
            aria-label={t({ message: 'Petition', context: 'the tabs of a petition' })}
          >
            {PETITION_TABS.map((value) => (
              <Tabs.Trigger key={value} value={value} className={styles.tab}>
                {i18n._(TAB_LABELS[value])}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="text">
            <ExpiredBills bills={petition.citedBills} now={now} />
            <RichText document={petition.fullText} />
          </Tabs.Content>
          <Tabs.Content value="stances">{stances}</Tabs.Content>
        </Tabs.Root>
        <p className={styles.explainer}>
          <Trans>
            Everyone sees the counts; no one sees how you voted.{' '}
            <TextLink to={STANCE_EXPLAINER_PATH}>What happens to your stance</TextLink>
          </Trans>
        </p>
      </PageLayout>
      {tab === 'text' ? (
        <div className={styles.actionBar}>
          <section className={styles.actionInner} aria-label={t`Your stance`} ref={actionBar}>
            <ActionBar
              petitionTitle={petition.uiTitle}
              eligibility={eligibility}
              currentStance={currentStance}
              save={save}
              onStance={onStance}
              withdrawal={withdrawal}
              onWithdraw={onWithdraw}
            />
          </section>
        </div>
      ) : null}
      {save.status === 'SAVING' ? (
        <Suspense fallback={null}>
          <Overlay message={t`Saving your stance...`} />
        </Suspense>
      ) : null}
      {save.status === 'SAVED' ? (
        <Suspense fallback={null}>
          <StanceSaved
            stance={save.stance}
            petitionTitle={petition.uiTitle}
            share={share}
            onDismiss={onDismissSuccess}
            onSeeStances={() => {
              seeingStances.current = true;
              setTab('stances');
              onDismissSuccess();
            }}
            onCloseAutoFocus={returnFocus}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
