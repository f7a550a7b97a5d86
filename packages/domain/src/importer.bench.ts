// The voter-file importer normalises every row with these (functions/src/voters/normalise.ts),
// so their speed bounds import throughput (target ≥ 100,000 rows/s end to end). Figures are
// printed by `npx vitest bench --run --project unit packages/domain`, never asserted.
import { bench, describe } from 'vitest';
import { isValidEmail, maskEmail, normaliseEmail } from './email';
import { normaliseVoterName } from './lookupForm';
import { maskPhone, phoneToE164 } from './phone';

const PHONE_RULES = { maxLength: 14, countryCode: '+1' };
const phones = Array.from({ length: 1000 }, (_, i) => `${4155550000 + i}`);
// Names as the files hold them: mostly single words, some with a space, a few with a double one.
const names = Array.from({ length: 1000 }, (_, i) =>
  i % 10 === 0 ? `Mary  Ann ${i}` : i % 3 === 0 ? `de la Cruz ${i}` : `Garcia${i}`,
);
const emails = Array.from({ length: 1000 }, (_, i) => ` Voter.${i}@Example${i % 7}.ORG `);

describe('per-row normalisation (1,000 rows per iteration)', () => {
  bench('phoneToE164', () => {
    for (const p of phones) phoneToE164(p, PHONE_RULES);
  });
  bench('isValidEmail + normaliseEmail', () => {
    for (const e of emails) if (isValidEmail(e)) normaliseEmail(e);
  });
  bench('normaliseVoterName', () => {
    for (const n of names) normaliseVoterName(n);
  });
  bench('maskPhone + maskEmail', () => {
    for (let i = 0; i < 1000; i++) {
      maskPhone(phones[i] ?? '');
      maskEmail(emails[i] ?? '');
    }
  });
});
