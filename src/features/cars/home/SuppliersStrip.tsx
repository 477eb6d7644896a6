import { Box, Heading, HStack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { answerOnly } from '@/api/answerOnly';
import { SupplierLogo } from '@/components/SupplierLogo';
import { useGetAllSuppliersQuery } from '../api/carsApi';

/** The suppliers renting through the marketplace (every one, with or without a logo). */
export function SuppliersStrip() {
  const { data } = useGetAllSuppliersQuery(undefined, { selectFromResult: answerOnly });
  if (!data?.length) return null;
  return (
    <Box as="section" aria-labelledby="suppliers-title">
      <Heading as="h2" size="xl" id="suppliers-title" mb="4">
        <FormattedMessage
          id="cars.home.suppliers"
          defaultMessage="Our suppliers"
          description="Heading of the suppliers strip on the home page"
        />
      </Heading>
      <HStack as="ul" gap="6" wrap="wrap" listStyleType="none">
        {data.map((supplier) => (
          <HStack as="li" key={supplier._id} gap="2">
            {supplier.avatar && <SupplierLogo avatar={supplier.avatar} />}
            <Text>{supplier.fullName}</Text>
          </HStack>
        ))}
      </HStack>
    </Box>
  );
}
