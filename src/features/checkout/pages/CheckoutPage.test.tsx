import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aUser, aUserSummary } from '@test/factories/user';
import { fakeApi, type FakeHandler } from '@test/support/fakeApi';
import { renderWithProviders } from '@test/support/renderWithProviders';
import { driverHandlers, signedInState } from '@test/support/signedInDriver';
import type {
  CheckoutBooking,
  CheckoutPayload,
  GuestDriver,
  PayPalOrderPayload,
  TestCardPayload,
} from '../api/checkoutApi';
import { aCar } from '@test/factories/car';
import { aLocation } from '@test/factories/location';
import { aSupplier } from '@test/factories/supplier';
import { CHECKOUT_PATH, FROM, paymentSettings, TO } from '../checkoutFixture';

const booked = { bookingId: 'b1', status: 'pending', amountDue: 0, currency: 'EUR', paymentExpiresAt: null };

function api(car = aCar(), more: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'GET /api/settings': () => ({ status: 200, body: paymentSettings() }),
    'GET /api/car/car1/en': () => ({ status: 200, body: car }),
    'GET /api/location/loc1/en': () => ({ status: 200, body: aLocation() }),
    ...more,
  });
}

type User = ReturnType<typeof renderWithProviders>['user'];

async function fillDriver(user: User) {
  await user.type(screen.getByRole('textbox', { name: /^full name/i }), 'Alex Martin');
  await user.type(screen.getByRole('textbox', { name: /^e-mail/i }), 'alex@example.com');
  await user.type(screen.getByRole('textbox', { name: /^phone/i }), '+33 6 12 34 56 78');
  fireEvent.change(screen.getByLabelText(/^birth date/i), { target: { value: '1990-04-12' } });
  await user.click(screen.getByRole('checkbox', { name: /terms of use/i }));
}

/** The checkout form is there (the page heading shows while loading already). */
async function opened() {
  return screen.findByRole('region', { name: 'Your booking details' }, { timeout: 10_000 });
}

jest.setTimeout(90_000);
afterEach(() => window.sessionStorage.clear());

it('shows the booking with its cost, and the total follows the extras at once', async () => {
  api();
  const { user } = renderWithProviders({ path: CHECKOUT_PATH });

  const details = await opened();
  expect(screen.getByRole('heading', { level: 1, name: 'Book your car' })).toBeInTheDocument();
  expect(within(details).getByText('Peugeot 208')).toBeInTheDocument();
  expect(within(details).getByText('Atlas Drive')).toBeInTheDocument();
  expect(within(details).getByText('Duration').nextElementSibling).toHaveTextContent('3 days');
  expect(
    within(screen.getByRole('table', { name: 'Cost of the rental' })).getByRole('row', { name: /^3 days 40 € 120 €$/ }),
  ).toBeInTheDocument();
  expect(within(details).getByText(/500 €, held at pick-up/)).toBeInTheDocument();
  expect(screen.getByTestId('checkout-total')).toHaveTextContent('120 €');

  // Unavailable: disabled and says why; included: on and locked; priced: a choice with its price.
  const amendments = screen.getByRole('checkbox', { name: 'Amendments' });
  expect(amendments).toBeDisabled();
  expect(amendments).not.toBeChecked();
  expect(amendments).toHaveAccessibleDescription('Unavailable: Atlas Drive does not offer it for this car.');
  const waiver = screen.getByRole('checkbox', { name: 'Collision damage waiver' });
  expect(waiver).toBeDisabled();
  expect(waiver).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Theft protection' })).toHaveAccessibleDescription(
    '5 € per day, 15 € for 3 days',
  );

  await user.click(screen.getByRole('checkbox', { name: 'Theft protection' }));
  expect(screen.getByTestId('checkout-total')).toHaveTextContent('135 €');
  await user.click(screen.getByRole('checkbox', { name: 'Cancellation' }));
  expect(screen.getByTestId('checkout-total')).toHaveTextContent('155 €');
  expect(screen.getByTestId('checkout-grand-total')).toHaveTextContent('155 €');
  await user.click(screen.getByRole('checkbox', { name: 'Theft protection' }));
  expect(screen.getByTestId('checkout-total')).toHaveTextContent('140 €');
});

it('books pay-later for a visitor with the agreed price and one idempotency key, signs them in, then opens the booking', async () => {
  const visitor = aUserSummary(
    aUser({ _id: 'u9', email: 'alex@example.com', fullName: 'Alex Martin', verified: false }),
  );
  const calls = api(aCar(), {
    'POST /api/checkout': () => ({ status: 200, body: { ...booked, user: visitor } }),
  }).calls;
  const { user, router } = renderWithProviders({ path: CHECKOUT_PATH });
  await opened();

  await user.click(screen.getByRole('checkbox', { name: 'Full insurance' }));
  await fillDriver(user);
  await user.dblClick(screen.getByRole('button', { name: 'Book now' }));

  await waitFor(() => expect(router.state.location.pathname).toBe('/booking'));
  expect(router.state.location.search).toBe('?b=b1');
  expect(router.state.location.state).toEqual({ confirmation: true });
  const requests = calls.filter((call) => call.path === '/api/checkout');
  expect(requests).toHaveLength(1);
  const body = requests[0]?.body as CheckoutPayload;
  expect(body.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
  expect(body.payLater).toBe(true);
  expect(body.booking).toMatchObject({
    car: 'car1',
    supplier: 'sup1',
    pickupLocation: 'loc1',
    dropOffLocation: 'loc1',
    from: FROM,
    to: TO,
    fullInsurance: true,
    collisionDamageWaiver: true,
    amendments: false,
    theftProtection: false,
    price: 156,
    isDeposit: false,
    isPayedInFull: false,
  } satisfies Partial<CheckoutBooking>);
  expect(body.driver).toEqual({
    fullName: 'Alex Martin',
    email: 'alex@example.com',
    phone: '+33 6 12 34 56 78',
    birthDate: '1990-04-12T00:00:00.000Z',
    language: 'en',
  } satisfies GuestDriver);
  expect(window.sessionStorage.length).toBe(0);
  // The checkout's cookie signed the visitor in: the app knows it too (spec §3 local copy).
  expect(JSON.parse(window.localStorage.getItem('bc-fe-user') ?? 'null')).toMatchObject({
    _id: 'u9',
    email: 'alex@example.com',
    verified: false,
  });
});

it('says why the API refused the period, by its code (an operator narrowed the opening hours meanwhile)', async () => {
  api(aCar(), {
    'POST /api/checkout': () => ({
      status: 400,
      body: { code: 'pickup_outside_hours', message: 'Pick-up is possible from 08:00 to 20:59.' },
    }),
  });
  const { user, router } = renderWithProviders({ path: CHECKOUT_PATH });
  await opened();
  await fillDriver(user);
  await user.click(screen.getByRole('button', { name: 'Book now' }));
  expect(
    await screen.findByText('The pick-up time is outside the opening hours. Choose another time.'),
  ).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/checkout');
});

it('says before anything is filled that the period breaks the rule: the supplier’s minimum days, the opening hours', async () => {
  api(aCar({ supplier: aSupplier({ minimumRentalDays: 5 }) }));
  const { unmount } = renderWithProviders({ path: CHECKOUT_PATH });
  expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
    'This supplier rents for at least 5 days.',
  );
  expect(screen.queryByRole('button', { name: 'Book now' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See other cars' })).toBeInTheDocument();
  unmount();

  // Pick-up at 10:00 UTC is 12:00 in Paris: after an operator's 13:00 opening.
  const paris = aLocation({ timeZone: 'Europe/Paris' });
  fakeApi({
    'GET /api/settings': () => ({ status: 200, body: { ...paymentSettings(), minPickupDropoffHour: 13 } }),
    'GET /api/car/car1/en': () => ({ status: 200, body: aCar() }),
    'GET /api/location/loc1/en': () => ({ status: 200, body: paris }),
  });
  renderWithProviders({ path: CHECKOUT_PATH });
  expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
    'Pick-up and drop-off are possible from 1:00 PM to 11:59 PM, local time at the location.',
  );
});

it("says 'Please fix errors', focuses the first invalid field and sends nothing", async () => {
  const { calls } = api();
  const { user } = renderWithProviders({ path: CHECKOUT_PATH });
  await opened();

  await user.type(screen.getByRole('textbox', { name: /^e-mail/i }), 'not-an-address');
  fireEvent.change(screen.getByLabelText(/^birth date/i), {
    target: { value: `${new Date().getFullYear() - 19}-01-01` },
  });
  await user.click(screen.getByRole('button', { name: 'Book now' }));

  expect(await screen.findByText('Please fix errors')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('textbox', { name: /^full name/i })).toHaveFocus());
  expect(screen.getByRole('textbox', { name: /^e-mail/i })).toHaveAccessibleDescription('Invalid email address');
  expect(screen.getByLabelText(/^birth date/i)).toHaveAccessibleDescription(
    'The driver must be at least 21 years old.',
  );
  expect(screen.getByRole('checkbox', { name: /terms of use/i })).toHaveAccessibleDescription(
    'Please accept the terms of use.',
  );
  expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
});

it('asks for the additional driver when that extra is taken', async () => {
  api();
  const { user } = renderWithProviders({ path: CHECKOUT_PATH });
  await opened();
  expect(screen.queryByRole('region', { name: 'Additional driver' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: 'Additional driver' }));
  const section = screen.getByRole('region', { name: 'Additional driver' });
  expect(within(section).getByRole('textbox', { name: /^full name/i })).toBeInTheDocument();
  expect(within(section).getByLabelText(/^birth date/i)).toBeInTheDocument();
});

describe('paying online with the test gateway', () => {
  const online = { bookingId: 'b2', status: 'void', amountDue: 620, currency: 'EUR', paymentExpiresAt: FROM };

  /** The server's answers to a visitor's checkout: the first names the account it made (its cookie signs the browser in), a replay does not. */
  function visitorCheckout(result: typeof online): FakeHandler {
    let made = false;
    return () => {
      const body = made ? result : { ...result, user: aUserSummary(aUser({ _id: 'u9', email: 'alex@example.com' })) };
      made = true;
      return { status: 200, body };
    };
  }

  async function payInFull(user: User, card: { number: string; expiry: string; cvc: string }) {
    await opened();
    await fillDriver(user);
    await user.click(screen.getByRole('radio', { name: /pay in full online/i }));
    expect(screen.getByText('Test mode — no real payment')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^card number/i }), card.number);
    await user.type(screen.getByRole('textbox', { name: /^expiry date/i }), card.expiry);
    await user.type(screen.getByRole('textbox', { name: /^security code/i }), card.cvc);
    await user.click(screen.getByRole('button', { name: 'Pay 620 € and book' }));
  }

  it('checks the card fields before anything is sent', async () => {
    const { calls } = api();
    const { user } = renderWithProviders({ path: CHECKOUT_PATH });
    await payInFull(user, { number: '4242 4242 4242 4241', expiry: '01/20', cvc: '12' });
    expect(await screen.findByText('Please fix errors')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^card number/i })).toHaveAccessibleDescription('Invalid card number');
    expect(screen.getByRole('textbox', { name: /^expiry date/i })).toHaveAccessibleDescription('Invalid expiry date');
    expect(screen.getByRole('textbox', { name: /^security code/i })).toHaveAccessibleDescription(
      'Invalid Card Validation Code',
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^card number/i })).toHaveFocus());
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('books, pays the amount due and confirms, then opens the booking', async () => {
    const { calls } = api(aCar(), {
      'POST /api/checkout': visitorCheckout(online),
      'POST /api/create-paypal-order/': () => ({ status: 200, body: 'order1' }),
      'POST /api/test-payment/order1': () => ({ status: 200, body: true }),
      'POST /api/check-paypal-order/b2/order1': () => ({ status: 200, body: true }),
    });
    const { user, router } = renderWithProviders({ path: CHECKOUT_PATH });
    await payInFull(user, { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' });

    await waitFor(() => expect(router.state.location.search).toBe('?b=b2'));
    const body = calls.find((call) => call.path === '/api/checkout')?.body as CheckoutPayload;
    expect(body.payLater).toBe(false);
    expect(body.booking).toMatchObject({
      isPayedInFull: true,
      isDeposit: false,
      price: 620,
    } satisfies Partial<CheckoutBooking>);
    expect(calls.find((call) => call.path === '/api/create-paypal-order/')?.body).toMatchObject({
      bookingId: 'b2',
      amount: 620,
      currency: 'EUR',
    } satisfies Partial<PayPalOrderPayload>);
    expect(calls.find((call) => call.path === '/api/test-payment/order1')?.body).toEqual({
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/40',
      cvc: '123',
    } satisfies TestCardPayload);
    // Card data never lands in the draft.
    expect(JSON.stringify({ ...window.sessionStorage })).not.toContain('4242');
  });

  it("says 'Payment failed.' in the payment section for a declined card, focuses it, keeps all but the card number and code, and retries on the same held booking", async () => {
    let order = 0;
    const { calls } = api(aCar(), {
      'POST /api/checkout': visitorCheckout(online),
      'POST /api/create-paypal-order/': () => ({ status: 200, body: `order${(order += 1)}` }),
      'POST /api/test-payment/order1': () => ({
        status: 402,
        body: { code: 'payment_declined', message: 'Payment failed.' },
      }),
      'POST /api/test-payment/order2': () => ({ status: 200, body: true }),
      'POST /api/check-paypal-order/b2/order2': () => ({ status: 200, body: true }),
    });
    const { user, router } = renderWithProviders({ path: CHECKOUT_PATH });
    await payInFull(user, { number: '4000 0000 0000 0002', expiry: '12/40', cvc: '123' });

    const section = screen.getByRole('region', { name: 'Secure payment' });
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('Payment failed.');
    expect(alert).toHaveTextContent(/Your car stays reserved for you until \d\d:\d\d/);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(router.state.location.pathname).toBe('/checkout');
    expect(screen.getByRole('textbox', { name: /^full name/i })).toHaveValue('Alex Martin');
    expect(screen.getByRole('radio', { name: /pay in full online/i })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /^expiry date/i })).toHaveValue('12/40');
    expect(screen.getByRole('textbox', { name: /^card number/i })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^security code/i })).toHaveValue('');

    await user.type(screen.getByRole('textbox', { name: /^card number/i }), '4242 4242 4242 4242');
    await user.type(screen.getByRole('textbox', { name: /^security code/i }), '123');
    await user.click(screen.getByRole('button', { name: 'Pay 620 € and book' }));
    await waitFor(() => expect(router.state.location.search).toBe('?b=b2'));
    // The same request again: the server answers with the same held booking.
    const keys = calls
      .filter((call) => call.path === '/api/checkout')
      .map((call) => (call.body as CheckoutPayload).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it("keeps a visitor's form mounted and filled after their account was made and their card declined", async () => {
    const visitor = aUserSummary(
      aUser({ _id: 'u9', email: 'alex@example.com', fullName: 'Alex Martin', verified: false }),
    );
    api(aCar(), {
      'POST /api/checkout': () => ({ status: 200, body: { ...online, user: visitor } }),
      'GET /api/user/u9': () => ({
        status: 200,
        body: { ...visitor, phone: '+33 6 12 34 56 78', birthDate: '1990-04-12T00:00:00.000Z' },
      }),
      'POST /api/create-paypal-order/': () => ({ status: 200, body: 'order1' }),
      'POST /api/test-payment/order1': () => ({
        status: 402,
        body: { code: 'payment_declined', message: 'Payment failed.' },
      }),
    });
    const { user } = renderWithProviders({ path: CHECKOUT_PATH });
    const details = await opened();
    await payInFull(user, { number: '4000 0000 0000 0002', expiry: '12/40', cvc: '123' });

    const alert = await within(screen.getByRole('region', { name: 'Secure payment' })).findByRole('alert');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(JSON.parse(window.localStorage.getItem('bc-fe-user') ?? 'null')).toMatchObject({ _id: 'u9' });
    // Never unmounted by the new session: the same form, with what was typed.
    expect(details).toBeInTheDocument();
    expect(screen.queryByText('Loading your booking…')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^full name/i })).toHaveValue('Alex Martin');
    expect(screen.getByRole('textbox', { name: /^phone/i })).toHaveValue('+33 6 12 34 56 78');
  });

  it('says a lost answer is a lost connection, asks the server, and finishes an accepted payment on request', async () => {
    let captures = 0;
    const { calls } = api(aCar(), {
      'POST /api/checkout': visitorCheckout(online),
      'POST /api/create-paypal-order/': () => ({ status: 200, body: 'order1' }),
      'POST /api/test-payment/order1': () => {
        throw new TypeError('Failed to fetch');
      },
      'GET /api/payment-state/b2/order1': () => ({ status: 200, body: { state: 'processing', heldUntil: FROM } }),
      'POST /api/check-paypal-order/b2/order1': () => ({ status: 200, body: (captures += 1) > 0 }),
    });
    const { user, router } = renderWithProviders({ path: CHECKOUT_PATH });
    await payInFull(user, { number: '4242 4242 4242 4242', expiry: '1240', cvc: '123' });

    const alert = (await screen.findByText('The connection was lost while paying.')).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    expect(alert).toHaveTextContent('Your payment was accepted and is still being processed.');
    expect(alert).not.toHaveTextContent('Payment failed.');
    await waitFor(() => expect(alert).toHaveFocus());
    // The expiry typed as digits went out as MM/YY.
    expect(calls.find((call) => call.path === '/api/test-payment/order1')?.body).toMatchObject({ expiry: '12/40' });
    expect(captures).toBe(0);

    await user.click(within(alert).getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(router.state.location.search).toBe('?b=b2'));
    expect(captures).toBe(1);
  });

  it('after a lost answer, says when the state cannot be learnt either, and asks again on request', async () => {
    let reads = 0;
    api(aCar(), {
      'POST /api/checkout': visitorCheckout(online),
      'POST /api/create-paypal-order/': () => ({ status: 200, body: 'order1' }),
      'POST /api/test-payment/order1': () => ({ status: 200, body: true }),
      'POST /api/check-paypal-order/b2/order1': () => {
        throw new TypeError('Failed to fetch');
      },
      'GET /api/payment-state/b2/order1': () => {
        reads += 1;
        if (reads === 1) throw new TypeError('Failed to fetch');
        return { status: 200, body: { state: 'paid', heldUntil: null } };
      },
    });
    const { user, router } = renderWithProviders({ path: CHECKOUT_PATH });
    await payInFull(user, { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' });

    expect(await screen.findByText(/could not find out whether your payment went through/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(router.state.location.search).toBe('?b=b2'));
    expect(reads).toBe(2);
  });

  it('a payment request lost before the server: nothing was charged, and paying again uses the same booking', async () => {
    let approvals = 0;
    const { calls } = api(aCar(), {
      'POST /api/checkout': visitorCheckout(online),
      'POST /api/create-paypal-order/': () => {
        if (calls.filter((call) => call.path === '/api/create-paypal-order/').length === 1)
          throw new TypeError('Failed to fetch');
        return { status: 200, body: 'order1' };
      },
      'POST /api/test-payment/order1': () => ({ status: 200, body: (approvals += 1) > 0 }),
      'POST /api/check-paypal-order/b2/order1': () => ({ status: 200, body: true }),
    });
    const { user, router } = renderWithProviders({ path: CHECKOUT_PATH });
    await payInFull(user, { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' });
    const section = screen.getByRole('region', { name: 'Secure payment' });
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('Your payment did not go through and nothing was charged.');
    expect(alert).toHaveTextContent(/Your car stays reserved for you until \d\d:\d\d/);
    expect(screen.getByRole('textbox', { name: /^card number/i })).toHaveValue('4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Pay 620 € and book' }));
    await waitFor(() => expect(router.state.location.search).toBe('?b=b2'));
    expect(approvals).toBe(1);
    const keys = calls
      .filter((call) => call.path === '/api/checkout')
      .map((call) => (call.body as CheckoutPayload).idempotencyKey);
    expect(new Set(keys).size).toBe(1);
  });

  it('shows a card typo reported by the gateway under its field', async () => {
    api(aCar(), {
      'POST /api/checkout': () => ({ status: 200, body: online }),
      'POST /api/create-paypal-order/': () => ({ status: 200, body: 'order1' }),
      'POST /api/test-payment/order1': () => ({
        status: 400,
        body: { code: 'invalid_expiry_date', message: 'bad expiry' },
      }),
    });
    const { user } = renderWithProviders({ path: CHECKOUT_PATH });
    await payInFull(user, { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^expiry date/i })).toHaveAccessibleDescription('Invalid expiry date'),
    );
  });
});

it('a visitor whose answer was lost retries with the same key, and is told the booking is made though not signed in', async () => {
  let answers = 0;
  const calls = api(aCar(), {
    'POST /api/checkout': () => {
      answers += 1;
      if (answers === 1) throw new TypeError('Failed to fetch');
      // The server's replay: the booking made by the first request, no account and no cookie.
      return { status: 200, body: booked };
    },
  }).calls;
  const { user, router } = renderWithProviders({ path: CHECKOUT_PATH });
  await opened();
  await fillDriver(user);
  await user.click(screen.getByRole('button', { name: 'Book now' }));
  expect(
    await screen.findByText('The server could not be reached. Check your connection and try again.'),
  ).toBeVisible();

  await user.click(screen.getByRole('button', { name: 'Book now' }));
  const confirmation = await screen.findByTestId('booking-confirmation');
  expect(confirmation).toHaveTextContent('Your booking is made.');
  expect(confirmation).toHaveTextContent(
    /sent its confirmation to your e-mail address, with a link to choose your password/,
  );
  expect(within(confirmation).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    `/sign-in?from=${encodeURIComponent('/booking?b=b1')}`,
  );
  expect(router.state.location.pathname).toBe('/checkout');
  expect(window.localStorage.getItem('bc-fe-user')).toBeNull();
  const keys = calls
    .filter((call) => call.path === '/api/checkout')
    .map((call) => (call.body as CheckoutPayload).idempotencyKey);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
});

it('a driver whose session ended is told so, signed out here, and goes on as a visitor with their choices', async () => {
  api(aCar(), {
    ...driverHandlers,
    'POST /api/checkout': () => ({
      status: 400,
      body: { code: 'driver_required', message: 'Please fill in the driver’s details, or sign in.' },
    }),
  });
  const { user, store } = renderWithProviders({ path: CHECKOUT_PATH, preloadedState: signedInState });
  await opened();
  await user.click(screen.getByRole('checkbox', { name: 'Theft protection' }));
  await user.click(screen.getByRole('button', { name: 'Book now' }));

  const alert = (await screen.findByText('Your session has ended.')).closest<HTMLElement>('[role="alert"]')!;
  expect(screen.queryByText('An unexpected error occurred. Please try again later.')).not.toBeInTheDocument();
  await waitFor(() => expect(alert).toHaveFocus());
  expect(store.getState().session.user).toBeNull();
  expect(window.localStorage.getItem('bc-fe-user')).toBeNull();
  expect(within(alert).getByRole('link', { name: 'Sign in again' })).toHaveAttribute(
    'href',
    `/sign-in?from=${encodeURIComponent(CHECKOUT_PATH)}`,
  );
  // What was chosen stays, in the form and in the draft the sign-in comes back to.
  expect(screen.getByRole('checkbox', { name: 'Theft protection' })).toBeChecked();
  expect(window.sessionStorage.getItem(`checkout-draft:${CHECKOUT_PATH}`)).toContain('"theftProtection":true');

  await user.click(within(alert).getByRole('button', { name: 'Continue as a visitor' }));
  await waitFor(() => expect(screen.getByRole('textbox', { name: /^full name/i })).toHaveFocus());
  expect(screen.queryByText('Your session has ended.')).not.toBeInTheDocument();
});

it('keeps what a visitor typed for the return from sign-in, and links there with this checkout', async () => {
  api();
  const first = renderWithProviders({ path: CHECKOUT_PATH });
  await opened();
  await first.user.type(screen.getByRole('textbox', { name: /^full name/i }), 'Alex Martin');
  await first.user.click(screen.getByRole('checkbox', { name: 'Full insurance' }));
  expect(
    within(screen.getByRole('region', { name: 'Driver details' })).getByRole('link', { name: 'Sign in' }),
  ).toHaveAttribute('href', `/sign-in?from=${encodeURIComponent(CHECKOUT_PATH)}`);
  first.unmount();

  renderWithProviders({ path: CHECKOUT_PATH });
  await opened();
  expect(screen.getByRole('textbox', { name: /^full name/i })).toHaveValue('Alex Martin');
  expect(screen.getByRole('checkbox', { name: 'Full insurance' })).toBeChecked();
});

it('offers only the payment options the supplier and car allow, and says why', async () => {
  api(aCar({ deposit: 0, supplier: aSupplier({ payLater: false }) }));
  renderWithProviders({ path: CHECKOUT_PATH });
  await opened();
  expect(screen.getByRole('radio', { name: /pay later at the counter/i })).toBeDisabled();
  expect(screen.getByRole('radio', { name: /pay later at the counter/i })).toHaveAccessibleDescription(
    'Atlas Drive does not offer payment at the counter.',
  );
  expect(screen.getByRole('radio', { name: /pay the deposit online/i })).toBeDisabled();
  expect(screen.getByRole('radio', { name: /pay in full online/i })).toBeChecked();
});

describe('without an online gateway (production without PayPal)', () => {
  const noGateway = { 'GET /api/settings': () => ({ status: 200, body: paymentSettings({ online: 'none' }) }) };

  it('offers pay later only, says why, and shows no card field', async () => {
    api(aCar(), noGateway);
    renderWithProviders({ path: CHECKOUT_PATH });
    await opened();
    expect(screen.getByRole('radio', { name: /pay later at the counter/i })).toBeChecked();
    for (const name of [/pay the deposit online/i, /pay in full online/i]) {
      expect(screen.getByRole('radio', { name })).toBeDisabled();
      expect(screen.getByRole('radio', { name })).toHaveAccessibleDescription(
        'This site does not take online payments at the moment.',
      );
    }
    expect(screen.queryByText('Test mode — no real payment')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /card number/i })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book now' })).toBeInTheDocument();
  });

  it('says before anything is filled that a car whose supplier takes online payment only cannot be booked', async () => {
    api(aCar({ supplier: aSupplier({ payLater: false }) }), noGateway);
    renderWithProviders({ path: CHECKOUT_PATH });
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent(
      'This car cannot be booked with the payment options available: Atlas Drive takes payment online only',
    );
    expect(within(alert).getByRole('link', { name: 'See other cars' })).toHaveAttribute('href', '/search');
    expect(screen.queryByRole('region', { name: 'Your booking details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

it('with PayPal, shows no test-card fields', async () => {
  api(aCar(), {
    'GET /api/settings': () => ({
      status: 200,
      body: paymentSettings({ online: 'paypal', paypalClientId: 'paypal-id' }),
    }),
  });
  const { user } = renderWithProviders({ path: CHECKOUT_PATH });
  await opened();
  await user.click(screen.getByRole('radio', { name: /pay in full online/i }));
  expect(screen.queryByText('Test mode — no real payment')).not.toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: /card number/i })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Pay .* and book$/ })).not.toBeInTheDocument();
});

it("requires the driver's licence when the supplier does", async () => {
  api(aCar({ supplier: aSupplier({ licenseRequired: true }) }), {
    'POST /api/checkout': () => ({ status: 200, body: booked }),
  });
  const { user } = renderWithProviders({ path: CHECKOUT_PATH });
  await opened();
  await fillDriver(user);
  await user.click(screen.getByRole('button', { name: 'Book now' }));
  expect(await screen.findByText('Please fix errors')).toBeInTheDocument();
  expect(screen.getByLabelText(/license file/i)).toHaveAccessibleDescription("Driver's license required");
});

it('is translated into French', async () => {
  api(aCar(), {
    'GET /api/car/car1/fr': () => ({ status: 200, body: aCar() }),
    'GET /api/location/loc1/fr': () => ({ status: 200, body: aLocation() }),
  });
  renderWithProviders({ path: CHECKOUT_PATH, preloadedState: { preferences: { language: 'fr', currency: 'EUR' } } });
  expect(
    await screen.findByRole('region', { name: 'Les détails de votre réservation' }, { timeout: 10_000 }),
  ).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Réservez votre voiture' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Réserver maintenant' })).toBeInTheDocument();
});
