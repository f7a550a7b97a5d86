export { NAV_LINKS, Shell, type ShellSession } from './Shell';
