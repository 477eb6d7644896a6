/**
 * `npm run bookings:confirm-cancellation -- <booking id>`: support confirms a driver's cancel request
 * (the role BookCars' admin app plays), on the configured database (DATA_DIR or DATABASE_URL) and
 * payment gateway. Prints the refund decided and each refund's status; a failed refund stays on the
 * booking and is retried from the booking page or at the server's next start.
 */
import { loadConfig } from '../config';
import { openDatabase } from '../db/index';
import { migrate } from '../db/migrate';
import { createMailer } from '../mail/index';
import { buildApp } from '../app';
import { confirmCancellation } from './cancellation';

async function main(): Promise<void> {
  const bookingId = process.argv[2];
  if (!bookingId) throw new Error('Usage: npm run bookings:confirm-cancellation -- <booking id>');
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    await migrate(db);
    // The app's dependencies (gateway from the configuration, mailer), without listening.
    const app = await buildApp({ db, mailer: createMailer(config), config, logger: false });
    try {
      const { refundCents, refunds } = await confirmCancellation(app.deps, bookingId);
      console.log(`Booking ${bookingId} is cancelled; ${(refundCents / 100).toFixed(2)} to refund.`);
      for (const r of refunds) {
        console.log(
          `  refund ${r.id}: ${(r.amount_cents / 100).toFixed(2)} ${r.currency} ${r.status}` +
            (r.failure_reason ? ` (${r.failure_reason})` : ''),
        );
      }
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
