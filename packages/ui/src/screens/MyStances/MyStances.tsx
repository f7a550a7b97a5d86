// /my-stances (docs/product/screens.md#my-stances): every petition the voter has a stance on,
// with Change and Withdraw, then the petitions open to them that they have not answered yet.
import { Trans, useLingui } from '@lingui/react/macro';
import { memberPagePath, type Petition, seatPagePath } from '@rv/catalogue';
import {
  type AnsweredPetition,
  formatRecordedAt,
  INTL_TAGS,
  type MyStancesList,
  type RegisteredSeats,
  VOTER_STANCE_AS_LEGISLATOR_STANCE,
} from '@rv/domain';
import { useId, useRef } from 'react';
import { Button, ButtonLink, SignInButtonLink } from '../../components/Button';
import { DistrictPlanNotice } from '../../components/DistrictPlanNotice';
import { PageLayout } from '../../components/PageLayout';
import { Spinner } from '../../components/Spinner';
import { StanceBadge } from '../../components/StanceKey';
import { LinkButton, TextLink } from '../../components/TextLink';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { StanceChangeLimitMessage } from '../../components/WaitTime';
import {
  type StanceWithdrawal,
  useFocusWhen,
  WithdrawButton,
  WithdrawFailedMessage,
  WithdrawingOverlay,
  WithdrawnMessage,
} from '../../components/WithdrawStance';
import { usePageLocale } from '../../i18n/useFormats';
import { JurisdictionLabel } from '../PetitionList';
import type { RepresentativeSeat } from '../VoterGuide/VoterGuide/guideSeat';
import { useSeatLabel } from '../VoterGuide/VoterGuide/seatWords';
import * as styles from './MyStances.css';

// The page's texts in English, as docs/product/messages.md has them (stories and tests read them);
// the screen shows each as a message in the page's language.
export const MY_STANCES_TITLE = 'My stances';
export const SIGNED_OUT_PROMPT = 'Sign in to see the stances you have taken, and to change or withdraw them.';
export const LOADING_MESSAGE = 'Loading your stances...';
export const LOAD_FAILED_TITLE = 'Your stances could not be loaded.';
export const LOAD_FAILED_HINT = 'Check your connection and try again.';
export const NO_STANCES = 'You have not voiced an opinion on any petition yet.';
export const ANSWERED_HEADING = 'Your stances, latest first';
export const UNANSWERED_HEADING = 'Not answered yet';
export const ALL_ANSWERED = 'You have voiced an opinion on every petition open to you.';

/** What the page shows: the voter's record is read again each time it opens. */
export type MyStancesView =
  | { readonly status: 'SIGNED_OUT' }
  | { readonly status: 'LOADING' }
  | { readonly status: 'ERROR' }
  | { readonly status: 'READY'; readonly list: MyStancesList<Petition> };

export const MY_STANCES_STATUSES = [
  'SIGNED_OUT',
  'LOADING',
  'ERROR',
  'READY',
] as const satisfies readonly MyStancesView['status'][];

/** A withdrawal from this page, and which petition it is about. */
export type PetitionWithdrawal =
  | { readonly status: 'IDLE' }
  | (Exclude<StanceWithdrawal, { status: 'IDLE' }> & { readonly petition: Petition });

type MyStancesProps = {
  view: MyStancesView;
  withdrawal: PetitionWithdrawal;
  /** Withdraws the voter's stance on the petition (the confirm step has been answered). */
  onWithdraw: (petition: Petition) => void;
  /** TRY AGAIN after a failed load. */
  onRetry: () => void;
  /** The time zone of "recorded" times (stories and tests); the browser's own by default. */
  timeZone?: string;
  /** The voter's senators and representative (or vacant seat), each linked to their page. */
  representatives?: readonly RepresentativeSeat[];
  /**
   * The voter's district and the day it is, to say why no representative is listed while their
   * district is on another plan than the members in office (DistrictPlanNotice).
   */
  ownDistrict?: { readonly voter: RegisteredSeats; readonly now: Date };
};

export function MyStances({
  view,
  withdrawal,
  onWithdraw,
  onRetry,
  timeZone,
  representatives = [],
  ownDistrict,
}: MyStancesProps) {
  const { t } = useLingui();
  return (
    <PageLayout>
      <h1 className={styles.title}>
        <Trans>My stances</Trans>
      </h1>
      {view.status === 'SIGNED_OUT' ? (
        <div className={styles.stack}>
          <p>
            <Trans>Sign in to see the stances you have taken, and to change or withdraw them.</Trans>
          </p>
          {/* Sign-in comes back to this page (docs/product/session.md#returning-after-sign-in). */}
          <SignInButtonLink />
        </div>
      ) : view.status === 'LOADING' ? (
        <Spinner label={t`Loading your stances...`} showLabel />
      ) : view.status === 'ERROR' ? (
        <div className={styles.stack} role="alert">
          <p>
            <strong>
              <Trans>Your stances could not be loaded.</Trans>
            </strong>{' '}
            <Trans>Check your connection and try again.</Trans>
          </p>
          <Button onClick={onRetry}>
            <Trans>TRY AGAIN</Trans>
          </Button>
        </div>
      ) : (
        <>
          <Stances list={view.list} withdrawal={withdrawal} onWithdraw={onWithdraw} timeZone={timeZone} />
          {representatives.length > 0 ? (
            <YourMembers representatives={representatives} ownDistrict={ownDistrict} />
          ) : null}
        </>
      )}
    </PageLayout>
  );
}

function Stances({
  list,
  withdrawal,
  onWithdraw,
  timeZone,
}: Pick<MyStancesProps, 'withdrawal' | 'onWithdraw' | 'timeZone'> & { list: MyStancesList<Petition> }) {
  const result = useRef<HTMLParagraphElement>(null);
  useFocusWhen(result, withdrawal.status === 'WITHDRAWN');
  const ids = useId();
  return (
    <>
      {withdrawal.status === 'WITHDRAWN' ? (
        <p className={styles.notice} role="status" tabIndex={-1} ref={result}>
          <WithdrawnMessage petitionTitle={withdrawal.petition.uiTitle} />
        </p>
      ) : null}
      {withdrawal.status === 'FAILED' ? (
        <div className={styles.alert} role="alert">
          <p>
            <strong>{withdrawal.petition.uiTitle}:</strong>{' '}
            {withdrawal.retryAfterSeconds ? (
              <StanceChangeLimitMessage retryAfterSeconds={withdrawal.retryAfterSeconds} />
            ) : (
              <>
                <WithdrawFailedMessage />{' '}
                <LinkButton onClick={() => onWithdraw(withdrawal.petition)}>
                  <Trans>Try again</Trans>
                </LinkButton>
              </>
            )}
          </p>
        </div>
      ) : null}
      {withdrawal.status === 'WITHDRAWING' ? <WithdrawingOverlay /> : null}
      <section aria-labelledby={`${ids}-answered`}>
        <h2 id={`${ids}-answered`} className={styles.sectionTitle}>
          <Trans>Your stances, latest first</Trans>
        </h2>
        {list.answered.length === 0 ? (
          <p>
            <Trans>You have not voiced an opinion on any petition yet.</Trans>
          </p>
        ) : (
          <ul className={styles.cards}>
            {list.answered.map((answer) => (
              <StanceCard
                key={answer.petition.url}
                answer={answer}
                onWithdraw={() => onWithdraw(answer.petition)}
                timeZone={timeZone}
              />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={`${ids}-unanswered`} className={styles.unanswered}>
        <h2 id={`${ids}-unanswered`} className={styles.sectionTitle}>
          <Trans>Not answered yet</Trans>
        </h2>
        {list.unanswered.length === 0 ? (
          <p>
            <Trans>You have voiced an opinion on every petition open to you.</Trans>
          </p>
        ) : (
          <ul className={styles.cards}>
            {list.unanswered.map((petition) => (
              <li key={petition.url} className={styles.card}>
                <h3 className={styles.cardTitle}>
                  <TextLink to={`/petitions/${petition.url}`}>{petition.uiTitle}</TextLink>
                </h3>
                <p className={styles.label}>
                  <JurisdictionLabel jurisdiction={petition.jurisdiction} />
                </p>
                <p>{petition.tileDescription}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function StanceCard({
  answer,
  onWithdraw,
  timeZone,
}: {
  answer: AnsweredPetition<Petition>;
  onWithdraw: () => void;
  timeZone: string | undefined;
}) {
  const { petition, stance, at } = answer;
  const locale = usePageLocale();
  const title = petition.uiTitle;
  const recorded = formatRecordedAt(at, timeZone, INTL_TAGS[locale]);
  const { t } = useLingui();
  return (
    <li className={styles.card}>
      <h3 className={styles.cardTitle}>
        <TextLink to={`/petitions/${petition.url}`}>{title}</TextLink>
      </h3>
      <p className={styles.label}>
        <JurisdictionLabel jurisdiction={petition.jurisdiction} />
      </p>
      <p>
        <StanceBadge
          stance={VOTER_STANCE_AS_LEGISLATOR_STANCE[stance]}
          label={stance === 'YES' ? t`You support this petition.` : t`You oppose this petition.`}
        />
      </p>
      <p className={styles.label}>
        <Trans>
          Recorded <time dateTime={at}>{recorded}</time>
        </Trans>
      </p>
      <div className={styles.actions}>
        <ButtonLink variant="outlined" to={`/petitions/${petition.url}`}>
          <Trans>
            Change<VisuallyHidden> your stance on {title}</VisuallyHidden>
          </Trans>
        </ButtonLink>
        <WithdrawButton petitionTitle={title} stance={stance} onConfirm={onWithdraw} />
      </div>
    </li>
  );
}

/** The voter's members of Congress, each a link to their page (docs/product/screens.md#my-stances). */
function YourMembers({
  representatives,
  ownDistrict,
}: {
  representatives: readonly RepresentativeSeat[];
  ownDistrict: MyStancesProps['ownDistrict'];
}) {
  const id = useId();
  const seatLabel = useSeatLabel();
  return (
    <section aria-labelledby={id} className={styles.unanswered}>
      <h2 id={id} className={styles.sectionTitle}>
        <Trans>Your members of Congress</Trans>
      </h2>
      <p>
        <Trans>See where each stands on the petitions, beside the verified voters they represent.</Trans>
      </p>
      <ul>
        {representatives.map(({ selection, seat }) => {
          const label = seatLabel(seat.name);
          const state = selection.state;
          if (seat.kind === 'LEGISLATOR') {
            return (
              <li key={label}>
                {label}:{' '}
                <TextLink to={memberPagePath(seat.legislator.id)}>{seat.legislator.fullName}</TextLink>
              </li>
            );
          }
          return state ? (
            <li key={label}>
              {label}:{' '}
              <TextLink to={seatPagePath(state, Number(selection.seat))}>
                <Trans comment="a seat in Congress with no one in it">Vacant Seat</Trans>
              </TextLink>
            </li>
          ) : null;
        })}
      </ul>
      {ownDistrict ? <DistrictPlanNotice voter={ownDistrict.voter} now={ownDistrict.now} /> : null}
    </section>
  );
}
