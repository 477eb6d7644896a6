import { screen, waitFor } from '@testing-library/react';
import { fakeApi } from '@test/support/fakeApi';
import { renderWithProviders } from '@test/support/renderWithProviders';
import type { ContactMessage } from '../api/infoApi';

async function fillForm(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(await screen.findByLabelText(/your e-mail address/i), 'driver@example.com');
  await user.type(screen.getByLabelText(/subject/i), 'Child seat');
  await user.type(screen.getByRole('textbox', { name: /^message/i }), 'Do you have child seats?');
}

it('sends the message and clears the form', async () => {
  const api = fakeApi({ 'POST /api/send-email': () => ({ status: 200, body: true }) });
  const { user } = renderWithProviders({ path: '/contact' });
  await fillForm(user);
  await user.click(screen.getByRole('button', { name: 'Send' }));

  expect(await screen.findByText('Message sent')).toBeInTheDocument();
  expect(api.calls.find((call) => call.path === '/api/send-email')?.body).toEqual({
    from: 'driver@example.com',
    subject: 'Child seat',
    message: 'Do you have child seats?',
    isContactForm: true,
  } satisfies ContactMessage);
  await waitFor(() => expect(screen.getByLabelText(/subject/i)).toHaveValue(''));
});

it('asks for the missing fields and focuses the first one', async () => {
  const api = fakeApi({});
  const { user } = renderWithProviders({ path: '/contact' });
  await user.type(await screen.findByLabelText(/subject/i), 'Child seat');
  await user.click(screen.getByRole('button', { name: 'Send' }));

  expect(await screen.findByText('Please fix errors')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText(/your e-mail address/i)).toHaveFocus());
  expect(screen.getByLabelText(/your e-mail address/i)).toHaveAccessibleDescription('Please fill in this field.');
  expect(screen.getByLabelText(/subject/i)).toHaveValue('Child seat');
  expect(api.calls).toHaveLength(0);
});

it('keeps everything typed when the server refuses, and says why', async () => {
  fakeApi({
    'POST /api/send-email': () => ({ status: 429, body: { code: 'rate_limited', message: 'Too many requests' } }),
  });
  const { user } = renderWithProviders({ path: '/contact' });
  await fillForm(user);
  await user.click(screen.getByRole('button', { name: 'Send' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a minute and try again.');
  expect(screen.getByLabelText(/subject/i)).toHaveValue('Child seat');
  expect(screen.getByRole('textbox', { name: /^message/i })).toHaveValue('Do you have child seats?');
  expect(screen.queryByText('An unhandled error occurred.')).not.toBeInTheDocument();
});

it('shows the e-mail problem the server reports under the e-mail field', async () => {
  fakeApi({ 'POST /api/send-email': () => ({ status: 400, body: { code: 'invalid_email', message: 'bad address' } }) });
  const { user } = renderWithProviders({ path: '/contact' });
  await fillForm(user);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() =>
    expect(screen.getByLabelText(/your e-mail address/i)).toHaveAccessibleDescription('Invalid email address'),
  );
});

it('is translated into French', async () => {
  fakeApi({});
  renderWithProviders({ path: '/contact', preloadedState: { preferences: { language: 'fr', currency: 'EUR' } } });
  expect(await screen.findByRole('heading', { level: 1, name: 'Contactez-nous' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Envoyer' })).toBeInTheDocument();
});
