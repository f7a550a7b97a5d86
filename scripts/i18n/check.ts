// `npm run i18n:check` (part of `npm run lint`): fails when a screen's message is missing from a
// catalogue or has no Spanish translation, or a catalogue keeps a message no screen uses.
import { checkCatalogues } from './catalogues';

const { messages, problems } = await checkCatalogues();
if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  console.error(`✖ ${problems.length} message catalogue problem${problems.length === 1 ? '' : 's'}.`);
  process.exit(1);
}
console.log(`✔ messages: ${messages.length} in the screens, each in every catalogue and translated.`);
