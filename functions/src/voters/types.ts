// What an import is given and what it reports, shared by the importer's modules
// (read → normalise → stage → merge, orchestrated by import.ts).
import type { StateCode } from '../db/schema';

export interface ImportProgress {
  file: string;
  rows: number;
  bytesRead: number;
  totalBytes: number;
}

export interface ImportOptions {
  /** `file:line: problem` for each malformed row, duplicate, or ignored contact. */
  onProblem?: (message: string) => void;
  onProgress?: (progress: ImportProgress) => void;
  /**
   * Allow a snapshot with fewer than half the state's current voters (a partial or broken file
   * would otherwise mark most of the state not up to date).
   */
  allowShrink?: boolean;
  /**
   * The district plan of a state's files when they say otherwise than the rule (the plan of the
   * next election after the extract date): a plan id of content/districts/plans.yaml.
   */
  plans?: Partial<Record<StateCode, string>>;
  /** The day an import is run (ISO), for files without an extract date; tests fix it. */
  today?: string;
  /** Called as each phase ends with its duration (benchmarks print the breakdown). */
  onPhase?: (phase: string, seconds: number) => void;
  /** Test hook: runs inside the transaction after the merge, before COMMIT. */
  beforeCommit?: () => Promise<void>;
}

/** The rows of one state's files: read, skipped as exempt, rejected as malformed. */
export interface RowCounts {
  read: number;
  exempt: number;
  malformed: number;
}

/** What happened to the voters of one state. */
export interface VoterCounts {
  inserted: number;
  updated: number;
  unchanged: number;
  markedStale: number;
}

export interface StateImportResult extends VoterCounts {
  state: StateCode;
  snapshotId: number;
  /** The district plan the snapshot's districts are on. */
  plan: string;
  staged: number;
  /** Counter rows changed because voters with stances moved district, changed status or left the file. */
  tallyRowsChanged: number;
}

export interface ImportSummary {
  files: number;
  rowsRead: number;
  exempt: number;
  malformed: number;
  duplicates: number;
  contactWarnings: number;
  states: StateImportResult[];
  /** inserted + updated + marked stale: 0 when the files match what is stored. */
  votersWritten: number;
  seconds: number;
}

/** A problem with the files or the snapshot that a person can fix; nothing was changed. */
export class ImportError extends Error {}

/** Ends the current phase of an import and reports its duration. */
export type EndPhase = (name: string) => void;
