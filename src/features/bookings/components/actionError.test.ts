import { errorMessages } from '@/api/errorMessages';
import type { PeriodProblem } from '@/domain/rentalPeriod';
import { periodRefusals } from '@/i18n/periodMessages';
import { actionErrorMessage } from './actionError';

const refusal = (code: string) => ({ status: 400, code, message: 'English reason' });

it.each(Object.keys(periodRefusals) as PeriodProblem[])('explains the API’s %s refusal of an amendment', (code) => {
  expect(actionErrorMessage(refusal(code))).not.toBe(errorMessages.unhandled);
});

it('explains an amendment outside the opening hours by the period’s message', () => {
  expect(actionErrorMessage(refusal('drop_off_outside_hours'))).toBe(periodRefusals.drop_off_outside_hours);
});
