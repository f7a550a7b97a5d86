import path from 'node:path';
import { type MessageDescriptor, setupI18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { readTranslations } from '../../../scripts/i18n/translations';

const LINGUI_CONFIG = path.resolve(import.meta.dirname, '../../../lingui.config.ts');

/** The words the Spanish site shows for an English message, with its values filled in. */
export type SpanishWords = (english: string, values?: Record<string, unknown>) => string;

/**
 * Reads the Spanish catalogues, so a journey finds what a Spanish reader sees by the English it
 * stands for: `es('Send code')`. Throws on a message that is in no catalogue or has no Spanish,
 * so the journey fails where the translation is missing rather than on a locator.
 */
export async function spanishWords(): Promise<SpanishWords> {
  const { translate, untranslated } = await readTranslations('es', LINGUI_CONFIG);
  const missing = new Set(untranslated);
  const i18n = setupI18n({ locale: 'es', messages: { es: {} } });
  return (english, values) => {
    const id = generateMessageId(english);
    const words = translate(id);
    if (words === undefined) throw new Error(`"${english}" is in no catalogue (npm run i18n:extract).`);
    if (missing.has(english)) throw new Error(`"${english}" has no Spanish translation.`);
    // A compiled message where Lingui's type says a string: its runtime takes either.
    return i18n._({ id, message: words, values } as unknown as MessageDescriptor);
  };
}
