export * from './connection';
export * from './districts';
export { migrateToLatest } from './migrate';
export * from './queries';
export type * from './schema';
export * from './withdrawStance';
