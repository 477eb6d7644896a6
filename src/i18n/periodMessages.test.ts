import { createIntl } from 'react-intl';
import { periodProblemText } from './periodMessages';

const RULES = { minPickupHours: 2, minRentalHours: 24, minPickupDropoffHour: 8, maxPickupDropoffHour: 20 };

it('states the settings’ numbers where dates are entered, in the reader’s way of writing times', () => {
  const en = createIntl({ locale: 'en', defaultLocale: 'en' });
  expect(periodProblemText(en, 'pickup_too_soon', RULES)).toBe('Pick-up must be at least 2 hours from now.');
  expect(periodProblemText(en, 'rental_too_short', RULES)).toBe('The rental must last at least 24 hours.');
  expect(periodProblemText(en, 'drop_off_outside_hours', RULES)).toBe(
    'Pick-up and drop-off are possible from 8:00 AM to 8:59 PM, local time at the location.',
  );
});
