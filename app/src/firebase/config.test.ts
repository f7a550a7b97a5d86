import { describe, expect, it } from 'vitest';
import { looksLikeEmailLinkReturn, persistedAuthKey, readConfig, shouldLoadAuthAtStart } from './config';

const production = {
  VITE_FIREBASE_API_KEY: 'AIza-test',
  VITE_FIREBASE_PROJECT_ID: 'registered-voice-prod',
  VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: '6Lc-test',
};

describe('which Firebase the app talks to', () => {
  it('uses the local emulators when no production key is set', () => {
    const config = readConfig({});
    expect(config.emulators).toEqual({
      authUrl: 'http://127.0.0.1:9099',
      functionsUrl: 'http://127.0.0.1:5001/demo-registered-voice/us-central1',
    });
    expect(config.firebase.projectId).toBe('demo-registered-voice');
  });

  it('takes the emulator addresses npm start passes', () => {
    const config = readConfig({
      VITE_RV_USE_EMULATORS: 'true',
      VITE_RV_PROJECT_ID: 'demo-other',
      VITE_RV_AUTH_EMULATOR_URL: 'http://127.0.0.1:9199',
      VITE_RV_FUNCTIONS_URL: 'http://127.0.0.1:5101/demo-other/us-central1',
      ...production,
    });
    expect(config.firebase.projectId).toBe('demo-other');
    expect(config.emulators?.authUrl).toBe('http://127.0.0.1:9199');
  });

  it('uses the production project from VITE_FIREBASE_* and no emulators', () => {
    const config = readConfig(production);
    expect(config.emulators).toBeNull();
    expect(config.firebase).toMatchObject({
      apiKey: 'AIza-test',
      projectId: 'registered-voice-prod',
      authDomain: 'registered-voice-prod.firebaseapp.com',
    });
  });

  it('proves calls with App Check: reCAPTCHA Enterprise in production, a debug token with the emulators', () => {
    expect(readConfig(production).appCheck).toEqual({
      provider: 'recaptcha-enterprise',
      siteKey: '6Lc-test',
    });
    expect(readConfig({}).appCheck).toEqual({ provider: 'debug', debugToken: 'emulator-debug-token' });
  });

  it('refuses a production build without a reCAPTCHA Enterprise site key, naming the variable', () => {
    const { VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: _, ...withoutKey } = production;
    expect(() => readConfig(withoutKey)).toThrow(/VITE_RECAPTCHA_ENTERPRISE_SITE_KEY/);
  });

  it('refuses a production key without a project id, naming the variable', () => {
    expect(() => readConfig({ VITE_FIREBASE_API_KEY: 'AIza-test' })).toThrow(/VITE_FIREBASE_PROJECT_ID/);
  });
});

describe('whether a visitor downloads Firebase Auth at start', () => {
  const config = readConfig(production);
  const storage = (items: Record<string, string>) => ({ getItem: (key: string) => items[key] ?? null });

  it('does not for a signed-out visitor', () => {
    expect(shouldLoadAuthAtStart(storage({}), config, '')).toBe(false);
  });

  it('does when Firebase saved a signed-in user', () => {
    const saved = storage({ [persistedAuthKey(config)]: '{"uid":"u1"}' });
    expect(persistedAuthKey(config)).toBe('firebase:authUser:AIza-test:[DEFAULT]');
    expect(shouldLoadAuthAtStart(saved, config, '')).toBe(true);
  });

  it('does when an e-mail sign-in link returns to /signin', () => {
    const search = '?apiKey=AIza-test&oobCode=abc&mode=signIn&lang=en';
    expect(looksLikeEmailLinkReturn(search)).toBe(true);
    expect(shouldLoadAuthAtStart(storage({}), config, search)).toBe(true);
  });

  it('does not when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(shouldLoadAuthAtStart(blocked, config, '')).toBe(false);
  });
});
