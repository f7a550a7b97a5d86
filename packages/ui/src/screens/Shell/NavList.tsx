import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { NavLink } from 'react-router-dom';
import * as styles from './Shell.css';

/** The four top-bar links (docs/product/screens.md#shell). */
export const NAV_LINKS = [
  { to: '/', label: msg`Home` },
  { to: '/petitions', label: msg`Petitions` },
  { to: '/voter-guide', label: msg`Voter Guide` },
  { to: '/about', label: msg`About` },
] as const;

/** The links, in the top bar and in the collapsed menu. */
export function NavList({ className, onNavigate }: { className: string; onNavigate?: () => void }) {
  const { i18n } = useLingui();
  return (
    <ul className={className}>
      {NAV_LINKS.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end className={styles.navLink} onClick={onNavigate}>
            {i18n._(link.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
