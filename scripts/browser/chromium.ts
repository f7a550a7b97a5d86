import { accessSync, constants, statSync } from 'node:fs';
import { Launcher } from 'chrome-launcher';
import which from 'which';

/*
 * The browser of every browser test (stories, e2e) and of the web benchmark. Never a browser
 * downloaded by Playwright: the one installed on the machine, found in this order:
 *   1. CHROMIUM_PATH, when set (a browser elsewhere, e.g. Chrome on a laptop);
 *   2. `chromium` on PATH (Debian's package, what CI installs and the screenshot baselines
 *      were made with);
 *   3. an installed Chrome or Chromium, as chrome-launcher finds them (its own CHROME_PATH,
 *      the usual install folders, `google-chrome` on PATH).
 */

/** The one line a person reads when no browser is found: what to install or set. */
export const NO_BROWSER_FOUND =
  'No Chromium or Chrome found for the browser tests: install one (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROMIUM_PATH to its executable.';

/** Headless, offline and quiet: no sandbox (CI runs as root), no GPU, no update or sync traffic. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export class BrowserNotFoundError extends Error {
  override name = 'BrowserNotFoundError';
}

export interface BrowserSearch {
  /** Where CHROMIUM_PATH and PATH are read (default: this process's environment). */
  env?: NodeJS.ProcessEnv;
  /** Installed Chrome/Chromium executables, best first (default: chrome-launcher's search). */
  installedChromes?: () => string[];
}

/** The browser's executable, or a BrowserNotFoundError whose message says what to do. */
export function findChromium({
  env = process.env,
  installedChromes = chromeLauncherInstallations,
}: BrowserSearch = {}): string {
  const chosen = env.CHROMIUM_PATH;
  if (chosen) {
    if (isExecutableFile(chosen)) return chosen;
    throw new BrowserNotFoundError(
      `CHROMIUM_PATH is set to ${chosen}, which is not an executable file: point it at a Chromium or Chrome executable, or unset it.`,
    );
  }
  const debian = which.sync('chromium', { path: env.PATH ?? '', nothrow: true });
  if (debian) return debian;
  const chrome = installedChromes()[0];
  if (chrome) return chrome;
  throw new BrowserNotFoundError(NO_BROWSER_FOUND);
}

function chromeLauncherInstallations(): string[] {
  try {
    return Launcher.getInstallations();
  } catch {
    // chrome-launcher throws when it finds nothing (Linux) or does not know the platform:
    // either way there is no Chrome it can offer.
    return [];
  }
}

function isExecutableFile(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}
