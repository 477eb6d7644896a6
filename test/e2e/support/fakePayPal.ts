import { createServer, type IncomingMessage, type Server } from 'node:http';

/** An order as the fake keeps it; `buyer` is what the buyer did in PayPal's window (the test says). */
interface FakeOrder {
  amount: { currency_code: string; value: string };
  status: 'CREATED' | 'COMPLETED';
  buyer: 'pending' | 'approved' | 'declined';
}

export interface FakePayPal {
  /** The origin to give the server as PAYPAL_API_URL. */
  url: string;
  orders: Map<string, FakeOrder>;
  /** The buyer approves the order in PayPal's window (which cannot open offline). */
  approve(orderId: string): void;
  /** The buyer's card is declined: the capture answers INSTRUMENT_DECLINED. */
  decline(orderId: string): void;
  stop(): Promise<void>;
}

async function jsonBody(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text.startsWith('{') ? JSON.parse(text) : text;
}

/**
 * PayPal's Orders API v2 as the reference server calls it (OAuth client credentials, create,
 * capture, get), on 127.0.0.1 and a free port, answering like PayPal's documented responses.
 */
export async function startFakePayPal(credentials: { clientId: string; clientSecret: string }): Promise<FakePayPal> {
  const orders = new Map<string, FakeOrder>();
  const basic = `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')}`;
  const completed = (id: string, order: FakeOrder) => ({
    id,
    status: 'COMPLETED',
    purchase_units: [{ payments: { captures: [{ id: `CAPTURE-${id}`, status: 'COMPLETED', amount: order.amount }] } }],
  });

  const server: Server = createServer((request, response) => {
    const send = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    void jsonBody(request).then((body) => {
      const path = request.url ?? '';
      if (path === '/v1/oauth2/token' && request.method === 'POST') {
        if (request.headers.authorization !== basic) return send(401, { error: 'invalid_client' });
        return send(200, { access_token: 'fake-token', token_type: 'Bearer', expires_in: 32400 });
      }
      if (request.headers.authorization !== 'Bearer fake-token') return send(401, { name: 'AUTHENTICATION_FAILURE' });
      if (path === '/v2/checkout/orders' && request.method === 'POST') {
        const id = `FAKE${orders.size + 1}`;
        const unit = (body as { purchase_units: Array<{ amount: FakeOrder['amount'] }> }).purchase_units[0]!;
        orders.set(id, { amount: unit.amount, status: 'CREATED', buyer: 'pending' });
        return send(201, { id, status: 'CREATED' });
      }
      const capture = /^\/v2\/checkout\/orders\/(\w+)\/capture$/.exec(path);
      if (capture && request.method === 'POST') {
        const order = orders.get(capture[1]!);
        if (!order) return send(404, { name: 'RESOURCE_NOT_FOUND' });
        if (order.status === 'COMPLETED')
          return send(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] });
        if (order.buyer === 'pending')
          return send(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] });
        if (order.buyer === 'declined')
          return send(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INSTRUMENT_DECLINED' }] });
        order.status = 'COMPLETED';
        return send(201, completed(capture[1]!, order));
      }
      const get = /^\/v2\/checkout\/orders\/(\w+)$/.exec(path);
      const order = get && orders.get(get[1]!);
      if (order && request.method === 'GET') return send(200, completed(get[1]!, order));
      return send(404, { name: 'RESOURCE_NOT_FOUND' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('fake PayPal has no port');
  const buyer = (orderId: string, value: FakeOrder['buyer']) => {
    const order = orders.get(orderId);
    if (!order) throw new Error(`no order ${orderId}`);
    order.buyer = value;
  };
  return {
    url: `http://127.0.0.1:${address.port}`,
    orders,
    approve: (orderId) => buyer(orderId, 'approved'),
    decline: (orderId) => buyer(orderId, 'declined'),
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
