import type { PeriodProblem } from '@/domain/rentalPeriod';
import { periodRefusals } from '@/i18n/periodMessages';
import { checkoutErrorMessage } from './checkoutErrors';

const refusal = (code: string) => ({ status: 400, code, message: 'English reason' });

it.each(Object.keys(periodRefusals) as PeriodProblem[])('explains the API’s %s refusal of a checkout', (code) => {
  expect(checkoutErrorMessage(refusal(code))).toBe(periodRefusals[code]);
});
