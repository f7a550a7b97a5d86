import { site } from '@rv/catalogue';
import { expect, it } from 'vitest';
import { tagline } from './tagline';

it('says the content’s tagline, word for word, on English pages', () => {
  expect(tagline()).toBe(site.tagline);
});
