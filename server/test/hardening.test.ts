/**
 * The reproductions of issue 27 ("no 5xx on any input"): each answered 500, a late 413 or a 431
 * outside the contract before. Over inject, and over a real socket where the connection matters.
 * Requests here are raw `app.inject` on purpose, not callApi: their point is bytes, media types and
 * bodies the contract refuses, which its request types cannot express. Bodies of the contract's shape
 * with hostile values still satisfy its request types, so a renamed field fails typecheck here too.
 */
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { aSignUp } from '@test/factories/user';
import type { RequestBody } from '../src/contract';
import { toErrorReply } from '../src/errors';
import { demoUser } from './support/demoUsers';
import { errorBodyProblem, pathOf } from './support/contract';
import { sessionCookie } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;
let base: { host: string; port: number };

beforeAll(async () => {
  t = await createTestApp({ config: { apiRateLimit: 100_000 } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address() as AddressInfo;
  base = { host: '127.0.0.1', port: address.port };
});
afterAll(async () => t?.close());

/** Sends raw bytes and resolves with everything the server answered before closing (or after `waitMs` of silence). */
function rawExchange(chunks: Array<string | Buffer>, waitMs = 10_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(base.port, base.host);
    let answer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(answer);
    }, waitMs);
    socket.on('data', (data) => {
      answer += data.toString('latin1');
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(answer);
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server may close while we still write: what it answered is what counts.
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') return;
      reject(error);
    });
    socket.on('connect', () => {
      for (const chunk of chunks) socket.write(chunk);
    });
  });
}

const bodyOf = (raw: string) => JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)) as { code: string; message: string };

test('a body in a media type the operation does not declare is refused with 415 before any handler', async () => {
  const signIn = await t.app.inject({
    method: 'POST',
    url: pathOf('signIn'),
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
    payload: '{}',
  });
  expect(signIn.statusCode).toBe(415);
  expect(signIn.json()).toEqual({
    code: 'unsupported_media_type',
    message: expect.stringContaining('application/json'),
  });
  const validate = await t.app.inject({
    method: 'POST',
    url: pathOf('validateEmail'),
    headers: { 'content-type': 'text/plain' },
    payload: JSON.stringify({ email: 'a@example.com' } satisfies RequestBody<'validateEmail'>),
  });
  expect(validate.statusCode).toBe(415);
  // The declared type still works.
  const json = await t.app.inject({
    method: 'POST',
    url: pathOf('validateEmail'),
    payload: { email: 'new.driver@example.com' } satisfies RequestBody<'validateEmail'>,
  });
  expect(json.statusCode).toBe(200);
});

test('NUL characters in a path parameter or a body field are refused with 400', async () => {
  const car = await t.app.inject({ method: 'GET', url: '/api/car/%00/en' });
  expect(car.statusCode).toBe(400);
  expect(errorBodyProblem(car)).toBeNull();
  const search = await t.app.inject({
    method: 'POST',
    url: pathOf('getFrontendCars', { page: 1, size: 10 }),
    payload: {
      pickupLocation: '\u0000',
      from: '2030-01-01T10:00:00Z',
      to: '2030-01-03T10:00:00Z',
      suppliers: [],
    } satisfies RequestBody<'getFrontendCars'>,
  });
  expect(search.statusCode).toBe(400);
  expect(search.json().message).toMatch(/NUL/);
});

test('a body nested 30,000 levels deep is refused with 400 before it is parsed', async () => {
  const deep = '['.repeat(30_000) + ']'.repeat(30_000);
  const search = JSON.stringify({
    pickupLocation: 'x',
    from: '2030-01-01T10:00:00Z',
    to: '2030-01-03T10:00:00Z',
    suppliers: [],
  } satisfies RequestBody<'getFrontendCars'>);
  const response = await t.app.inject({
    method: 'POST',
    url: pathOf('getFrontendCars', { page: 1, size: 10 }),
    headers: { 'content-type': 'application/json' },
    // A valid search with one deeply nested extra property (too deep for JSON.stringify to write).
    payload: `${search.slice(0, -1)},"extra":${deep}}`,
  });
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toMatch(/nested deeper/);
});

test('dates and numbers the database cannot hold are refused by the contract with 400', async () => {
  const cars = (page: string, body: Partial<RequestBody<'getFrontendCars'>>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/frontend-cars/${page}/10`,
      payload: {
        pickupLocation: 'x',
        from: '2030-01-01T10:00:00Z',
        to: '2030-01-03T10:00:00Z',
        suppliers: [],
        ...body,
      } satisfies RequestBody<'getFrontendCars'>,
    });
  for (const page of ['Infinity', '1e309', '99999999999999999999']) expect((await cars(page, {})).statusCode).toBe(400);
  expect((await cars('1', { from: '0000-01-01T00:00:00Z' })).statusCode).toBe(400);
  for (const seats of [2147483648, 9007199254740994, 1e308]) expect((await cars('1', { seats })).statusCode).toBe(400);
  const signUp = await t.app.inject({
    method: 'POST',
    url: pathOf('signUp'),
    payload: aSignUp({ birthDate: '0000-01-01T00:00:00Z' }),
  });
  expect(signUp.statusCode).toBe(400);
});

test('malformed multipart bodies on the upload operations answer 400', async () => {
  const { cookie } = await sessionCookie(t, demoUser('demo').id);
  const cases: Array<[string, string]> = [
    ['multipart/form-data', 'x'],
    [
      'multipart/form-data; boundary=other',
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc\r\n--x--\r\n',
    ],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="fi'],
  ];
  for (const url of [
    pathOf('createLicense'),
    pathOf('updateLicense', { id: demoUser('demo').id }),
    pathOf('updateAvatar', { userId: demoUser('demo').id }),
  ]) {
    for (const [contentType, payload] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': contentType, cookie },
        payload,
      });
      expect([url, contentType, response.statusCode]).toEqual([url, contentType, 400]);
      expect(errorBodyProblem(response)).toBeNull();
    }
  }
});

test('an upload announcing 40 MB gets its 413 at once, before the body is sent, and the connection closes', async () => {
  const answer = await rawExchange([
    `POST ${pathOf('createLicense')} HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${40 * 1024 * 1024}\r\n\r\n`,
    '--x\r\n',
  ]);
  expect(answer).toMatch(/^HTTP\/1\.1 413 /);
  expect(answer).toMatch(/\r\nconnection: close\r\n/i);
  expect(bodyOf(answer).code).toBe('payload_too_large');
});

test('an upload streamed past its limit is cut off with 413 without reading the rest', async () => {
  const head = `--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-`;
  const chunk = (data: string | Buffer) =>
    Buffer.concat([Buffer.from(`${Buffer.byteLength(data).toString(16)}\r\n`), Buffer.from(data), Buffer.from('\r\n')]);
  // 6 MB of a 5 MB limit, chunked (no length announced); the end of the body is never sent.
  const answer = await rawExchange([
    `POST ${pathOf('createLicense')} HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=x\r\nTransfer-Encoding: chunked\r\n\r\n`,
    chunk(head),
    ...Array.from({ length: 6 }, () => chunk(Buffer.alloc(1024 * 1024, 0x41))),
  ]);
  expect(answer).toMatch(/^HTTP\/1\.1 413 /);
  expect(answer).toMatch(/\r\nconnection: close\r\n/i);
  expect(bodyOf(answer).code).toBe('file_too_large');
});

test('headers over 16 KB get a 431 in the contract shape, with Connection: close', async () => {
  const answer = await rawExchange([
    `GET /api/settings HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
  ]);
  expect(answer).toMatch(/^HTTP\/1\.1 431 /);
  expect(answer).toMatch(/\r\nConnection: close\r\n/);
  expect(bodyOf(answer)).toEqual({ code: 'headers_too_large', message: expect.any(String) });
});

test('a full disk and damaged database files answer 503 with a reason; values PostgreSQL refuses answer 400', () => {
  // The errors as PostgreSQL and PGlite raise them (SQLSTATE in `code`), and Node's for a file write.
  const diskFull = Object.assign(new Error('could not extend file "base/5/16390": No space left on device'), {
    code: '53100',
  });
  expect(toErrorReply(diskFull)).toMatchObject({ statusCode: 503, body: { code: 'storage_full' } });
  expect(
    toErrorReply(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })),
  ).toMatchObject({ statusCode: 503 });
  const damaged = Object.assign(new Error('invalid page in block 0 of relation base/5/16390'), { code: 'XX001' });
  expect(toErrorReply(damaged)).toMatchObject({ statusCode: 503, body: { code: 'storage_damaged' } });
  expect(toErrorReply(Object.assign(new Error('date/time field value out of range'), { code: '22008' }))).toMatchObject(
    { statusCode: 400 },
  );
});
