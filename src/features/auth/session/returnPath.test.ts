import { safeReturnPath, signInUrl } from './returnPath';

it('keeps paths of this site, with their query', () => {
  expect(safeReturnPath('/bookings')).toBe('/bookings');
  expect(safeReturnPath('/booking?b=abc')).toBe('/booking?b=abc');
});

it.each([null, '', 'https://evil.example/', '//evil.example', '/\\evil.example', 'bookings', '/x\nLocation: y'])(
  'refuses %p',
  (from) => {
    expect(safeReturnPath(from)).toBeNull();
  },
);

it('builds the sign-in link with the return path encoded', () => {
  expect(signInUrl('/booking?b=1&x=2')).toBe('/sign-in?from=%2Fbooking%3Fb%3D1%26x%3D2');
});
