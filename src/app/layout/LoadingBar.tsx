import { Box } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigation } from 'react-router';
import { useAppSelector } from '@/api/hooks';
import type { RootState } from '@/app/store';

const selectIsFetching = (state: RootState) =>
  Object.values(state.api.queries).some((query) => query?.status === 'pending') ||
  Object.values(state.api.mutations).some((mutation) => mutation?.status === 'pending');

/**
 * Loading that ends sooner shows no bar: a flash of progress for a quick answer is noise, and
 * showing it costs a style pass of the whole page (on start-up, right after the first paint).
 */
const SHOW_AFTER_MS = 300;

/** True once `active` has stayed true for `delay` ms; false again as soon as it is false. */
function useActiveFor(active: boolean, delay: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setElapsed(true), delay);
    return () => {
      clearTimeout(timer);
      setElapsed(false);
    };
  }, [active, delay]);
  return active && elapsed;
}

/** A thin bar at the top while a route's code or any API data takes a moment to load. */
export function LoadingBar({ forceVisible = false }: { forceVisible?: boolean }) {
  const intl = useIntl();
  const navigating = useNavigation().state !== 'idle';
  const fetching = useAppSelector(selectIsFetching);
  const visible = useActiveFor(navigating || fetching, SHOW_AFTER_MS);
  if (!forceVisible && !visible) return null;
  return (
    <Box
      role="progressbar"
      aria-label={intl.formatMessage({
        id: 'common.loading',
        defaultMessage: 'Loading…',
        description: 'Accessible name of the loading bar',
      })}
      position="fixed"
      top="0"
      insetInline="0"
      height="3px"
      zIndex="max"
      overflow="hidden"
      bg="amber.200"
    >
      <Box height="full" width="40%" bg="bg.selected" animation="loading-bar 1.2s ease-in-out infinite" />
    </Box>
  );
}
