import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StateCode } from '@rv/domain';

/**
 * content/site.yaml's words about each state's voter list, as the eligibility conditions and the
 * voter-update page say them in either language. site.yaml keeps the facts and their sources; its
 * English is these messages' English word for word (the About and VoterUpdate stories check it),
 * so a change there is made here too, and translated.
 */
export interface StateWords {
  /** `voterList.updateLag`: "2-3 months". */
  readonly updateLag: MessageDescriptor;
  /** `inactiveRule`, after "a registration is made inactive for this reason:". */
  readonly inactiveRule: MessageDescriptor;
  /** Condition 4 with `recordProtection`: "Your voter information is not confidential." */
  readonly notProtected: MessageDescriptor;
}

export const STATE_WORDS: Readonly<Record<StateCode, StateWords>> = {
  ca: {
    updateLag: msg({ message: '2-3 months', comment: 'how long a change takes to reach the voter list' }),
    inactiveRule: msg`not voted in 2 federal general elections, or moved`,
    notProtected: msg`Your voter information is not confidential.`,
  },
  fl: {
    updateLag: msg({ message: '1-2 months', comment: 'how long a change takes to reach the voter list' }),
    inactiveRule: msg`did not answer an address confirmation notice from the county elections office`,
    notProtected: msg`Your voter information is not exempt from public record.`,
  },
};
