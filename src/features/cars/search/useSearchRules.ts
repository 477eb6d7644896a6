import { MIN_PICKUP_HOURS, MIN_RENTAL_HOURS } from '@/config/constants';
import type { PeriodRules } from '@/domain/rentalPeriod';
import { useGetSettingsQuery } from '@/features/info/api/infoApi';

/** The spec's constants (any hour of the day): the rules until the settings API answers. */
export const DEFAULT_PERIOD_RULES: PeriodRules = {
  minPickupHours: MIN_PICKUP_HOURS,
  minRentalHours: MIN_RENTAL_HOURS,
  minPickupDropoffHour: 0,
  maxPickupDropoffHour: 23,
};

/**
 * When the API's values are the same (the usual case), its answer leaves the selection unchanged
 * and re-renders nothing.
 */
function selectPeriodRules({ data }: { data?: Partial<PeriodRules> }): PeriodRules {
  return {
    minPickupHours: data?.minPickupHours ?? DEFAULT_PERIOD_RULES.minPickupHours,
    minRentalHours: data?.minRentalHours ?? DEFAULT_PERIOD_RULES.minRentalHours,
    minPickupDropoffHour: data?.minPickupDropoffHour ?? DEFAULT_PERIOD_RULES.minPickupDropoffHour,
    maxPickupDropoffHour: data?.maxPickupDropoffHour ?? DEFAULT_PERIOD_RULES.maxPickupDropoffHour,
  };
}

/** The rules a searched period must follow (spec §5), from the settings API. */
export function useSearchRules(): PeriodRules {
  return useGetSettingsQuery(undefined, { selectFromResult: selectPeriodRules });
}
