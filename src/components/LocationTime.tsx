import { useIntl } from 'react-intl';
import { formatLocationTime } from '@/domain/locationTime';

/** A pick-up or drop-off time at its location, naming the zone (see src/domain/locationTime.ts). */
export function LocationTime({ value, timeZone }: { value: string; timeZone: string }) {
  const intl = useIntl();
  return <time dateTime={value}>{formatLocationTime(value, timeZone, intl.locale)}</time>;
}
