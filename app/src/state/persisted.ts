// What a saved value must look like to be restored: the whole record, checked with the same zod
// schema the api client reads a voter with, and the sign-in help state. Loaded only when a value
// was saved, so a first visit does not download zod.
import { voterRecord } from '@rv/api/contract';
import type { LookupOutcome } from '@rv/domain';
import { z } from 'zod';
import type { HelpState, PersistedSession } from './session';

const lookupForm = z.strictObject({ first: z.string(), last: z.string(), dob: z.string(), zip: z.string() });
const activeCount = z.number().int().nonnegative();

const lookupOutcome: z.ZodType<LookupOutcome> = z.discriminatedUnion('classification', [
  z.strictObject({ classification: z.literal('INVALID_STATE') }),
  z.strictObject({ classification: z.literal('ERROR') }),
  z.strictObject({ classification: z.literal('NOT_FOUND') }),
  z.strictObject({ classification: z.literal('INACTIVE'), inactiveCount: activeCount }),
  z.strictObject({
    classification: z.literal('ACTIVE_HAS_CONTACT'),
    activeCount,
    phones: z.array(z.string()),
    emails: z.array(z.string()),
  }),
  z.strictObject({ classification: z.literal('ACTIVE_NO_CONTACT'), activeCount }),
]);

const helpState: z.ZodType<HelpState> = z.strictObject({
  form: lookupForm,
  submitted: lookupForm.nullable(),
  outcome: lookupOutcome.nullable(),
});

/** The parts of a saved value that are valid; a wrong part is left out (the start state stays). */
export function readPersisted(saved: unknown): Partial<PersistedSession> {
  if (typeof saved !== 'object' || saved === null) return {};
  const { matchedSelectedVoter, help } = saved as Record<string, unknown>;
  const voter = voterRecord.nullable().safeParse(matchedSelectedVoter);
  const helpParsed = helpState.safeParse(help);
  return {
    ...(voter.success ? { matchedSelectedVoter: voter.data } : {}),
    ...(helpParsed.success ? { help: helpParsed.data } : {}),
  };
}
