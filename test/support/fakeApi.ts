/**
 * Fakes the API at the fetch level, so components run their real RTK Query code: each handler
 * answers one "METHOD /path" (path without query) and every call is recorded for assertions.
 */
export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

/** An answer: `body` is sent as JSON, unless `text` is given (sent as text/plain, as BookCars' "OK"). */
type FakeAnswer = { status: number; body?: unknown; text?: string };

export type FakeHandler = (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>;

export function fakeApi(handlers: Record<string, FakeHandler>) {
  const calls: FakeCall[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url, 'http://localhost');
    const text = await request.text();
    const call: FakeCall = { method: request.method, path: url.pathname, body: text ? JSON.parse(text) : undefined };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    if (!handler) return new Response(JSON.stringify({ code: 'not_found', message: 'no fake' }), { status: 404 });
    const { status, body, text: plain } = await handler(call);
    if (plain !== undefined) return new Response(plain, { status, headers: { 'content-type': 'text/plain' } });
    return new Response(status === 204 || body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { calls };
}
