import { Button, Stack } from '@chakra-ui/react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { answerOnly } from '@/api/answerOnly';
import { useMoney } from '@/components/money/useMoney';
import { DEPOSIT_FILTER_VALUES } from '@/config/constants';
import { env } from '@/config/env';
import { formatMoney } from '@/domain/money';
import { useGetAllSuppliersQuery, useGetFrontendSuppliersQuery, type SupplierCarCount } from '../api/carsApi';
import {
  fuelMessages,
  fuelPolicyMessages,
  gearboxMessages,
  mileageMessages,
  multimediaMessages,
  rangeMessages,
  specMessages,
} from '../carMessages';
import {
  CAR_RANGES,
  CAR_SPECS,
  FUEL_POLICIES,
  FUEL_TYPES,
  GEARBOXES,
  MILEAGES,
  MULTIMEDIA,
  NO_FILTERS,
  RATINGS,
  SEATS,
  type CarFilters,
  type SearchCriteria,
} from '../search/searchParams';
import { depositLimit } from '../search/depositLimit';
import { supplierCountsBody } from '../search/searchRequest';
import { FilterGroup, type FilterOption } from './FilterGroup';

/**
 * The supplier options: those with matching cars, plus every chosen one with none (count 0), so
 * the driver can untick the choice that emptied the list. Names of those come from the supplier
 * list, asked only then.
 */
function useSupplierOptions(
  matching: SupplierCarCount[] | undefined,
  chosen: string[],
): SupplierCarCount[] | undefined {
  const missing = matching ? chosen.filter((id) => !matching.some((supplier) => supplier._id === id)) : [];
  const { data: all } = useGetAllSuppliersQuery(undefined, {
    skip: missing.length === 0,
    selectFromResult: answerOnly,
  });
  if (!matching || missing.length === 0) return matching;
  const emptied = (all ?? [])
    .filter((supplier) => missing.includes(supplier._id))
    .map((supplier) => ({ ...supplier, carCount: 0 }));
  return [...matching, ...emptied].sort((a, b) => a.fullName.localeCompare(b.fullName));
}

interface CarFiltersPanelProps {
  criteria: SearchCriteria;
  filters: CarFilters;
  onChange: (filters: CarFilters) => void;
}

/** Every filter of the search, each one the same kind of control; changes go to the URL. */
export function CarFiltersPanel({ criteria, filters, onChange }: CarFiltersPanelProps) {
  const intl = useIntl();
  const money = useMoney();
  const counted = supplierCountsBody(criteria, filters, money);
  const { data: matching } = useGetFrontendSuppliersQuery(counted ? { body: counted } : skipToken, {
    skip: env.hideSuppliers,
    selectFromResult: answerOnly,
  });
  const suppliers = useSupplierOptions(matching, filters.suppliers);
  const any = intl.formatMessage({
    id: 'cars.filters.any',
    defaultMessage: 'Any',
    description: 'Filter option: no restriction',
  });
  const labelled = <T extends string>(values: readonly T[], messages: Record<T, MessageDescriptor>): FilterOption[] =>
    values.map((value) => {
      const message: MessageDescriptor = messages[value];
      return { value, label: intl.formatMessage(message) };
    });
  const set = <K extends keyof CarFilters>(key: K, value: CarFilters[K]) => onChange({ ...filters, [key]: value });
  const single = (values: string[]) => (values[0] ? Number(values[0]) : null);

  return (
    <Stack gap="3">
      {!env.hideSuppliers && suppliers && (suppliers.length > 1 || filters.suppliers.length > 0) && (
        <FilterGroup
          legend={intl.formatMessage({
            id: 'cars.filters.supplier',
            defaultMessage: 'Supplier',
            description: 'Legend of a search filter',
          })}
          type="checkbox"
          options={suppliers.map((supplier) => ({
            value: supplier._id,
            label: supplier.fullName,
            count: supplier.carCount,
          }))}
          selected={filters.suppliers}
          onChange={(values) => set('suppliers', values)}
        />
      )}
      <FilterGroup
        legend={intl.formatMessage({
          id: 'cars.filters.range',
          defaultMessage: 'Car size',
          description: 'Legend of a search filter',
        })}
        type="checkbox"
        options={labelled(CAR_RANGES, rangeMessages)}
        selected={filters.ranges}
        onChange={(values) => set('ranges', values as CarFilters['ranges'])}
      />
      <FilterGroup
        legend={intl.formatMessage({
          id: 'cars.filters.rating',
          defaultMessage: 'Rating',
          description: 'Legend of a search filter',
        })}
        type="radio"
        options={[
          { value: '', label: any },
          ...RATINGS.map((rating) => ({
            value: String(rating),
            label: intl.formatMessage(
              {
                id: 'cars.filters.ratingAtLeast',
                defaultMessage: '{rating, plural, one {# star or more} other {# stars or more}}',
                description: 'Rating filter option',
              },
              { rating },
            ),
          })),
        ]}
        selected={filters.rating === null ? [] : [String(filters.rating)]}
        onChange={(values) => set('rating', single(values))}
      />
      <FilterGroup
        legend={intl.formatMessage({
          id: 'cars.filters.seats',
          defaultMessage: 'Seats',
          description: 'Legend of a search filter',
        })}
        type="radio"
        options={[
          { value: '', label: any },
          ...SEATS.map((seats) => ({
            value: String(seats),
            label:
              seats === 6
                ? intl.formatMessage({
                    id: 'cars.filters.moreThanFiveSeats',
                    defaultMessage: 'More than 5',
                    description: 'Seats filter option',
                  })
                : intl.formatNumber(seats),
          })),
        ]}
        selected={filters.seats === null ? [] : [String(filters.seats)]}
        onChange={(values) => set('seats', single(values))}
      />
      <FilterGroup
        legend={intl.formatMessage({
          id: 'cars.filters.specs',
          defaultMessage: 'Car specs',
          description: 'Legend of a search filter',
        })}
        type="checkbox"
        options={labelled(CAR_SPECS, specMessages)}
        selected={filters.specs}
        onChange={(values) => set('specs', values as CarFilters['specs'])}
      />
      <FilterGroup
        legend={intl.formatMessage({
          id: 'cars.filters.multimedia',
          defaultMessage: 'Multimedia',
          description: 'Legend of a search filter',
        })}
        type="checkbox"
        options={labelled(MULTIMEDIA, multimediaMessages)}
        selected={filters.multimedia}
        onChange={(values) => set('multimedia', values as CarFilters['multimedia'])}
      />
      <FilterGroup
        legend={intl.formatMessage({
          id: 'cars.filters.engine',
          defaultMessage: 'Engine',
          description: 'Legend of a search filter',
        })}
        type="checkbox"
        options={labelled(FUEL_TYPES, fuelMessages)}
        selected={filters.types}
        onChange={(values) => set('types', values as CarFilters['types'])}
      />
      <FilterGroup
        legend={intl.formatMessage({
          id: 'cars.filters.gearbox',
          defaultMessage: 'Gearbox',
          description: 'Legend of a search filter',
        })}
        type="checkbox"
        options={labelled(GEARBOXES, gearboxMessages)}
        selected={filters.gearbox}
        onChange={(values) => set('gearbox', values as CarFilters['gearbox'])}
      />
      <FilterGroup
        legend={intl.formatMessage({
          id: 'cars.filters.mileage',
          defaultMessage: 'Mileage',
          description: 'Legend of a search filter',
        })}
        type="checkbox"
        options={labelled(MILEAGES, mileageMessages)}
        selected={filters.mileage}
        onChange={(values) => set('mileage', values as CarFilters['mileage'])}
      />
      <FilterGroup
        legend={intl.formatMessage({
          id: 'cars.filters.fuelPolicy',
          defaultMessage: 'Fuel policy',
          description: 'Legend of a search filter',
        })}
        type="checkbox"
        options={labelled(FUEL_POLICIES, fuelPolicyMessages)}
        selected={filters.fuelPolicy}
        onChange={(values) => set('fuelPolicy', values as CarFilters['fuelPolicy'])}
      />
      <FilterGroup
        legend={intl.formatMessage({
          id: 'cars.filters.deposit',
          defaultMessage: 'Deposit',
          description: 'Legend of a search filter',
        })}
        type="radio"
        options={[
          { value: '', label: any },
          ...DEPOSIT_FILTER_VALUES.map((value) => ({
            value: String(value),
            label: intl.formatMessage(
              {
                id: 'cars.filters.depositUpTo',
                defaultMessage: 'Up to {amount}',
                description: 'Deposit filter option: cars whose deposit is at most the amount (the amount included)',
              },
              { amount: formatMoney(depositLimit(money, value).shown, money.currency, intl.locale) },
            ),
          })),
        ]}
        selected={filters.deposit === null ? [] : [String(filters.deposit)]}
        onChange={(values) => set('deposit', single(values))}
      />
      <Button variant="outline" onClick={() => onChange(NO_FILTERS)}>
        {intl.formatMessage({
          id: 'cars.filters.clear',
          defaultMessage: 'Clear all filters',
          description: 'Button removing every filter',
        })}
      </Button>
    </Stack>
  );
}
