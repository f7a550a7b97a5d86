import { describe, expect, it } from 'vitest';
import { badgeLetter } from './badge';

describe('the account badge letter', () => {
  it.each([
    ['the first name', { first: 'jane', last: 'Doe' }, { phone: '+14155550142' }, 'J'],
    ['the last name when the first is empty', { first: '', last: 'doe' }, { phone: '+14155550142' }, 'D'],
    ['the last name when the first is blank', { first: '  ', last: 'Doe' }, {}, 'D'],
    ['the e-mail when the voter has no name', { first: '', last: '' }, { email: 'zoe@example.org' }, 'Z'],
    ['the e-mail when there is no voter', null, { email: 'zoe@example.org', phone: null }, 'Z'],
    ['the phone number last, skipping the +', null, { phone: '+14155550142' }, '1'],
    ['an accented first letter', { first: 'élodie', last: '' }, {}, 'É'],
    ['nothing when nothing is known', null, {}, null],
  ])('uses %s', (_source, voter, identity, letter) => {
    expect(badgeLetter(voter, identity)).toBe(letter);
  });
});
