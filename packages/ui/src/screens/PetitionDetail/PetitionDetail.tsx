import * as Dialog from '@radix-ui/react-dialog';
import * as Tabs from '@radix-ui/react-tabs';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import type { Petition } from '@rv/catalogue';
import {
  LEGISLATOR_STANCE_LABELS,
  type StanceEligibility,
  VOTER_STANCE_AS_LEGISLATOR_STANCE,
  type VoterStance,
} from '@rv/domain';
import type { ReactNode } from 'react';
import { Button, ButtonLink } from '../../components/Button';
import { Overlay } from '../../components/Overlay';
import { PageLayout } from '../../components/PageLayout';
import { RichText } from '../../components/RichText';
import { ExternalLink, LinkButton, TextLink } from '../../components/TextLink';
import * as styles from './PetitionDetail.css';

export const PETITION_TABS = ['text', 'stances'] as const;
export type PetitionTab = (typeof PETITION_TABS)[number];

const TAB_LABELS: Record<PetitionTab, string> = { text: 'Petition Text', stances: 'Petition Stances' };

/** Saving a stance: a busy overlay, then a success dialog or a retry (docs/product/screens.md#saving-a-stance). */
export type StanceSave =
  | { readonly status: 'IDLE' }
  | { readonly status: 'SAVING'; readonly stance: VoterStance }
  | { readonly status: 'SAVED'; readonly stance: VoterStance }
  | { readonly status: 'FAILED'; readonly stance: VoterStance };

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
export const SAVE_FAILED_MESSAGE = 'Your stance was not saved. Check your connection and try again.';

type PetitionDetailProps = {
  petition: Petition;
  eligibility: StanceEligibility;
  /** The selected voter's current stance on this petition. */
  currentStance: VoterStance | null;
  save: StanceSave;
  onStance: (stance: VoterStance) => void;
  onDismissSuccess: () => void;
  /** The results for the Petition Stances tab (FederalResults or StateTotalResults). */
  stances: ReactNode;
  /** The open tab, when the page keeps it (in the URL); otherwise the screen keeps it from `defaultTab`. */
  tab?: PetitionTab;
  onTabChange?: (tab: PetitionTab) => void;
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
  stances,
  tab: tabProp,
  onTabChange,
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
              eligibility={eligibility}
              currentStance={currentStance}
              save={save}
              onStance={onStance}
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
              <li>Share this petition with other registered voters so their voices count too.</li>
              <li>
                Vote: use the <ExternalLink href="/voter-guide">Voter Guide</ExternalLink> to compare your
                stances with those of your legislators before the next election.
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

function ActionBar({
  eligibility,
  currentStance,
  save,
  onStance,
}: Pick<PetitionDetailProps, 'eligibility' | 'currentStance' | 'save' | 'onStance'>) {
  switch (eligibility.status) {
    case 'SIGNED_OUT':
      return (
        <>
          <p className={styles.prompt}>{eligibility.message}</p>
          <ButtonLink to="/signin">SIGN IN</ButtonLink>
        </>
      );
    case 'CITY_PETITION':
    case 'OTHER_STATE':
      return <p>{eligibility.message}</p>;
    case 'ELIGIBLE':
      return (
        <>
          {save.status === 'FAILED' ? (
            <div className={styles.alert} role="alert">
              <p>
                <strong>{LEGISLATOR_STANCE_LABELS[VOTER_STANCE_AS_LEGISLATOR_STANCE[save.stance]]}:</strong>{' '}
                {SAVE_FAILED_MESSAGE} <LinkButton onClick={() => onStance(save.stance)}>Try again</LinkButton>
              </p>
            </div>
          ) : (
            <p className={styles.prompt}>
              {currentStance
                ? `Your stance: ${LEGISLATOR_STANCE_LABELS[VOTER_STANCE_AS_LEGISLATOR_STANCE[currentStance]]}. You can change it at any time.`
                : 'Voice your opinion:'}
            </p>
          )}
          <div className={styles.choices}>
            {(['YES', 'NO'] as const).map((stance) => (
              <Button
                key={stance}
                variant={currentStance === stance ? 'filled' : 'outlined'}
                aria-pressed={currentStance === stance}
                onClick={() => onStance(stance)}
              >
                {LEGISLATOR_STANCE_LABELS[VOTER_STANCE_AS_LEGISLATOR_STANCE[stance]]}
              </Button>
            ))}
          </div>
        </>
      );
    default:
      return eligibility satisfies never;
  }
}
