import type { PayPalButtonsComponentOptions, PayPalNamespace, PayPalScriptOptions } from '@paypal/paypal-js';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '@test/support/renderWithProviders';
import { PayPalPayment, type PayPalHandlers } from './PayPalPayment';
import type { PayPalLoader } from './paypalLoader';

/** A loader whose promise the test settles by hand, recording the options it was called with. */
function fakeLoader() {
  const calls: PayPalScriptOptions[] = [];
  const pending: { resolve: (value: PayPalNamespace | null) => void; reject: (error: Error) => void }[] = [];
  const loader: PayPalLoader = (options) => {
    calls.push(options);
    return new Promise((resolve, reject) => pending.push({ resolve, reject }));
  };
  return { loader, calls, settle: () => pending[pending.length - 1]! };
}

/** A PayPal namespace whose Buttons render a plain button that runs PayPal's callback sequence. */
function fakePayPal() {
  let options: PayPalButtonsComponentOptions = {};
  const paypal = {
    version: 'test',
    Buttons: (given?: PayPalButtonsComponentOptions) => {
      options = given ?? {};
      return {
        isEligible: () => true,
        close: async () => undefined,
        updateProps: async () => undefined,
        hasReturned: () => false,
        resume: () => undefined,
        render: async (container: HTMLElement | string) => {
          const button = document.createElement('button');
          button.textContent = 'PayPal';
          button.addEventListener('click', async () => {
            let allowed = false;
            await options.onClick?.({}, { resolve: async () => void (allowed = true), reject: async () => undefined });
            if (!allowed) return;
            const orderID = await options.createOrder!({ paymentSource: 'paypal' }, {} as never);
            await options.onApprove!({ orderID, facilitatorAccessToken: 'x' }, {} as never);
          });
          (container as HTMLElement).append(button);
        },
      };
    },
  };
  return paypal as unknown as PayPalNamespace;
}

function handlers(overrides: Partial<PayPalHandlers> = {}): PayPalHandlers {
  return {
    validate: jest.fn(async () => true),
    createOrder: jest.fn(async () => 'order-1'),
    approve: jest.fn(async () => undefined),
    fail: jest.fn(),
    cancel: jest.fn(),
    ...overrides,
  };
}

function Harness({
  loader,
  given,
  startActive = false,
}: {
  loader: PayPalLoader;
  given: PayPalHandlers;
  startActive?: boolean;
}) {
  const [active, setActive] = useState(startActive);
  return (
    <>
      <h1>PayPal</h1>
      <button type="button" onClick={() => setActive(true)}>
        online
      </button>
      <PayPalPayment
        clientId="client-1"
        currency="EUR"
        language="fr"
        active={active}
        handlers={given}
        loader={loader}
      />
    </>
  );
}

function render(loader: PayPalLoader, given = handlers(), startActive = false) {
  return renderWithProviders({
    routes: [{ path: '/', element: <Harness loader={loader} given={given} startActive={startActive} /> }],
  });
}

it('stays initial, loading nothing, until an online option is chosen; then shows that it loads', async () => {
  const fake = fakeLoader();
  const { user } = render(fake.loader);
  expect(await screen.findByText('PayPal loads when you choose to pay online.')).toBeInTheDocument();
  expect(fake.calls).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'online' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Loading PayPal…');
  expect(fake.calls).toEqual([
    {
      clientId: 'client-1',
      currency: 'EUR',
      intent: 'capture',
      locale: 'fr_FR',
      components: ['buttons', 'card-fields'],
    },
  ]);
});

it('says when the script failed, and loads again on retry', async () => {
  const fake = fakeLoader();
  const { user } = render(fake.loader, handlers(), true);
  await waitFor(() => expect(fake.calls).toHaveLength(1));
  fake.settle().reject(new Error('The script "https://www.paypal.com/sdk/js" failed to load.'));

  expect(await screen.findByRole('alert')).toHaveTextContent('PayPal could not be loaded.');
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Loading PayPal…');
  expect(fake.calls).toHaveLength(2);
  fake.settle().resolve(fakePayPal());
  expect(await screen.findByRole('button', { name: 'PayPal' })).toBeInTheDocument();
});

it('counts a script without its buttons as a failure', async () => {
  const fake = fakeLoader();
  render(fake.loader, handlers(), true);
  await waitFor(() => expect(fake.calls).toHaveLength(1));
  fake.settle().resolve({ version: 'blocked' } as PayPalNamespace);
  expect(await screen.findByRole('alert')).toHaveTextContent('PayPal could not be loaded.');
});

it('once resolved, runs validation, order creation and approval through the checkout handlers', async () => {
  const fake = fakeLoader();
  const given = handlers();
  const { user } = render(fake.loader, given, true);
  await waitFor(() => expect(fake.calls).toHaveLength(1));
  fake.settle().resolve(fakePayPal());

  await user.click(await screen.findByRole('button', { name: 'PayPal' }));
  await waitFor(() => expect(given.approve).toHaveBeenCalledWith('order-1'));
  expect(given.validate).toHaveBeenCalled();
  expect(given.createOrder).toHaveBeenCalled();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('keeps PayPal closed when the form is invalid', async () => {
  const fake = fakeLoader();
  const given = handlers({ validate: jest.fn(async () => false) });
  const { user } = render(fake.loader, given, true);
  await waitFor(() => expect(fake.calls).toHaveLength(1));
  fake.settle().resolve(fakePayPal());

  await user.click(await screen.findByRole('button', { name: 'PayPal' }));
  await waitFor(() => expect(given.validate).toHaveBeenCalled());
  expect(given.createOrder).not.toHaveBeenCalled();
});
