import { describe, expect, it } from 'vitest';
import { afterSignInPath, returnPathFrom, safeReturnPath, signInPath } from './returnPath';

describe('a return path after sign-in', () => {
  it.each<[string, string]>([
    ['/petitions/carbon-fee-and-dividend', '/petitions/carbon-fee-and-dividend'],
    ['/petitions/carbon-fee-and-dividend/stances/ca', '/petitions/carbon-fee-and-dividend/stances/ca'],
    ['/my-stances', '/my-stances'],
    ['/voter-guide?state=ca#seat', '/voter-guide?state=ca#seat'],
    ['/', '/'],
    ['/petitions/../about', '/about'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ])('%s on this site is kept as %s', (candidate, kept) => {
    expect(safeReturnPath(candidate)).toBe(kept);
  });

  it.each<[string, unknown]>([
    ['another site, protocol-relative', '//evil.example/petitions'],
    ['another site, three slashes', '///evil.example'],
    ['another site, backslash', '/\\evil.example'],
    ['another site, backslashes', '\\\\evil.example'],
    ['a backslash inside', '/petitions\\..\\..\\evil'],
    ['an absolute URL', 'https://evil.example/petitions'],
    ['an absolute URL of this very scheme', 'http:/evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a script with slashes', 'javascript://%0Aalert(1)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['a tab a browser strips', '/\t/evil.example'],
    ['a newline a browser strips', '/\n/evil.example'],
    ['a leading space', ' /petitions'],
    ['a space inside', '/petitions /x'],
    ['a null character', '/petitions\u0000'],
    ['a dot segment that makes "//"', '/.//evil.example'],
    ['a relative path', 'petitions'],
    ['a fragment only', '#top'],
    ['a query only', '?next=/x'],
    ['nothing', ''],
    ['not a string', 42],
    ['null', null],
    ['undefined', undefined],
    ['the sign-in page itself', '/signin'],
    ['the sign-in page with a query', '/signin?next=/petitions'],
    ['a sign-in help page', '/signin/help'],
  ])('%s (%j) is refused', (_what, candidate) => {
    expect(safeReturnPath(candidate)).toBeNull();
  });
});

describe('the sign-in page that returns', () => {
  it('carries the path, encoded, in "next"', () => {
    expect(signInPath('/petitions/permanent-dst')).toBe('/signin?next=%2Fpetitions%2Fpermanent-dst');
    expect(signInPath('/voter-guide?state=ca&office=house')).toBe(
      '/signin?next=%2Fvoter-guide%3Fstate%3Dca%26office%3Dhouse',
    );
  });

  it('is plain /signin for nothing or an unacceptable path', () => {
    expect(signInPath()).toBe('/signin');
    expect(signInPath(null)).toBe('/signin');
    expect(signInPath('//evil.example')).toBe('/signin');
    expect(signInPath('/signin')).toBe('/signin');
  });

  it('reads back what it wrote', () => {
    for (const path of ['/petitions/permanent-dst', '/voter-guide?state=ca&office=house', '/about#faq']) {
      expect(returnPathFrom(new URL(signInPath(path), 'https://x.example').search)).toBe(path);
    }
  });
});

describe('where /signin sends a signed-in voter', () => {
  it.each<[string, string]>([
    ['?next=%2Fpetitions%2Fcarbon-fee-and-dividend', '/petitions/carbon-fee-and-dividend'],
    // The e-mail link comes back with Firebase's own parameters beside ours.
    ['?next=%2Fpetitions%2Fpermanent-dst&apiKey=k&oobCode=c&mode=signIn&lang=en', '/petitions/permanent-dst'],
    ['', '/petitions'],
    ['?next=', '/petitions'],
    ['?next=%2F%2Fevil.example', '/petitions'],
    ['?next=https%3A%2F%2Fevil.example', '/petitions'],
    ['?next=javascript%3Aalert(1)', '/petitions'],
    ['?next=%2F%5Cevil.example', '/petitions'],
    ['?next=/petitions+x', '/petitions'],
  ])('with %j goes to %s', (search, path) => {
    expect(afterSignInPath(search)).toBe(path);
  });
});
