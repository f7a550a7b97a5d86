// Starts the e2e stack and keeps it running, for working on a journey without paying the
// ~90 s start on every run:
//   npx tsx tests/e2e/stack/keep.ts /tmp/rv-e2e-stack.json        (Ctrl-C stops it)
//   RV_E2E_STACK=/tmp/rv-e2e-stack.json npx vitest run --project e2e tests/e2e/<journey>
// The kept stack's data carries over between runs; `npm run test:e2e` always starts afresh.
import type { TestProject } from 'vitest/node';
import setup from '../globalSetup';

const file = process.argv[2];
if (!file) {
  console.error('usage: npx tsx tests/e2e/stack/keep.ts <stack.json>');
  process.exit(2);
}
process.env.RV_E2E_KEEP_STACK = file;
const provided: Record<string, unknown> = {};
// The two TestProject methods the setup uses.
const project = {
  provide: (key: string, value: unknown) => {
    provided[key] = value;
  },
  getProvidedContext: () => provided,
} as unknown as TestProject;

const stop = await setup(project);
let stopping = false;
const shutDown = async () => {
  if (stopping) return;
  stopping = true;
  await stop?.();
  process.exit(0);
};
process.on('SIGINT', () => void shutDown());
process.on('SIGTERM', () => void shutDown());
