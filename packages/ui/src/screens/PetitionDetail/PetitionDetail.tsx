import * as Dialog from '@radix-ui/react-dialog';
import * as Tabs from '@radix-ui/react-tabs';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import type { Petition } from '@rv/catalogue';
import type { StanceEligibility, VoterStance } from '@rv/domain';
import type { ReactNode } from 'react';
import { Button } from '../../components/Button';
import { Overlay } from '../../components/Overlay';
import { PageLayout } from '../../components/PageLayout';
import { RichText } from '../../components/RichText';
import { ExternalLink, TextLink } from '../../components/TextLink';
import type { StanceWithdrawal } from '../../components/WithdrawStance';
import { ActionBar, type StanceSave } from './ActionBar';
import * as styles from './PetitionDetail.css';

export { SAVE_FAILED_MESSAGE, type StanceSave } from './ActionBar';

export const PETITION_TABS = ['text', 'stances'] as const;
export type PetitionTab = (typeof PETITION_TABS)[number];

const TAB_LABELS: Record<PetitionTab, string> = { text: 'Petition Text', stances: 'Petition Stances' };

export const SAVE_STATUSES = [
  'IDLE',
  'SAVING',
  'SAVED',
  'FAILED',
] as const satisfies readonly StanceSave['status'][];

export const SUCCESS_MESSAGE =
  'Success! Your stance is included in the Petition Stances section of this petition.';
export const SAVING_MESSAGE = 'Saving your stance...';
/** The success dialog's first line: what was recorded, in the voter's words. */
export function recordedStance(stance: VoterStance, petitionTitle: string): string {
  return `You ${stance === 'YES' ? 'support' : 'oppose'} ${petitionTitle}.`;
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
}: PetitionDetailProps) {
  const [tab, setTab] = useControllableState({
    prop: tabProp,
    defaultProp: defaultTab,
    onChange: onTabChange,
  });
  return (
    <div className={styles.screen}>
      <PageLayout>
        <header className={styles.header}>
          <TextLink className={styles.back} to="/petitions">
            VIEW ALL PETITIONS
          </TextLink>
          <h1 className={styles.title}>{petition.uiTitle}</h1>
          <p className={styles.subtitle}>{petition.subtitle}</p>
        </header>
        {summary}
        <Tabs.Root value={tab} onValueChange={(value) => setTab(value as PetitionTab)}>
          <Tabs.List className={styles.tabList} aria-label="Petition">
            {PETITION_TABS.map((value) => (
              <Tabs.Trigger key={value} value={value} className={styles.tab}>
                {TAB_LABELS[value]}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="text">
            <RichText document={petition.fullText} />
          </Tabs.Content>
          <Tabs.Content value="stances">{stances}</Tabs.Content>
        </Tabs.Root>
      </PageLayout>
      {tab === 'text' ? (
        <div className={styles.actionBar}>
          <section className={styles.actionInner} aria-label="Your stance">
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
      {save.status === 'SAVING' ? <Overlay message={SAVING_MESSAGE} /> : null}
      <Dialog.Root open={save.status === 'SAVED'} onOpenChange={(open) => (open ? null : onDismissSuccess())}>
        <Dialog.Portal>
          <Dialog.Overlay className={styles.scrim} />
          <Dialog.Content className={styles.dialog} aria-describedby={undefined}>
            <Dialog.Title className={styles.dialogTitle}>{SUCCESS_MESSAGE}</Dialog.Title>
            {save.status === 'SAVED' ? <p>{recordedStance(save.stance, petition.uiTitle)}</p> : null}
            <p>What you can do next:</p>
            <ol className={styles.steps}>
              <li>
                Share this petition with other registered voters so their voices count too.
                {share}
              </li>
              <li>
                Vote: use the <ExternalLink href="/voter-guide">Voter Guide</ExternalLink> to compare your
                stances with those of your legislators before the next election.
              </li>
              <li>
                See, change or withdraw every stance you have taken in{' '}
                <TextLink to="/my-stances">My stances</TextLink>.
              </li>
            </ol>
            <Button
              onClick={() => {
                setTab('stances');
                onDismissSuccess();
              }}
            >
              SEE PETITION STANCES
            </Button>
            <Dialog.Close asChild>
              <Button variant="outlined">CLOSE</Button>
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
