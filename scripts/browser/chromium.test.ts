import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BrowserNotFoundError, findChromium, NO_BROWSER_FOUND } from './chromium';

// Folders standing in for a machine: a PATH folder with Debian's `chromium`, an empty PATH
// folder, and a Chrome installed elsewhere.
const root = mkdtempSync(path.join(tmpdir(), 'rv-find-chromium-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function fakeBrowser(relative: string, mode = 0o755): string {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, '#!/bin/sh\n');
  chmodSync(file, mode);
  return file;
}

const debianChromium = fakeBrowser('usr-bin/chromium');
const chrome = fakeBrowser('opt/google/chrome/chrome');
const notExecutable = fakeBrowser('downloads/chromium', 0o644);
const emptyFolder = path.join(root, 'empty');
mkdirSync(emptyFolder);
const withDebian = path.dirname(debianChromium);
const noChrome = () => [];

describe('findChromium', () => {
  it('takes CHROMIUM_PATH first, even with chromium on PATH and Chrome installed', () => {
    expect(
      findChromium({ env: { CHROMIUM_PATH: chrome, PATH: withDebian }, installedChromes: () => [chrome] }),
    ).toBe(chrome);
  });

  it('says CHROMIUM_PATH is wrong rather than quietly using another browser', () => {
    for (const wrong of [notExecutable, path.join(root, 'nowhere/chromium'), emptyFolder]) {
      expect(() =>
        findChromium({ env: { CHROMIUM_PATH: wrong, PATH: withDebian }, installedChromes: noChrome }),
      ).toThrow(
        new BrowserNotFoundError(
          `CHROMIUM_PATH is set to ${wrong}, which is not an executable file: point it at a Chromium or Chrome executable, or unset it.`,
        ),
      );
    }
  });

  it("finds Debian's chromium on PATH before an installed Chrome", () => {
    expect(
      findChromium({
        env: { PATH: [emptyFolder, withDebian].join(path.delimiter) },
        installedChromes: () => [chrome],
      }),
    ).toBe(debianChromium);
  });

  it('falls back to the first Chrome chrome-launcher finds when chromium is not on PATH', () => {
    expect(
      findChromium({ env: { PATH: emptyFolder }, installedChromes: () => [chrome, debianChromium] }),
    ).toBe(chrome);
  });

  it('stops with one line saying what to install when there is no browser at all', () => {
    const search = () => findChromium({ env: { PATH: emptyFolder }, installedChromes: noChrome });
    expect(search).toThrow(BrowserNotFoundError);
    expect(search).toThrow(NO_BROWSER_FOUND);
    expect(NO_BROWSER_FOUND).not.toContain('\n');
    expect(NO_BROWSER_FOUND).toMatch(/apt-get install chromium.*CHROMIUM_PATH/);
  });

  it('ignores a chromium on PATH that is not executable', () => {
    expect(() =>
      findChromium({ env: { PATH: path.dirname(notExecutable) }, installedChromes: noChrome }),
    ).toThrow(NO_BROWSER_FOUND);
  });
});
