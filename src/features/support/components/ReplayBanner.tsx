import { Box, Button, Container, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, IntlProvider, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useAppStore } from '@/api/hooks';
import { inReplayFrame } from '@/api/readOnly';
import { paths } from '@/config/paths';
import { DEFAULT_LANGUAGE, type SupportedLanguage } from '@/domain/language';
import { loadMessages, type Messages } from '@/i18n/loadMessages';
import { stateChanges } from '../replay/stateDiff';
import { describeStep } from '../replay/stepMessages';
import {
  driverWidthOf,
  showAtDriverWidth,
  showReplayStep,
  stateOfStep,
  useReplaySession,
  type ReplaySession,
} from '../replay/replaySession';
import { DriverFrame } from './DriverFrame';

/** The staff's own language and time zone for the banner, inside the app's (the driver's) ones. */
function StaffIntl({ language, children }: { language: SupportedLanguage; children: ReactNode }) {
  const [loaded, setLoaded] = useState<{ language: SupportedLanguage; messages: Messages } | null>(null);
  useEffect(() => {
    let cancelled = false;
    loadMessages(language)
      .catch(() => ({}) as Messages)
      .then((messages) => {
        if (!cancelled) setLoaded({ language, messages });
      });
    return () => {
      cancelled = true;
    };
  }, [language]);
  if (loaded?.language !== language) return null;
  return (
    <IntlProvider
      locale={language}
      defaultLocale={DEFAULT_LANGUAGE}
      messages={loaded.messages}
      onError={(error) => {
        if (error.code !== 'MISSING_TRANSLATION') console.error(error);
      }}
    >
      <Box lang={language}>{children}</Box>
    </IntlProvider>
  );
}

/**
 * Above every page during a replay: says it is read-only, and steps through the recorded actions.
 * At the driver's width, the replayed app is below it, in a frame (the page shows nothing else).
 * The frame itself shows no banner: this page's drives it.
 */
export function ReplayBanner() {
  const session = useReplaySession();
  if (!session || inReplayFrame) return null;
  return (
    <StaffIntl language={session.staffLanguage}>
      <Banner session={session} />
      {session.atDriverWidth && <DriverFrame session={session} />}
    </StaffIntl>
  );
}

/** The switch between the driver's recorded width and the staff's own (a pair of toggle buttons). */
function WidthSwitch({ session }: { session: ReplaySession }) {
  const intl = useIntl();
  const width = driverWidthOf(session);
  if (!width)
    return (
      <Text fontSize="sm" data-testid="replay-width">
        <FormattedMessage
          id="support.banner.unknownWidth"
          defaultMessage="The file does not say the width of the driver’s screen: the replay is shown at yours."
          description="Replay banner: the file has no window size; the replay uses the staff's width"
        />
      </Text>
    );
  return (
    <HStack
      gap="2"
      role="group"
      aria-label={intl.formatMessage({
        id: 'support.banner.widthGroup',
        defaultMessage: 'Width of the replayed screen',
        description: 'Accessible name of the replay banner switch between the driver’s and the staff’s width',
      })}
    >
      <Button
        size="sm"
        variant={session.atDriverWidth ? 'solid' : 'outline'}
        aria-pressed={session.atDriverWidth}
        onClick={() => showAtDriverWidth(true)}
      >
        <FormattedMessage
          id="support.banner.driverWidth"
          defaultMessage="Driver’s width ({width} px)"
          description="Replay banner toggle: show the replayed app in a frame of the driver's recorded width"
          values={{ width }}
        />
      </Button>
      <Button
        size="sm"
        variant={session.atDriverWidth ? 'outline' : 'solid'}
        aria-pressed={!session.atDriverWidth}
        onClick={() => showAtDriverWidth(false)}
      >
        <FormattedMessage
          id="support.banner.staffWidth"
          defaultMessage="My width"
          description="Replay banner toggle: show the replayed app at the staff's own window width"
        />
      </Button>
    </HStack>
  );
}

/** A value of the file for the "what changed" table: JSON, shortened; "absent" when there is none. */
function ShownValue({ value }: { value: unknown }) {
  if (value === undefined)
    return (
      <Text as="span" color="fg.muted">
        <FormattedMessage
          id="support.banner.absent"
          defaultMessage="(absent)"
          description="What changed view: the path has no value at this side"
        />
      </Text>
    );
  const json = JSON.stringify(value) ?? String(value);
  const shown = json.length > 300 ? `${json.slice(0, 300)}…` : json;
  return <code>{shown}</code>;
}

function WhatChanged({ session }: { session: ReplaySession }) {
  const intl = useIntl();
  const { steps, index } = session;
  const changes = useMemo(
    () => (index === 0 ? [] : stateChanges(stateOfStep(steps[index - 1]!), stateOfStep(steps[index]!))),
    [steps, index],
  );
  const step = steps[index]!;
  return (
    <Box as="details" fontSize="sm" mt="1">
      <Box as="summary" cursor="pointer">
        <FormattedMessage
          id="support.banner.changes"
          defaultMessage="What changed in this step ({count, plural, one {# path} other {# paths}})"
          description="Replay banner: opens the list of state paths the step changed"
          values={{ count: changes.length }}
        />
      </Box>
      {/* Scrollable: focusable, so that the keyboard can scroll it too. */}
      <Stack
        gap="2"
        mt="2"
        maxH="60vh"
        overflow="auto"
        bg="bg"
        color="fg"
        p="2"
        borderRadius="l2"
        tabIndex={0}
        role="group"
        aria-label={intl.formatMessage({
          id: 'support.banner.changesList',
          defaultMessage: 'State paths changed by this step',
          description: 'Accessible name of the scrollable list of what a replay step changed',
        })}
      >
        {step.actionTypes.length > 0 && (
          <Text>
            <FormattedMessage
              id="support.banner.actions"
              defaultMessage="Recorded actions: {actions}"
              description="Replay banner: the technical actions the step spans"
              values={{ actions: <code>{step.actionTypes.join(', ')}</code> }}
            />
          </Text>
        )}
        {changes.length === 0 ? (
          <Text>
            <FormattedMessage
              id="support.banner.noChanges"
              defaultMessage="No part of the state changed."
              description="Replay banner: the step changed nothing in the state"
            />
          </Text>
        ) : (
          <Table.Root size="sm" variant="line">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>
                  <FormattedMessage id="support.banner.path" defaultMessage="Path" description="Column: state path" />
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <FormattedMessage
                    id="support.banner.before"
                    defaultMessage="Before"
                    description="Column: value before the step"
                  />
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <FormattedMessage
                    id="support.banner.after"
                    defaultMessage="After"
                    description="Column: value after the step"
                  />
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {changes.map((change) => (
                <Table.Row key={change.path} data-testid="state-change">
                  <Table.Cell wordBreak="break-all">
                    <code>{change.path}</code>
                  </Table.Cell>
                  <Table.Cell wordBreak="break-all">
                    <ShownValue value={change.before} />
                  </Table.Cell>
                  <Table.Cell wordBreak="break-all">
                    <ShownValue value={change.after} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Stack>
    </Box>
  );
}

function Banner({ session }: { session: ReplaySession }) {
  const intl = useIntl();
  const store = useAppStore();
  const navigate = useNavigate();
  const { steps, index, details } = session;
  const step = steps[index]!;

  function go(to: number) {
    showReplayStep(store.dispatch, session, to);
    const route = steps[to]!.route;
    if (route && route !== window.location.pathname + window.location.search) void navigate(route);
  }

  const staffZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
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
            <FormattedMessage
              id="support.banner.stepOf"
              defaultMessage="Step {step} of {count}: {label}"
              description="Which recorded step the replay shows; label says it in words"
              values={{ step: index + 1, count: steps.length, label: describeStep(intl, step.label) }}
            />
          </Text>
          <HStack gap="2">
            <Button size="sm" variant="outline" disabled={index === 0} onClick={() => go(index - 1)}>
              <FormattedMessage
                id="support.banner.previousStep"
                defaultMessage="Previous step"
                description="Replay banner button: one recorded step back"
              />
            </Button>
            <Button size="sm" variant="outline" disabled={index === steps.length - 1} onClick={() => go(index + 1)}>
              <FormattedMessage
                id="support.banner.nextStep"
                defaultMessage="Next step"
                description="Replay banner button: one recorded step forward"
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
        <Text fontSize="sm" data-testid="replay-time-zone">
          {details?.timeZone ? (
            <FormattedMessage
              id="support.banner.driverZone"
              defaultMessage="Times are shown in the driver’s time zone ({zone})."
              description="Replay banner: the replayed app shows times in the driver's recorded time zone"
              values={{ zone: details.timeZone }}
            />
          ) : (
            <FormattedMessage
              id="support.banner.unknownZone"
              defaultMessage="The file does not say the driver’s time zone: times are shown in yours ({zone})."
              description="Replay banner: an older file has no time zone; times are in the staff's zone"
              values={{ zone: staffZone }}
            />
          )}
        </Text>
        <WidthSwitch session={session} />
        <WhatChanged session={session} />
      </Container>
    </Box>
  );
}
