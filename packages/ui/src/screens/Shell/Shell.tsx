import { Trans, useLingui } from '@lingui/react/macro';
import type { SiteOperator } from '@rv/catalogue';
import { badgeLetter, type MatchedVoter, type PhoneRules, type UserIdentity } from '@rv/domain';
import { lazy, type ReactNode, Suspense, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ButtonLink } from '../../components/Button';
import { MenuIcon } from '../../components/Icon';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { cx } from '../../cx';
import { browserLanguageChoice, type LanguageChoice } from '../../i18n/languageChoice';
import { LanguageSuggestion, LanguageSwitch } from './LanguageSwitch';
import { NavList } from './NavList';
import * as styles from './Shell.css';
import { SignedInConfirmation } from './SignedInConfirmation';
import { SiteFooter } from './SiteFooter';

export { NAV_LINKS } from './NavList';

// Radix Dialog loads with the first open of either dialog, not with the page
// (docs/decisions/0019-lazy-shell-dialogs.md: with it the landing shipped 103.5 KB gzip of
// JavaScript against a 100 KB budget). One module, one chunk.
const loadDialogs = () => import('./ShellDialogs');
const MenuDialog = lazy(() => loadDialogs().then((m) => ({ default: m.MenuDialog })));
const AccountDialog = lazy(() => loadDialogs().then((m) => ({ default: m.AccountDialog })));

export type ShellSession =
  | { readonly status: 'SIGNED_OUT' }
  | { readonly status: 'SIGNED_IN'; readonly voter: MatchedVoter; readonly identity: UserIdentity };

type ShellProps = {
  productName: string;
  session: ShellSession;
  /** site.yaml `phone`, to show the verified phone formatted. */
  phoneRules: PhoneRules;
  onSignOut: () => void;
  children: ReactNode;
  /** Open the account panel initially (stories). */
  defaultAccountOpen?: boolean;
  /** Open the menu initially (stories). */
  defaultMenuOpen?: boolean;
  /** Where the language choice is kept, and the browser's languages; the browser's own by default. */
  languageChoice?: LanguageChoice;
  /**
   * Just signed in: the band saying who as and in which district (decision 0061), until
   * `onConfirmationDismissed`. Only while signed in.
   */
  confirmSignIn?: boolean;
  onConfirmationDismissed?: () => void;
  /** Who runs the site, for the footer (site.yaml's by default; stories pass a named one). */
  operator?: SiteOperator;
};

/**
 * State and trigger attributes for a dialog whose code loads on first open. The trigger is a
 * plain button carrying what Radix's Dialog.Trigger would (aria-haspopup, aria-expanded,
 * aria-controls, data-state); pointing at or focusing it starts the download, so the code is
 * usually there by the click. After the first open the dialog stays mounted (closed), so Radix
 * runs every later open and close, exit included.
 */
function useLazyDialog(defaultOpen: boolean) {
  const [open, setOpen] = useState(defaultOpen);
  const [loaded, setLoaded] = useState(defaultOpen);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentId = useId();
  const preload = () => void loadDialogs();
  return {
    loaded,
    dialog: { open, onOpenChange: setOpen, contentId, triggerRef },
    trigger: {
      ref: triggerRef,
      type: 'button',
      'aria-haspopup': 'dialog',
      'aria-expanded': open,
      'aria-controls': open ? contentId : undefined,
      'data-state': open ? 'open' : 'closed',
      onPointerEnter: preload,
      onFocus: preload,
      onClick: () => {
        setLoaded(true);
        setOpen(true);
      },
    },
  } as const;
}

/** The sticky top bar, full-screen menu and account panel around every page. */
export function Shell({
  productName,
  session,
  phoneRules,
  onSignOut,
  children,
  defaultAccountOpen = false,
  defaultMenuOpen = false,
  languageChoice = browserLanguageChoice,
  confirmSignIn = false,
  onConfirmationDismissed = () => undefined,
  operator,
}: ShellProps) {
  const menu = useLazyDialog(defaultMenuOpen);
  const { t } = useLingui();
  return (
    <>
      <a className={styles.skipLink} href="#content">
        <Trans>Skip to content</Trans>
      </a>
      <header className={styles.topBar}>
        <Link to="/" className={styles.brand}>
          {productName}
        </Link>
        <nav
          aria-label={t({ message: 'Main', comment: 'the name of the site navigation' })}
          className={styles.wideOnly}
        >
          <NavList className={styles.navList} />
        </nav>
        <LanguageSwitch choice={languageChoice} className={cx(styles.wideOnly, styles.navLink)} />
        {session.status === 'SIGNED_OUT' ? (
          <ButtonLink to="/signin" className={cx(styles.wideOnly, styles.signInButton)}>
            <Trans>SIGN IN</Trans>
          </ButtonLink>
        ) : (
          <AccountPanel
            session={session}
            phoneRules={phoneRules}
            onSignOut={onSignOut}
            defaultOpen={defaultAccountOpen}
          />
        )}
        <button
          {...menu.trigger}
          className={cx(styles.iconButton, styles.narrowOnly)}
          aria-label={t`Open menu`}
        >
          <MenuIcon />
        </button>
        {menu.loaded ? (
          <Suspense fallback={null}>
            <MenuDialog
              {...menu.dialog}
              signedIn={session.status === 'SIGNED_IN'}
              onSignOut={onSignOut}
              languageChoice={languageChoice}
            />
          </Suspense>
        ) : null}
      </header>
      <LanguageSuggestion choice={languageChoice} />
      {confirmSignIn && session.status === 'SIGNED_IN' ? (
        <SignedInConfirmation voter={session.voter} onDismiss={onConfirmationDismissed} />
      ) : null}
      {/* Focusable from code only: the suggestion hands focus on to the page when dismissed. */}
      <div id="content" tabIndex={-1} className={styles.content}>
        {children}
      </div>
      <SiteFooter productName={productName} {...(operator ? { operator } : {})} />
    </>
  );
}

function AccountPanel({
  session,
  phoneRules,
  onSignOut,
  defaultOpen,
}: {
  session: Extract<ShellSession, { status: 'SIGNED_IN' }>;
  phoneRules: PhoneRules;
  onSignOut: () => void;
  defaultOpen: boolean;
}) {
  const account = useLazyDialog(defaultOpen);
  const letter = badgeLetter(session.voter, session.identity) ?? '?';
  return (
    <>
      <button {...account.trigger} className={styles.badge}>
        <span aria-hidden="true">{letter}</span>
        <VisuallyHidden>
          <Trans>Account</Trans>
        </VisuallyHidden>
      </button>
      {account.loaded ? (
        <Suspense fallback={null}>
          <AccountDialog
            {...account.dialog}
            session={session}
            phoneRules={phoneRules}
            onSignOut={onSignOut}
          />
        </Suspense>
      ) : null}
    </>
  );
}
