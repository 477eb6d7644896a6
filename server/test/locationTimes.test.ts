/**
 * Times at the locations: every location has a time zone in the API, and the confirmation e-mail
 * shows pick-up and drop-off at the location's wall-clock time, naming the zone, in the driver's
 * language and written as the app writes it. Its own database, so the cars it books change no other suite's picks.
 */
import { createDriver } from './support/bookingFixtures';
import { checkoutBody, DAY, pickCar } from './support/checkout';
import { callApi } from './support/api';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** 08:00 UTC on 10 June next year: 10:00 in Paris, 09:00 in London (summer time in both). */
const JUNE_10 = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 5, 10, 8));

async function bookAndMail(language: 'en' | 'fr' | 'es', timeZone: string) {
  const driver = await createDriver(t, language);
  const car = await pickCar(t, { payLater: true, licenseRequired: false, timeZone });
  const when = { from: JUNE_10, to: new Date(JUNE_10.getTime() + 3 * DAY) };
  const response = await callApi(t.app, 'checkout', { body: await checkoutBody(t, car, when), cookie: driver.cookie });
  expect(response.status).toBe(200);
  const { bookingId } = response.body;
  return { bookingId, driver, mail: t.mailer.sent.find((m) => m.text.includes(bookingId))! };
}

it('every location has its time zone', async () => {
  const locations = (await callApi(t.app, 'getLocationsWithPosition', { params: { language: 'en' } })).body;
  expect(locations.find((l) => l.name === 'Paris Charles de Gaulle Airport')?.timeZone).toBe('Europe/Paris');
  expect(locations.find((l) => l.name.startsWith('Marrakesh'))?.timeZone).toBe('Africa/Casablanca');
  expect(locations.every((l) => l.timeZone.includes('/'))).toBe(true);
});

it('e-mails pick-up and drop-off at the location’s own time, naming its zone (Paris, in English)', async () => {
  const { bookingId, driver, mail } = await bookAndMail('en', 'Europe/Paris');
  // Written as the app writes it in English (month first, "Jun 10"; a 12-hour clock).
  expect(mail.text).toMatch(/Pick-up: .+, \w{3}, Jun 10, \d{4}, 10:00\sAM \(Central European Time\)/);
  expect(mail.text).toMatch(/Drop-off: .+, \w{3}, Jun 13, \d{4}, 10:00\sAM \(Central European Time\)/);
  expect(mail.text).not.toContain('UTC');
  expect(mail.html).toMatch(/10:00\sAM \(Central European Time\)/);

  // The booking the app shows carries the same zone.
  const booking = await callApi(t.app, 'getBooking', {
    params: { id: bookingId, language: 'en' },
    cookie: driver.cookie,
  });
  expect(booking.body).toMatchObject({
    pickupLocation: { timeZone: 'Europe/Paris' },
    dropOffLocation: { timeZone: 'Europe/Paris' },
  });
});

it('e-mails London times in French and Spanish, the zone named in that language', async () => {
  const french = await bookAndMail('fr', 'Europe/London');
  // French spacing: a narrow no-break space before the colon.
  expect(french.mail.text).toMatch(/\S+ 10 juin \d{4}, 09:00 \(heure\u202f: Royaume-Uni\)/u);
  expect(french.mail.text).toMatch(/\S+ 13 juin \d{4}, 09:00 \(heure\u202f: Royaume-Uni\)/u);
  const spanish = await bookAndMail('es', 'Europe/London');
  expect(spanish.mail.text).toMatch(/\S+ 10 jun \d{4}, 9:00 \(hora de Reino Unido\)/u);
  expect(spanish.mail.text).toMatch(/\S+ 13 jun \d{4}, 9:00 \(hora de Reino Unido\)/u);
});
