// Each app build speaks one language: after Lingui's macro has turned a message into a
// descriptor (`/*i18n*/ { id, message?, values? }`), this puts the message's compiled translation
// in that language into the descriptor itself, so the code carries its own words and no catalogue
// is downloaded (decision 0044-one-build-per-language). Lingui's runtime uses a descriptor's
// `message` when its catalogue has no entry for the id (here, when there is no id).
import type { types as BabelTypes, PluginObj } from '@babel/core';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';

/** The compiled words of a message id, or undefined when no catalogue has the id. */
export type Translate = (id: string) => CompiledMessage | undefined;

export interface InlineOptions {
  readonly translate: Translate;
  /** Called for a descriptor whose id no catalogue has. */
  readonly onUnknown: (id: string, message: string | undefined) => CompiledMessage | undefined;
}

function isDescriptor(node: BabelTypes.ObjectExpression): boolean {
  return (node.leadingComments ?? []).some((comment) => comment.value.trim() === 'i18n');
}

/** A Babel plugin that writes each macro descriptor's translation as its `message`. */
export function inlineTranslations(
  { types: t }: { types: typeof BabelTypes },
  { translate, onUnknown }: InlineOptions,
): PluginObj {
  const stringProperty = (node: BabelTypes.ObjectExpression, key: string) =>
    node.properties.find(
      (p): p is BabelTypes.ObjectProperty =>
        t.isObjectProperty(p) && t.isIdentifier(p.key, { name: key }) && t.isStringLiteral(p.value),
    );
  return {
    name: 'rv-inline-translations',
    visitor: {
      ObjectExpression(path) {
        const { node } = path;
        if (!isDescriptor(node)) return;
        const id = stringProperty(node, 'id');
        if (!id || !t.isStringLiteral(id.value)) return;
        const message = stringProperty(node, 'message');
        const source = message && t.isStringLiteral(message.value) ? message.value.value : undefined;
        const words = translate(id.value.value) ?? onUnknown(id.value.value, source);
        if (words === undefined) return;
        const value = t.valueToNode(words);
        if (message) message.value = value;
        else node.properties.push(t.objectProperty(t.identifier('message'), value));
        // With its words in hand, the runtime needs no id (its catalogue is empty): leaving it out
        // saves each message a few bytes that gzip cannot shrink.
        node.properties.splice(node.properties.indexOf(id), 1);
      },
    },
  };
}
