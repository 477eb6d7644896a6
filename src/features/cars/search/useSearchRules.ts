import { MIN_PICKUP_HOURS, MIN_RENTAL_HOURS } from '@/config/constants';
import type { PeriodRules } from '@/domain/rentalPeriod';
import { useGetSettingsQuery } from '@/features/info/api/infoApi';

/** The spec's constants: the rules until the settings API answers. */
export const DEFAULT_PERIOD_RULES: PeriodRules = { minPickupHours: MIN_PICKUP_HOURS, minRentalHours: MIN_RENTAL_HOURS };

/**
 * When the API's values are the same (the usual case), its answer leaves the selection unchanged
 * and re-renders nothing.
 */
function selectPeriodRules({ data }: { data?: { minPickupHours?: number; minRentalHours?: number } }): PeriodRules {
  return {
    minPickupHours: data?.minPickupHours ?? DEFAULT_PERIOD_RULES.minPickupHours,
    minRentalHours: data?.minRentalHours ?? DEFAULT_PERIOD_RULES.minRentalHours,
  };
}

/** The rules a searched period must follow (spec §5), from the settings API. */
export function useSearchRules(): PeriodRules {
  return useGetSettingsQuery(undefined, { selectFromResult: selectPeriodRules });
}
