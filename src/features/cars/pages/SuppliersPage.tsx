import { Box, Container, Flex, Heading, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NotFound } from '@/components/NotFound';
import { SupplierLogo } from '@/components/SupplierLogo';
import { SUPPLIER_IMAGE_HEIGHT } from '@/config/constants';
import { env } from '@/config/env';
import { useGetAllSuppliersQuery, type SupplierCarCount } from '../api/carsApi';
import { QueryError } from '../components/map/QueryError';

/** A BookCars host answers without `carCount` (our contract always has it): the count is then left out. */
type SupplierEntry = Omit<SupplierCarCount, 'carCount'> & { carCount?: number };

function SupplierCard({ supplier }: { supplier: SupplierEntry }) {
  return (
    <Flex
      as="li"
      direction="column"
      gap="2"
      p="4"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      borderRadius="md"
    >
      <Heading as="h2" size="md" display="flex" flexDirection="column" alignItems="start" gap="2">
        {supplier.avatar ? (
          <>
            {/* The logo names the supplier; the text below repeats it for sight, not for screen readers. */}
            <SupplierLogo avatar={supplier.avatar} alt={supplier.fullName} />
            <span aria-hidden="true">{supplier.fullName}</span>
          </>
        ) : (
          <>
            <Box
              as="span"
              aria-hidden="true"
              h={`${SUPPLIER_IMAGE_HEIGHT}px`}
              px="2"
              display="inline-flex"
              alignItems="center"
              borderRadius="sm"
              bg="bg.emphasized"
              color="fg"
              fontSize="sm"
              fontWeight="bold"
            >
              {initials(supplier.fullName)}
            </Box>
            <span>{supplier.fullName}</span>
          </>
        )}
      </Heading>
      {typeof supplier.carCount === 'number' && (
        <Text color="fg.muted">
          <FormattedMessage
            id="cars.suppliers.carCount"
            defaultMessage="{count, plural, one {# car} other {# cars}}"
            description="Number of cars a supplier offers, under its name on the suppliers page"
            values={{ count: supplier.carCount }}
          />
        </Text>
      )}
    </Flex>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

function SupplierDirectory() {
  const intl = useIntl();
  const query = useGetAllSuppliersQuery();
  const suppliers = useMemo(() => {
    const collator = new Intl.Collator(intl.locale, { sensitivity: 'base' });
    return [...((query.data ?? []) as SupplierEntry[])].sort((a, b) => collator.compare(a.fullName, b.fullName));
  }, [query.data, intl.locale]);

  return (
    <Container maxW="6xl" py={{ base: 8, md: 12 }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="2">
        <FormattedMessage
          id="cars.suppliers.title"
          defaultMessage="Our suppliers"
          description="Main heading of the suppliers page"
        />
      </Heading>
      <Text color="fg.muted" mb="8" maxW="3xl">
        <FormattedMessage
          id="cars.suppliers.intro"
          defaultMessage="The rental companies whose cars you can book here, with the number of cars each one offers."
          description="Introduction of the suppliers page"
        />
      </Text>
      {query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : !query.data ? (
        <>
          <Text role="status" srOnly>
            <FormattedMessage
              id="cars.suppliers.loading"
              defaultMessage="Loading suppliers…"
              description="Announced while the suppliers load"
            />
          </Text>
          <SimpleGrid columns={{ base: 1, sm: 2, md: 3, lg: 4 }} gap="4" aria-hidden="true">
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} h="28" borderRadius="md" />
            ))}
          </SimpleGrid>
        </>
      ) : suppliers.length === 0 ? (
        <Text>
          <FormattedMessage
            id="cars.suppliers.empty"
            defaultMessage="There are no suppliers yet."
            description="Shown when the marketplace has no supplier"
          />
        </Text>
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, md: 3, lg: 4 }} gap="4">
          {suppliers.map((supplier) => (
            <SupplierCard key={supplier._id} supplier={supplier} />
          ))}
        </SimpleGrid>
      )}
    </Container>
  );
}

/** /suppliers: every supplier with its logo and its number of cars; not found when suppliers are hidden. */
export function SuppliersPage() {
  return env.hideSuppliers ? <NotFound /> : <SupplierDirectory />;
}
