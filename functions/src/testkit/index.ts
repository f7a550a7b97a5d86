// The testkit: what tests and the local tools outside this package use to set up a database and
// voter files, through `@rv/functions/testkit` (docs/architecture/overview.md#boundaries). The
// embedded server (`/testkit/postgres`), the synthetic voter-file generator (`/testkit/generator`,
// which loads faker) and the Vitest global setup (`/testkit/global-setup`) are their own exports,
// so a test that only needs a database does not load them.
export { createTestDatabase, type TestDatabase } from './database';
export { DEMO_IDENTITIES, type DemoIdentity } from './demoIdentities';
export { insertSnapshot, insertVoters, tableCounts, type VoterFixture } from './fixtures';
export { CALIFORNIA_HEADER, californiaLine, floridaLine, type VoterFileRecord } from './voterFiles';
export { caVoter, flVoter, tempDir, writeCalifornia, writeFlorida } from './voterRecords';
