export { type BadgeStance, StanceBadge } from './StanceBadge';
export { Abbreviation, StanceKey } from './StanceKey';
