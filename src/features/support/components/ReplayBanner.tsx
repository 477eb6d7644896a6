import { Box, Button, Container, HStack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppStore } from '@/api/hooks';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { showReplayStep, useReplaySession } from '../replay/replaySession';

/** Above every page during a replay: says it is read-only, and steps through the recorded actions. */
export function ReplayBanner() {
  const intl = useIntl();
  const session = useReplaySession();
  const store = useAppStore();
  const navigate = useNavigate();
  if (!session) return null;
  const { steps, index } = session;
  const step = steps[index]!;

  function go(to: number) {
    showReplayStep(store.dispatch, session!, to);
    const route = steps[to]!.route;
    if (route && route !== window.location.pathname + window.location.search) void navigate(route);
  }

  return (
    <Box
      as="section"
      aria-label={intl.formatMessage({
        id: 'support.banner.label',
        defaultMessage: 'Replay',
        description: 'Landmark name of the replay banner',
      })}
      bg="orange.100"
      color="orange.950"
      py="2"
    >
      <Container maxW="6xl">
        <HStack gap="4" wrap="wrap" justify="space-between">
          <Text fontWeight="bold">
            <FormattedMessage
              id="support.banner.readOnly"
              defaultMessage="Replay — read only"
              description="Banner shown while support replays a driver's state"
            />
          </Text>
          <Text fontSize="sm" role="status">
            {step.actionType ? (
              <FormattedMessage
                id="support.banner.step"
                defaultMessage="Step {step} of {count}: after {action}"
                description="Which recorded action the replay shows"
                values={{ step: index + 1, count: steps.length, action: <code>{step.actionType}</code> }}
              />
            ) : (
              <FormattedMessage
                id="support.banner.start"
                defaultMessage="Step {step} of {count}: start of the recording"
                description="The replay shows the state before the first recorded action"
                values={{ step: index + 1, count: steps.length }}
              />
            )}
          </Text>
          <HStack gap="2">
            <Button size="sm" variant="outline" disabled={index === 0} onClick={() => go(index - 1)}>
              <FormattedMessage
                id="support.banner.previous"
                defaultMessage="Previous action"
                description="Replay banner button: one recorded action back"
              />
            </Button>
            <Button size="sm" variant="outline" disabled={index === steps.length - 1} onClick={() => go(index + 1)}>
              <FormattedMessage
                id="support.banner.next"
                defaultMessage="Next action"
                description="Replay banner button: one recorded action forward"
              />
            </Button>
            <Button size="sm" variant="ghost" onClick={() => window.location.assign(paths.supportReplay)}>
              <FormattedMessage
                id="support.banner.leave"
                defaultMessage="Leave the replay"
                description="Replay banner button: reload the app without the replayed state"
              />
            </Button>
          </HStack>
        </HStack>
        <Text fontSize="sm">
          <FormattedMessage
            id="support.banner.explain"
            defaultMessage="Nothing here reaches the server: buttons that would change data say so and do nothing."
            description="Second line of the replay banner"
          />
        </Text>
      </Container>
    </Box>
  );
}
