/** A stored booking's money (`src/domain/bookingMoney.ts`) from its row, the one reading the server's pages and e-mails share. */
import { bookingMoney, paymentChoice, type BookingMoney } from '../../../src/domain/bookingMoney';

export interface MoneyColumns {
  status: string;
  price: number;
  deposit: number;
  paid_online: number;
  is_deposit: boolean;
  is_payed_in_full: boolean;
}

const cents = (euros: number) => Math.round(euros * 100);

export function storedBookingMoney(row: MoneyColumns): BookingMoney {
  return bookingMoney({
    choice: paymentChoice({ status: row.status, isDeposit: row.is_deposit, isPayedInFull: row.is_payed_in_full }),
    rentalCents: cents(row.price),
    depositCents: cents(row.deposit),
    paidOnlineCents: cents(row.paid_online),
  });
}
