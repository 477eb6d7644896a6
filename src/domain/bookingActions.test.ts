import fc from 'fast-check';
import {
  AMEND_NOTICE_MS,
  amendRefusal,
  bookingActions,
  cancelRefusal,
  deleteRefusal,
  type BookingActionFacts,
  type BookingStatus,
} from './bookingActions';

const NOW = new Date('2026-06-01T10:00:00Z');
const HOUR = 3_600_000;
const STATUSES: BookingStatus[] = ['void', 'pending', 'deposit', 'paid', 'paidInFull', 'reserved', 'cancelled'];

/** A paid booking with both options, picked up in `hours` from NOW. */
const booking = (over: Partial<BookingActionFacts> = {}, hours = 72): BookingActionFacts => ({
  status: 'paid',
  from: new Date(NOW.getTime() + hours * HOUR),
  cancellation: true,
  amendments: true,
  payLater: false,
  cancelRequest: false,
  ...over,
});

describe('cancel', () => {
  it('is allowed with the cancellation option, or pay later, before pick-up', () => {
    expect(cancelRefusal(booking(), NOW)).toBeNull();
    expect(cancelRefusal(booking({ cancellation: false, payLater: true, status: 'pending' }), NOW)).toBeNull();
    // No notice: a cancel request is taken until pick-up.
    expect(cancelRefusal(booking({}, 1), NOW)).toBeNull();
  });

  it('says why it is refused', () => {
    expect(cancelRefusal(booking({ status: 'cancelled' }), NOW)).toBe('already_cancelled');
    expect(cancelRefusal(booking({ status: 'void' }), NOW)).toBe('payment_incomplete');
    expect(cancelRefusal(booking({ cancelRequest: true }), NOW)).toBe('cancel_already_requested');
    expect(cancelRefusal(booking({ cancellation: false }), NOW)).toBe('no_cancellation_option');
    expect(cancelRefusal(booking({}, 0), NOW)).toBe('already_started');
    expect(cancelRefusal(booking({}, -5), NOW)).toBe('already_started');
  });
});

describe('amend', () => {
  it('is allowed with the amendments option, or pay later, more than 24 hours before pick-up', () => {
    expect(amendRefusal(booking(), NOW)).toBeNull();
    expect(amendRefusal(booking({ amendments: false, payLater: true, status: 'pending' }), NOW)).toBeNull();
    expect(amendRefusal(booking({}, 24.001), NOW)).toBeNull();
  });

  it('says why it is refused', () => {
    expect(amendRefusal(booking({ status: 'cancelled' }), NOW)).toBe('already_cancelled');
    expect(amendRefusal(booking({ status: 'void' }), NOW)).toBe('payment_incomplete');
    expect(amendRefusal(booking({ cancelRequest: true }), NOW)).toBe('cancel_already_requested');
    expect(amendRefusal(booking({ amendments: false }), NOW)).toBe('no_amendments_option');
    expect(amendRefusal(booking({}, 24), NOW)).toBe('starts_within_24_hours');
    expect(amendRefusal(booking({}, 2), NOW)).toBe('starts_within_24_hours');
    expect(amendRefusal(booking({}, 0), NOW)).toBe('already_started');
  });
});

describe('delete', () => {
  it('is allowed for void and cancelled bookings only', () => {
    expect(deleteRefusal({ status: 'void' })).toBeNull();
    expect(deleteRefusal({ status: 'cancelled' })).toBeNull();
    for (const status of STATUSES.filter((s) => s !== 'void' && s !== 'cancelled'))
      expect(deleteRefusal({ status })).toBe('not_void_or_cancelled');
  });
});

it('sends each verdict as the contract shapes it: a reason exactly when refused', () => {
  expect(bookingActions(booking({ amendments: false }), NOW)).toEqual({
    cancel: { allowed: true },
    amend: { allowed: false, reason: 'no_amendments_option' },
    delete: { allowed: false, reason: 'not_void_or_cancelled' },
  });
});

const anyBooking = fc.record({
  status: fc.constantFrom(...STATUSES),
  from: fc.integer({ min: -72 * HOUR, max: 96 * HOUR }).map((ms) => new Date(NOW.getTime() + ms)),
  cancellation: fc.boolean(),
  amendments: fc.boolean(),
  payLater: fc.boolean(),
  cancelRequest: fc.boolean(),
});

describe('for any booking', () => {
  it('never allows an amendment within 24 hours of pick-up, nor a change once it started', () => {
    fc.assert(
      fc.property(anyBooking, (b) => {
        const actions = bookingActions(b, NOW);
        const ahead = b.from.getTime() - NOW.getTime();
        if (ahead <= AMEND_NOTICE_MS) expect(actions.amend.allowed).toBe(false);
        if (ahead <= 0) expect(actions.cancel.allowed).toBe(false);
      }),
    );
  });

  it('allows deleting exactly the void and cancelled bookings, and nothing else on them', () => {
    fc.assert(
      fc.property(anyBooking, (b) => {
        const actions = bookingActions(b, NOW);
        const over = b.status === 'void' || b.status === 'cancelled';
        expect(actions.delete.allowed).toBe(over);
        if (over) expect([actions.cancel.allowed, actions.amend.allowed]).toEqual([false, false]);
      }),
    );
  });

  it('allows what the booking paid for: an amendable booking is also cancellable when it has both options', () => {
    fc.assert(
      fc.property(anyBooking, (b) => {
        const actions = bookingActions(b, NOW);
        if (actions.amend.allowed && (b.cancellation || b.payLater)) expect(actions.cancel.allowed).toBe(true);
        if (actions.cancel.allowed) expect(b.cancellation || b.payLater).toBe(true);
        if (actions.amend.allowed) expect(b.amendments || b.payLater).toBe(true);
        for (const state of Object.values(actions)) expect(state.allowed).toBe(state.reason === undefined);
      }),
    );
  });
});
