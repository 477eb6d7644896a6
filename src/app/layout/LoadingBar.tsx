import { Box } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useNavigation } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import type { RootState } from '@/app/store';

const selectIsFetching = (state: RootState) =>
  Object.values(state.api.queries).some((query) => query?.status === 'pending') ||
  Object.values(state.api.mutations).some((mutation) => mutation?.status === 'pending');

/** A thin bar at the top while a route's code or any API data is loading. */
export function LoadingBar({ forceVisible = false }: { forceVisible?: boolean }) {
  const intl = useIntl();
  const navigating = useNavigation().state !== 'idle';
  const fetching = useAppSelector(selectIsFetching);
  if (!forceVisible && !navigating && !fetching) return null;
  return (
    <Box
      role="progressbar"
      aria-label={intl.formatMessage({ id: 'common.loading', defaultMessage: 'Loading…', description: 'Accessible name of the loading bar' })}
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
