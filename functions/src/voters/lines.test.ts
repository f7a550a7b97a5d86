import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { lineBatches } from './read';

async function viaReadline(text: string): Promise<string[]> {
  const lines: string[] = [];
  const rl = createInterface({ input: Readable.from([text]), crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of rl) lines.push(line);
  return lines;
}

async function viaBatches(chunks: string[]): Promise<string[]> {
  const lines: string[] = [];
  for await (const batch of lineBatches(Readable.from(chunks))) lines.push(...batch);
  return lines;
}

describe('lineBatches', () => {
  const texts = [
    'a\tb\nc\td\n',
    'a\nb',
    'a\r\nb\r\nc',
    'a\rb\r',
    'a\n\n\nb\n',
    '\n\na\r\n\r\nb\r',
    'one line, no break',
    'x\r\n',
  ];
  it.each(texts)('gives the same lines as readline for %j at every chunk split', async (text) => {
    const expected = await viaReadline(text);
    expect(await viaBatches([text])).toEqual(expected);
    for (let i = 1; i < text.length; i++) {
      for (let j = i; j < text.length; j++) {
        const chunks = [text.slice(0, i), text.slice(i, j), text.slice(j)].filter((c) => c !== '');
        expect(await viaBatches(chunks), `split at ${i}, ${j}`).toEqual(expected);
      }
    }
  });
});
