// `npm run check:browser`, the first step of `npm test`: stops at once, with one line saying
// what to install, when the machine has no browser for the browser tests.
import { BrowserNotFoundError, findChromium } from './chromium';

try {
  console.log(`browser tests use ${findChromium()}`);
} catch (error) {
  if (!(error instanceof BrowserNotFoundError)) throw error;
  console.error(error.message);
  process.exit(1);
}
