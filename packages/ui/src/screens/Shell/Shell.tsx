import * as Dialog from '@radix-ui/react-dialog';
import {
  accountPanelLines,
  badgeLetter,
  type MatchedVoter,
  type PhoneRules,
  type UserIdentity,
} from '@rv/domain';
import { type ReactNode, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { Button, ButtonLink } from '../../components/Button';
import { CloseIcon, MenuIcon } from '../../components/Icon';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { cx } from '../../cx';
import * as styles from './Shell.css';

/** The four top-bar links (spec section 2, Shell). */
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/petitions', label: 'Petitions' },
  { to: '/voter-guide', label: 'Voter Guide' },
  { to: '/about', label: 'About' },
] as const;

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
};

/** The sticky top bar, full-screen menu and account panel around every page. */
export function Shell({
  productName,
  session,
  phoneRules,
  onSignOut,
  children,
  defaultAccountOpen = false,
  defaultMenuOpen = false,
}: ShellProps) {
  const [menuOpen, setMenuOpen] = useState(defaultMenuOpen);
  const signOut = () => {
    setMenuOpen(false);
    onSignOut();
  };
  return (
    <>
      <a className={styles.skipLink} href="#content">
        Skip to content
      </a>
      <header className={styles.topBar}>
        <Link to="/" className={styles.brand}>
          {productName}
        </Link>
        <nav aria-label="Main" className={styles.wideOnly}>
          <NavList className={styles.navList} />
        </nav>
        {session.status === 'SIGNED_OUT' ? (
          <ButtonLink to="/signin" className={cx(styles.wideOnly, styles.signInButton)}>
            SIGN IN
          </ButtonLink>
        ) : (
          <AccountPanel
            session={session}
            phoneRules={phoneRules}
            onSignOut={onSignOut}
            defaultOpen={defaultAccountOpen}
          />
        )}
        <Dialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
          <Dialog.Trigger className={cx(styles.iconButton, styles.narrowOnly)} aria-label="Open menu">
            <MenuIcon />
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Content className={styles.menu} aria-describedby={undefined}>
              <div className={styles.menuHeader}>
                <Dialog.Title className={styles.accountTitle}>Menu</Dialog.Title>
                <Dialog.Close className={styles.iconButton} aria-label="Close menu">
                  <CloseIcon />
                </Dialog.Close>
              </div>
              <nav aria-label="Main">
                <NavList className={styles.menuList} onNavigate={() => setMenuOpen(false)} />
              </nav>
              {session.status === 'SIGNED_OUT' ? (
                <ButtonLink to="/signin" onClick={() => setMenuOpen(false)}>
                  SIGN IN
                </ButtonLink>
              ) : (
                <Button onClick={signOut}>SIGN OUT</Button>
              )}
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </header>
      <div id="content">{children}</div>
    </>
  );
}

function NavList({ className, onNavigate }: { className: string; onNavigate?: () => void }) {
  return (
    <ul className={className}>
      {NAV_LINKS.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end className={styles.navLink} onClick={onNavigate}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
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
  const [open, setOpen] = useState(defaultOpen);
  const lines = accountPanelLines(session.voter, session.identity, phoneRules);
  const letter = badgeLetter(session.voter, session.identity) ?? '?';
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={styles.badge}>
        <span aria-hidden="true">{letter}</span>
        <VisuallyHidden>Account</VisuallyHidden>
      </Dialog.Trigger>
      <Dialog.Portal>
        {/* Clicks outside the card land here and close it (Radix onPointerDownOutside). */}
        <Dialog.Overlay className={styles.transparentScrim} data-testid="account-outside" />
        <Dialog.Content className={styles.account} aria-describedby={undefined}>
          <div className={styles.menuHeader}>
            <Dialog.Title className={styles.accountTitle}>Your account</Dialog.Title>
            <Dialog.Close className={styles.iconButton} aria-label="Close account panel">
              <CloseIcon />
            </Dialog.Close>
          </div>
          <ul className={styles.accountLines}>
            {lines.identity ? <li className={styles.muted}>{lines.identity}</li> : null}
            <li className={styles.accountName}>{lines.name}</li>
            <li>{lines.place}</li>
            {lines.stateDistricts.map((line) => (
              <li key={line}>{line}</li>
            ))}
            <li>{lines.congressionalDistrict}</li>
          </ul>
          <Button
            variant="outlined"
            onClick={() => {
              setOpen(false);
              onSignOut();
            }}
          >
            SIGN OUT
          </Button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
