/** Route paths of spec §2, in one place. Routes of later issues are added with their pages. */
export const paths = {
  home: '/',
  search: '/search',
  signIn: '/sign-in',
  signUp: '/sign-up',
  bookings: '/bookings',
  settings: '/settings',
  notifications: '/notifications',
  about: '/about',
  tos: '/tos',
  privacy: '/privacy',
  cookiePolicy: '/cookie-policy',
  faq: '/faq',
  contact: '/contact',
  locations: '/locations',
  suppliers: '/suppliers',
} as const;
