// Test data only: a signed-in driver for component tests of pages behind RequireSignIn.

/** The driver: the store's local copy (spec §3) and what the API says about them. */
export const DRIVER = {
  _id: 'u1',
  email: 'demo.driver@example.com',
  fullName: 'Demo Driver',
  language: 'en',
  verified: true,
  avatar: null,
} as const;

/** `preloadedState` of a browser where this driver is signed in. */
export const signedInState = { session: { user: { ...DRIVER } } };

/** fakeApi handlers answering the session check and an empty unread counter for this driver. */
export const driverHandlers = {
  'GET /api/user/u1': () => ({
    status: 200,
    body: { ...DRIVER, type: 'user', blacklisted: false, enableEmailNotifications: true },
  }),
  'GET /api/notification-counter/u1': () => ({ status: 200, body: { user: 'u1', count: 0 } }),
};
