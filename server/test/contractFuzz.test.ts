/**
 * Contract fuzz: requests generated from `openapi/openapi.yaml` (see support/fuzz.ts), signed out
 * and signed in, against a fresh seeded database with rate limits raised so every request reaches
 * the handlers. No answer is 5xx (501 only where the contract declares it), and every error answer
 * is the contract's `{code, message}` in JSON. Raw `app.inject`, not callApi: the requests are
 * generated at run time from the document, most of them deliberately outside its types.
 */
import { seedId } from '../src/db/seed';
import { declaresStatus, errorBodyProblem } from './support/contract';
import { demoUser } from './support/demoUsers';
import { fuzzRequests, type FuzzRequest } from './support/fuzz';
import { sessionCookie } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    config: {
      apiRateLimit: 1_000_000,
      contactRateLimit: 1_000_000,
      authRateLimit: 1_000_000,
      authClientRateLimit: 1_000_000,
    },
  });
});
afterAll(async () => t?.close());

test('no request generated from the contract gets a 5xx or an error body outside the contract', async () => {
  const demo = demoUser('demo');
  const { rows: bookings } = await t.db.query<{ id: string }>(
    'SELECT id FROM bookings WHERE driver_id = $1 ORDER BY id LIMIT 1',
    [demo.id],
  );
  const { rows: notifications } = await t.db.query<{ id: string }>(
    'SELECT id FROM notifications WHERE user_id = $1 ORDER BY id LIMIT 1',
    [demo.id],
  );
  const ids = {
    userId: demo.id,
    email: demo.email,
    carId: seedId('car', 0),
    supplierId: seedId('supplier', 0),
    locationId: seedId('location', 0),
    bookingId: bookings[0]!.id,
    notificationId: notifications[0]!.id,
  };
  const passes: Array<{ signedIn: boolean; requests: FuzzRequest[] }> = [
    { signedIn: false, requests: fuzzRequests(ids, 24, 0) },
    { signedIn: true, requests: fuzzRequests(ids, 24, 0.5) },
  ];
  const histogram: Record<number, number> = {};
  const failures: string[] = [];
  let count = 0;
  for (const { signedIn, requests } of passes) {
    for (const request of requests) {
      const headers = { ...request.headers };
      // A fresh session per request: signOut and deletions must not sign the next request out.
      if (signedIn && !headers.cookie) headers.cookie = (await sessionCookie(t, demo.id)).cookie;
      const response = await t.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers,
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      });
      count++;
      histogram[response.statusCode] = (histogram[response.statusCode] ?? 0) + 1;
      const what = `${signedIn ? 'signed in' : 'signed out'} ${request.operationId} [${request.mutation}] → ${response.statusCode}`;
      if (response.statusCode >= 500 && !(response.statusCode === 501 && declaresStatus(request.operationId, 501))) {
        failures.push(`${what} ${response.body.slice(0, 200)}`);
      } else if (response.statusCode >= 400) {
        const problem = errorBodyProblem(response, request.operationId);
        if (problem) failures.push(`${what}: ${problem}`);
      }
    }
  }
  console.info(`contract fuzz: ${count} requests, statuses ${JSON.stringify(histogram)}`);
  expect(failures).toEqual([]);
  expect(count).toBeGreaterThan(2000);
}, 120_000);
