import { findChromium } from './chromium';

/** Vitest global setup of the browser projects: stops at once, saying what to install, without a browser. */
export default function requireChromium(): void {
  findChromium();
}
