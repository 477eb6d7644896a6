import { SUPPORT_REPLAY_FRAME_PATH } from '@/domain/supportReplay';

/** Route paths of spec §2, in one place. Routes of later issues are added with their pages. */
export const paths = {
  home: '/',
  search: '/search',
  signIn: '/sign-in',
  signUp: '/sign-up',
  activate: '/activate',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  changePassword: '/change-password',
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
  checkout: '/checkout',
  checkoutSession: '/checkout-session/:sessionId',
  booking: '/booking',
  supportReplay: '/support/replay',
  /** The replayed app at the driver's width, inside the replay page's frame: sealed from its first line. */
  supportReplayFrame: SUPPORT_REPLAY_FRAME_PATH,
} as const;

/** A link to this hash, on any page, opens "Download diagnostics" (src/features/support). */
export const DIAGNOSTICS_HASH = '#diagnostics';
