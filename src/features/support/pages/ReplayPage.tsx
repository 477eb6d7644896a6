import { Alert, Box, Button, Field, Input, List, Stack, Text } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppStore } from '@/api/hooks';
import { useNavigate } from 'react-router';
import { PageColumn } from '@/components/ui/PageColumn';
import '../replay/allEndpoints';
import { MAX_REPLAY_BYTES, readReplayFile, type ReplayLog } from '../replay/replayFile';
import { describeProblem } from '../replay/replayMessages';
import { showReplayStep } from '../replay/replaySession';
import { supportRouteTitles } from '../routeTitles';

/** The states an export holds: the start, and one per recorded action (steps fold several). */
const statesOf = (log: ReplayLog) => 1 + log.steps.reduce((count, step) => count + step.actionTypes.length, 0);

/**
 * /support/replay: support opens a driver's diagnostics file or a Redux DevTools export and sees
 * the driver's screen, read-only (see replaySession). A DevTools export says no route: support
 * picks one.
 */
export function ReplayPage() {
  const intl = useIntl();
  const store = useAppStore();
  const navigate = useNavigate();
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [withoutRoute, setWithoutRoute] = useState<ReplayLog | null>(null);
  const [route, setRoute] = useState('/');

  function start(log: ReplayLog, at: string) {
    // The staff's language, read before the driver's state replaces it: the banner keeps it.
    showReplayStep(store.dispatch, log, log.initialIndex, store.getState().preferences.language);
    void navigate(at);
  }

  async function onFile(file: File | undefined) {
    setProblem(null);
    setWithoutRoute(null);
    if (!file) return;
    // Refused before reading: a huge file would hold the page for nothing.
    const result =
      file.size > MAX_REPLAY_BYTES
        ? { problem: { kind: 'tooLarge' as const, bytes: file.size } }
        : readReplayFile(await file.text(), Object.keys(store.getState()));
    if ('problem' in result) return setProblem(describeProblem(intl, result.problem));
    const recorded = result.log.steps[result.log.initialIndex]?.route;
    if (recorded) start(result.log, recorded);
    else setWithoutRoute(result.log);
  }

  function onOpenRoute(event: FormEvent) {
    event.preventDefault();
    if (withoutRoute) start(withoutRoute, route.startsWith('/') ? route : `/${route}`);
  }

  return (
    <PageColumn title={intl.formatMessage(supportRouteTitles.replay)} width="3xl">
      <Text>
        <FormattedMessage
          id="support.replay.intro"
          defaultMessage="Open a driver’s diagnostics file or a Redux DevTools export. The app then shows the driver’s screen as it was, without calling the server: nothing you do changes any data."
          description="Introduction of the support replay page"
        />
      </Text>
      <Field.Root invalid={Boolean(problem)}>
        <Field.Label htmlFor={inputId}>
          <FormattedMessage
            id="support.replay.file"
            defaultMessage="Diagnostics file or DevTools export (JSON)"
            description="Label of the file field of the replay page"
          />
        </Field.Label>
        <Input
          id={inputId}
          type="file"
          accept=".json,application/json"
          p="1"
          onChange={(event) => void onFile(event.target.files?.[0])}
        />
      </Field.Root>
      {problem && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{problem}</Alert.Title>
        </Alert.Root>
      )}
      {withoutRoute && (
        <Box as="form" onSubmit={onOpenRoute}>
          <Stack gap="3">
            <Text role="status">
              <FormattedMessage
                id="support.replay.noRoute"
                defaultMessage="This export has {count, plural, one {# state} other {# states}} but does not say which page was open. Choose the page to show it on."
                description="Shown when a DevTools export is loaded: it has no route"
                values={{ count: statesOf(withoutRoute) }}
              />
            </Text>
            <Field.Root>
              <Field.Label>
                <FormattedMessage
                  id="support.replay.route"
                  defaultMessage="Page address (for example /bookings)"
                  description="Label of the route field of the replay page"
                />
              </Field.Label>
              <Input value={route} onChange={(event) => setRoute(event.target.value)} />
            </Field.Root>
            <Box>
              <Button type="submit">
                <FormattedMessage
                  id="support.replay.openRoute"
                  defaultMessage="Show this page"
                  description="Button opening the chosen page with the replayed state"
                />
              </Button>
            </Box>
          </Stack>
        </Box>
      )}
      <List.Root ps="5" gap="1" color="fg.muted">
        <List.Item>
          <FormattedMessage
            id="support.replay.stepsHelp"
            defaultMessage="A banner at the top then says “Replay — read only”; its buttons step through the recorded actions."
            description="Help on the replay page: the banner and stepping"
          />
        </List.Item>
        <List.Item>
          <FormattedMessage
            id="support.replay.leaveHelp"
            defaultMessage="“Leave the replay” reloads the app as it is for you."
            description="Help on the replay page: leaving the replay"
          />
        </List.Item>
      </List.Root>
    </PageColumn>
  );
}
