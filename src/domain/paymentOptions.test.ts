import { canPayFor } from './paymentOptions';

it('a car can be booked when its supplier takes payment at the counter or a gateway takes it online', () => {
  expect(canPayFor(true, 'none')).toBe(true);
  expect(canPayFor(false, 'none')).toBe(false);
  expect(canPayFor(false, 'test')).toBe(true);
  expect(canPayFor(false, 'paypal')).toBe(true);
});
