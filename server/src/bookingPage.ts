/**
 * The status of the booking page (/booking?b=…). The page is the driver's, so the browser renders
 * it alone, but its HTTP status can still be right: when the request carries a session, the server
 * asks its own getBooking (as the page will, with the same rules of who sees what), and a booking
 * that does not exist or is another driver's answers 404. Without a session the app first asks the
 * driver to sign in, so nothing is known yet and the status stays 200.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_COOKIE } from './sessions';

/** The app's booking page (src/config/paths, which the server does not import). */
const BOOKING_PAGE = '/booking';

/** 404 for a booking page the signed-in caller has no booking for; null when the page's own rules apply. */
export async function bookingPageStatus(app: FastifyInstance, request: FastifyRequest): Promise<404 | null> {
  const url = new URL(request.url, 'http://page.invalid');
  if (url.pathname !== BOOKING_PAGE || !request.cookies[AUTH_COOKIE]) return null;
  const id = url.searchParams.get('b');
  if (!id) return 404;
  const answer = await app.inject({
    method: 'GET',
    url: `/api/booking/${encodeURIComponent(id)}/en`,
    headers: { cookie: request.headers.cookie ?? '' },
    remoteAddress: request.ip,
  });
  return answer.statusCode === 404 ? 404 : null;
}
