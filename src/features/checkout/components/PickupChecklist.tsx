import { Heading, List, Stack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

/** What to do and bring at pick-up (spec §2). */
export function PickupChecklist() {
  return (
    <Stack
      as="section"
      aria-labelledby="checkout-checklist-title"
      gap="2"
      bg="bg"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
    >
      <Heading as="h2" size="lg" id="checkout-checklist-title">
        <FormattedMessage
          id="checkout.checklist.title"
          defaultMessage="Your pick-up checklist"
          description="Heading of the pick-up checklist"
        />
      </Heading>
      <List.Root ps="5" gap="1">
        <List.Item>
          <FormattedMessage
            id="checkout.checklist.onTime"
            defaultMessage="Arrive on time: the supplier keeps the car for you at the pick-up time you chose."
            description="Pick-up checklist item"
          />
        </List.Item>
        <List.Item>
          <FormattedMessage
            id="checkout.checklist.documents"
            defaultMessage="Bring your passport or national ID card and your driver's license."
            description="Pick-up checklist item"
          />
        </List.Item>
      </List.Root>
    </Stack>
  );
}
