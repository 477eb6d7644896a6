import { canPayFor } from './paymentOptions';

it('a car can be booked when its supplier takes payment at the counter or a gateway takes it online', () => {
  expect(canPayFor(true, false)).toBe(true);
  expect(canPayFor(false, false)).toBe(false);
  expect(canPayFor(false, true)).toBe(true);
  expect(canPayFor(true, true)).toBe(true);
});
