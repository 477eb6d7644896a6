import { SimpleGrid } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { TextField } from '@/components/form/TextField';
import { driverMessages } from '../checkoutMessages';
import { NAME_MAX } from '../forms/checkoutForm';

interface PersonFieldsProps {
  /** Formik path of the person: `driver` or `additionalDriver`. */
  prefix: 'driver' | 'additionalDriver';
  minimumAge: number;
  /** The contact hints only concern the driver who books. */
  withHints: boolean;
}

/** Full name, e-mail, phone and birth date of a driver (the minimum age is in the hint). */
export function PersonFields({ prefix, minimumAge, withHints }: PersonFieldsProps) {
  const intl = useIntl();
  const own = prefix === 'driver';
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <TextField
        name={`${prefix}.fullName`}
        required
        maxLength={NAME_MAX}
        autoComplete={own ? 'name' : 'off'}
        label={intl.formatMessage(driverMessages.fullName)}
      />
      <TextField
        name={`${prefix}.email`}
        type="email"
        required
        autoComplete={own ? 'email' : 'off'}
        label={intl.formatMessage(driverMessages.email)}
        helperText={withHints ? intl.formatMessage(driverMessages.emailHint) : undefined}
      />
      <TextField
        name={`${prefix}.phone`}
        type="tel"
        required
        autoComplete={own ? 'tel' : 'off'}
        label={intl.formatMessage(driverMessages.phone)}
        helperText={withHints ? intl.formatMessage(driverMessages.phoneHint) : undefined}
      />
      <TextField
        name={`${prefix}.birthDate`}
        type="date"
        required
        autoComplete={own ? 'bday' : 'off'}
        label={intl.formatMessage(driverMessages.birthDate)}
        helperText={intl.formatMessage(driverMessages.birthDateHint, { age: minimumAge })}
      />
    </SimpleGrid>
  );
}
