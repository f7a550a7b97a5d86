// responses/<petition url>.yaml: the statements asked of members of Congress on one petition,
// and their answers (decision 0084-statements-requested).
import { responsesFileSchema } from '@rv/catalogue/schema';
import type { StatementRequest } from '@rv/catalogue/types';
import { countedStates } from '@rv/domain';
import { baseName } from '../files';
import type { ValidatorInput } from './input';
import type { Legislators } from './legislators';
import type { Petitions } from './petitions';

/** petition url → legislator id → the request and its answer. */
export type Statements = Record<string, Record<string, StatementRequest>>;

export function validateResponses({
  files,
  report,
  legislators,
  formerMembers,
  petitions,
  now,
}: ValidatorInput & {
  legislators: Legislators;
  /** Ids in former-members.yaml: a statement asked of a member who has left is kept, as history. */
  formerMembers: readonly string[];
  petitions: Petitions;
  now: string;
}): Statements {
  const statements: Statements = {};
  const schema = responsesFileSchema({ petitionUrls: files.folders.petitions.map(baseName) });
  for (const relative of files.folders.responses) {
    const loaded = files.readYaml(relative);
    if (!loaded) continue;
    const fields = report.fields(loaded.source);
    const file = fields.validate(schema, loaded.data);
    if (!file) continue;
    const name = baseName(relative);
    if (file.petition !== name) {
      fields.at(['petition'], `"${file.petition}" does not match the file name — write petition: ${name}`);
      continue;
    }
    const petition = petitions.get(name)?.petition;
    const requests: Record<string, StatementRequest> = {};
    for (const [id, entry] of Object.entries(file.requests)) {
      const here = ['requests', id];
      const legislator = legislators.byId.get(id);
      if (!legislator && !formerMembers.includes(id)) {
        if (!legislators.ids.includes(id)) {
          fields.at(here, `unknown legislator "${id}" — use an id from legislators.yaml`, { key: true });
        }
        continue;
      }
      if (legislator && petition && !countedStates(petition.jurisdiction).includes(legislator.state)) {
        fields.at(
          here,
          `${id} represents ${legislator.state.toUpperCase()}, whose voters cannot take a stance on this petition — remove the request`,
          { key: true },
        );
        continue;
      }
      const future = (field: string, day: string) =>
        fields.at(
          [...here, ...field.split('.')],
          `${day} is in the future — write the day it happened (today is ${now})`,
        );
      if (entry.requested > now) future('requested', entry.requested);
      const response = entry.response;
      if (response && response.date > now) future('response.date', response.date);
      if (response && !response.source) {
        fields.at(
          [...here, 'response'],
          'has no source — add source: https://… where the answer can be read (nothing about a member is shown without one)',
        );
      }
      if (response && response.date < entry.requested) {
        fields.at(
          [...here, 'response', 'date'],
          `${response.date} is before the request of ${entry.requested} — an answer comes after the request`,
        );
      }
      requests[id] = {
        requested: entry.requested,
        letter: entry.letter ?? null,
        response: response?.source ? { ...response, source: response.source } : null,
      };
    }
    statements[name] = requests;
  }
  return statements;
}
