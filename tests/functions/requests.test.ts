import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { call } from './stack';

// What reaches the functions' HTTP layer. Nothing a caller sends reaches the logs: bodies that are not the callable protocol, bodies too
// large or too deep, and payloads the schema refuses, each carrying a marker; then every line
// the emulators wrote (functions' logs included) is scanned for it.
const MARKER = `zqmarker${randomBytes(6).toString('hex')}`;
const person = { first: MARKER, last: MARKER, zip: '90012', dob: '04/12/1988' };

function deep(depth: number): string {
  return `${'['.repeat(depth)}"${MARKER}"${']'.repeat(depth)}`;
}

async function post(name: string, body: string, contentType = 'application/json') {
  const response = await fetch(`${inject('functionsUrl')}/${name}`, {
    method: 'POST',
    headers: { 'content-type': contentType, 'x-forwarded-for': '192.0.2.77' },
    body,
  });
  const text = await response.text();
  let status = 'UNPARSEABLE';
  try {
    status = (JSON.parse(text) as { error?: { status?: string } }).error?.status ?? 'none';
  } catch {}
  return { http: response.status, status };
}

// Bodies JSON.parse cannot turn into an object or array are refused by the HTTP layer's body parser
// (400, an HTML page) before any function code runs, locally as deployed.
const REFUSED_BY_HTTP_LAYER = new Set(['not JSON', 'a string', 'null']);

const BODIES: [label: string, body: string, contentType?: string][] = [
  ['a lookup without data', JSON.stringify(person)],
  [
    'logging fields without data',
    JSON.stringify({ severity: 'ERROR', message: MARKER, labels: { a: MARKER } }),
  ],
  ['data beside another field', JSON.stringify({ data: person, [MARKER]: MARKER })],
  ['a field named after the marker only', JSON.stringify({ [MARKER]: 1 })],
  ['an array', JSON.stringify([person])],
  ['a string', JSON.stringify(MARKER)],
  ['null', 'null'],
  ['not JSON', `${MARKER} is not json`],
  ['a content type of its own', JSON.stringify({ data: person }), `text/${MARKER}`],
  ['JSON 3,000 deep without data', deep(3000)],
  ['JSON 3,000 deep in data', `{"data":${deep(3000)}}`],
  ['a body over the size limit', JSON.stringify({ data: { ...person, pad: MARKER.repeat(20_000) } })],
];

describe('bodies that are not the callable protocol', () => {
  it.each(BODIES)('%s is invalid-argument (400)', async (label, body, contentType) => {
    const outcome = await post('getVoterContact', body, contentType);
    expect(outcome.http).toBe(400);
    expect(outcome.status).toBe(REFUSED_BY_HTTP_LAYER.has(label) ? 'UNPARSEABLE' : 'INVALID_ARGUMENT');
  });
});

describe('the logs', () => {
  it('never show what a caller sent', async () => {
    // Payloads the schema refuses, on every kind of callable.
    await call('getVoterContact', { ...person, dob: '02/29/1989' }, { clientIp: '192.0.2.78' });
    await call('getVoterContact', { ...person, extra: MARKER }, { clientIp: '192.0.2.78' });
    await call('getStancesByDistrict', { fireDbPetition: MARKER });
    await call('writeStance', { stance: MARKER, voterId: MARKER, fireDbPetition: MARKER });
    // The emulator relays function logs asynchronously: wait for a line of a call made last.
    const logFile = inject('emulatorLogFile');
    const before = readFileSync(logFile, 'utf8').split('callable rejected').length;
    await call('getStanceCountState', { state: 'Florida', fireDbPetition: 'x' });
    for (let i = 0; i < 100 && readFileSync(logFile, 'utf8').split('callable rejected').length <= before; i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const lines = readFileSync(logFile, 'utf8').split('\n');
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.filter((line) => line.toLowerCase().includes(MARKER))).toEqual([]);
  });
});
