import type { CallableName, ParsedRequest } from '@rv/api/contract';
import { CALLABLE_SCHEMAS, describeIssues } from '@rv/api/contract';
import type { Jurisdiction, ZipRanges } from '@rv/domain';
import { stateForZip } from '@rv/domain';
import { HttpsError } from 'firebase-functions/v2/https';

/** What the callables need to know of a petition. */
export interface PetitionRef {
  petitionKey: string;
  jurisdiction: Jurisdiction;
}

/** Parses a payload with the shared schema; a bad one is `invalid-argument` saying what to fix. */
export function parseRequest<N extends CallableName>(name: N, data: unknown): ParsedRequest<N> {
  const result = CALLABLE_SCHEMAS[name].request.safeParse(data);
  if (!result.success) throw new HttpsError('invalid-argument', describeIssues(result.error));
  return result.data as ParsedRequest<N>;
}

export function knownPetition(
  petitions: ReadonlyMap<string, PetitionRef>,
  fireDbPetition: string,
): PetitionRef {
  const petition = petitions.get(fireDbPetition);
  if (!petition) {
    const known = [...petitions.keys()].map((key) => `"${key}"`).join(', ');
    throw new HttpsError(
      'invalid-argument',
      `fireDbPetition: there is no petition "${fireDbPetition}"; use one of ${known}`,
    );
  }
  return petition;
}

export function zipInServedState(zip: string, ranges: ZipRanges): void {
  if (stateForZip(zip, ranges) === null) {
    throw new HttpsError(
      'invalid-argument',
      'zip: this is not a California or Florida zip code; only California and Florida voters can be looked up',
    );
  }
}
