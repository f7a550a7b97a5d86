// A petition by its address, apart from the other lookups (lookups.ts re-exports it): a petition's
// page needs only the petitions, not the members, seats and stances the other lookups build
// tables from at their top level (docs/decisions/0079-petition-page-loads-what-it-shows.md).
import { petitions } from './generated/petitions';
import type { Petition } from './types';

const byUrl = new Map(petitions.map((petition) => [petition.url, petition]));

export function petitionByUrl(url: string): Petition | undefined {
  return byUrl.get(url);
}
