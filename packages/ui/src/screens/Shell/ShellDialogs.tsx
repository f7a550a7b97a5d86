// The Shell's two dialogs, loaded on first open (Shell.tsx imports this module lazily): Radix
// Dialog and its focus/scroll-lock helpers were ~10 KB gzip of the landing's first download
// (docs/decisions/0019-lazy-shell-dialogs.md). The triggers stay in Shell.tsx and render immediately.
import { Trans, useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { accountPanelLines, type PhoneRules, type StateDistrictKind } from '@rv/domain';
import type { RefObject } from 'react';
import { Button, ButtonLink } from '../../components/Button';
import { DistrictPlanNotice } from '../../components/DistrictPlanNotice';
import { CloseIcon } from '../../components/Icon';
import type { LanguageChoice } from '../../i18n/languageChoice';
import { LanguageSwitch } from './LanguageSwitch';
import { NavList } from './NavList';
import type { ShellSession } from './Shell';
import * as styles from './Shell.css';

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The content's id, which the trigger's aria-controls names. */
  contentId: string;
  /**
   * The trigger lives outside Radix (a plain button in Shell.tsx), so Radix cannot return focus
   * to it on close; we do.
   */
  triggerRef: RefObject<HTMLButtonElement | null>;
};

function returnFocus(triggerRef: RefObject<HTMLButtonElement | null>) {
  return (event: Event) => {
    event.preventDefault();
    triggerRef.current?.focus();
  };
}

/** The full-screen menu under 732 px. */
export function MenuDialog({
  open,
  onOpenChange,
  contentId,
  triggerRef,
  signedIn,
  onSignOut,
  languageChoice,
}: DialogProps & { signedIn: boolean; onSignOut: () => void; languageChoice: LanguageChoice }) {
  const close = () => onOpenChange(false);
  const { t } = useLingui();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Content
          id={contentId}
          className={styles.menu}
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus(triggerRef)}
        >
          <div className={styles.menuHeader}>
            <Dialog.Title className={styles.accountTitle}>
              <Trans>Menu</Trans>
            </Dialog.Title>
            <Dialog.Close className={styles.iconButton} aria-label={t`Close menu`}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <nav aria-label={t({ message: 'Main', comment: 'the name of the site navigation' })}>
            <NavList className={styles.menuList} onNavigate={close} />
          </nav>
          <p className={styles.menuLanguage}>
            <LanguageSwitch choice={languageChoice} className={styles.navLink} />
          </p>
          {signedIn ? (
            <>
              {/* The account card's link, here too: on a phone the menu is where voters look. */}
              <ButtonLink to="/my-stances" onClick={close}>
                <Trans>My stances</Trans>
              </ButtonLink>
              <Button
                variant="outlined"
                onClick={() => {
                  close();
                  onSignOut();
                }}
              >
                <Trans>SIGN OUT</Trans>
              </Button>
            </>
          ) : (
            <ButtonLink to="/signin" onClick={close}>
              <Trans>SIGN IN</Trans>
            </ButtonLink>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A state legislative district as the account panel lists it. */
function StateDistrictLine({ kind, number }: { kind: StateDistrictKind; number: string }) {
  switch (kind) {
    case 'assembly':
      return <Trans>Assembly District {number}</Trans>;
    case 'stateHouse':
      return <Trans>State House District {number}</Trans>;
    case 'stateSenate':
      return <Trans>State Senate District {number}</Trans>;
    default:
      return kind satisfies never;
  }
}

/** The account card (a 340 px card from 540 px, full screen below). */
export function AccountDialog({
  open,
  onOpenChange,
  contentId,
  triggerRef,
  session,
  phoneRules,
  onSignOut,
}: DialogProps & {
  session: Extract<ShellSession, { status: 'SIGNED_IN' }>;
  phoneRules: PhoneRules;
  onSignOut: () => void;
}) {
  const lines = accountPanelLines(session.voter, session.identity, phoneRules);
  const district = lines.congressionalDistrict;
  const { t } = useLingui();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        {/* Clicks outside the card land here and close it (Radix onPointerDownOutside). */}
        <Dialog.Overlay className={styles.transparentScrim} data-testid="account-outside" />
        <Dialog.Content
          id={contentId}
          className={styles.account}
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus(triggerRef)}
        >
          <div className={styles.menuHeader}>
            <Dialog.Title className={styles.accountTitle}>
              <Trans>Your account</Trans>
            </Dialog.Title>
            <Dialog.Close className={styles.iconButton} aria-label={t`Close account panel`}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <ul className={styles.accountLines}>
            {lines.identity ? <li className={styles.muted}>{lines.identity}</li> : null}
            <li className={styles.accountName}>{lines.name}</li>
            <li>{lines.place}</li>
            {lines.stateDistricts.map(({ kind, number }) => (
              <li key={kind}>
                <StateDistrictLine kind={kind} number={number} />
              </li>
            ))}
            <li>
              <Trans>U.S. Congressional District {district}</Trans>
            </li>
            <DistrictPlanNotice as="li" voter={session.voter} now={new Date()} className={styles.muted} />
          </ul>
          <ButtonLink to="/my-stances" onClick={() => onOpenChange(false)}>
            <Trans>My stances</Trans>
          </ButtonLink>
          <Button
            variant="outlined"
            onClick={() => {
              onOpenChange(false);
              onSignOut();
            }}
          >
            <Trans>SIGN OUT</Trans>
          </Button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
