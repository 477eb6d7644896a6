import { recaptchaEnabled } from './recaptcha';

const SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

it('is on only with a site key, and never on Safari', () => {
  expect(recaptchaEnabled('', CHROME)).toBe(false);
  expect(recaptchaEnabled('site-key', CHROME)).toBe(true);
  expect(recaptchaEnabled('site-key', SAFARI)).toBe(false);
});
