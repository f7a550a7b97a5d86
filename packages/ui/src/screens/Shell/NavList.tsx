import { NavLink } from 'react-router-dom';
import * as styles from './Shell.css';

/** The four top-bar links (docs/product/screens.md#shell). */
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/petitions', label: 'Petitions' },
  { to: '/voter-guide', label: 'Voter Guide' },
  { to: '/about', label: 'About' },
] as const;

/** The links, in the top bar and in the collapsed menu. */
export function NavList({ className, onNavigate }: { className: string; onNavigate?: () => void }) {
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
