/**
 * The checkout page and the API apply the same payment option rule (src/domain/paymentOptions.ts):
 * for every supplier (pay later or not), car (deposit or none), gateway (test or none) and option,
 * the checkout books what the rule allows and refuses the others with the rule's code, the code
 * the checkout page shows as the option's hint.
 */
import type { PaymentChoice } from '../../src/domain/bookingMoney';
import { paymentOptionRefusal } from '../../src/domain/paymentOptions';
import { createDriver } from './support/bookingFixtures';
import { checkoutBody, pickCar, period } from './support/checkout';
import { callApi } from './support/api';
import { createTestApp, type TestApp } from './support/testApp';

const CHOICES: PaymentChoice[] = ['payLater', 'deposit', 'full'];

describe.each([
  { gateway: 'test', testPayments: true },
  { gateway: 'none', testPayments: false },
] as const)('with the $gateway gateway', ({ gateway, testPayments }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { testPayments } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('books each option the rule allows and refuses the others with its code', async () => {
    const driver = await createDriver(t);
    const car = await pickCar(t, { licenseRequired: false, deposit: 'some' });
    let week = 30;
    for (const supplierPayLater of [true, false]) {
      for (const deposit of [car.deposit, 0]) {
        await t.db.query('UPDATE suppliers SET pay_later = $1 WHERE id = $2', [supplierPayLater, car.supplierId]);
        await t.db.query('UPDATE cars SET deposit = $1 WHERE id = $2', [deposit, car.id]);
        for (const choice of CHOICES) {
          const refusal = paymentOptionRefusal(choice, {
            supplierPayLater,
            depositCents: deposit * 100,
            online: gateway,
          });
          // A period of its own: a booked option holds the car.
          const body = await checkoutBody(t, { ...car, deposit }, period(7 * week++, 3), { option: choice });
          const res = await callApi(t.app, 'checkout', { body, cookie: driver.cookie });
          const seen = res.status === 200 ? null : { status: res.status, code: res.error.code };
          const expected = refusal === null ? null : { status: 400, code: refusal };
          expect({ supplierPayLater, deposit, choice, seen }).toEqual({
            supplierPayLater,
            deposit,
            choice,
            seen: expected,
          });
        }
      }
    }
  });
});
