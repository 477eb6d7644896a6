import { Box, chakra } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { frameMessageOf, postToFrame } from '../replay/replayFrame';
import { driverWidthOf, type ReplaySession } from '../replay/replaySession';

/** The height when the file does not say it: a common phone's. */
const FALLBACK_HEIGHT = 844;

/**
 * The replayed app at the driver's recorded width. Chakra's breakpoints follow the window, so the
 * app runs in a frame whose window has that width (the phone layout, not a squeezed desktop one);
 * it scrolls within the driver's window height. This page, sealed, sends it the step on screen.
 */
export function DriverFrame({ session }: { session: ReplaySession }) {
  const intl = useIntl();
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  const { pathname, search } = useLocation();
  const route = pathname + search;
  const { steps, index, staffLanguage } = session;
  const width = driverWidthOf(session);
  const height = session.details?.viewport.height || FALLBACK_HEIGHT;

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (frameMessageOf(event, frame.current?.contentWindow ?? null)?.type === 'support/replayFrameReady')
        setReady(true);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    const target = frame.current?.contentWindow;
    if (!ready || !target) return;
    const { source, initialIndex, details } = session;
    postToFrame(target, {
      type: 'support/replayFrameStep',
      log: { source, steps, initialIndex, details },
      index,
      staffLanguage,
      route,
    });
    // The session object changes with the width switch too: the step is what the frame needs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, steps, index, staffLanguage, route]);

  return (
    <Box as="main" id="main" flex="1" overflowX="auto" py="4" bg="bg.muted">
      <chakra.iframe
        ref={frame}
        src={paths.supportReplayFrame}
        title={intl.formatMessage(
          {
            id: 'support.frame.title',
            defaultMessage: 'The driver’s screen, {width} px wide',
            description: 'Accessible name of the frame showing the replayed app at the driver’s width',
          },
          { width },
        )}
        data-testid="replay-frame"
        display="block"
        mx="auto"
        bg="bg"
        borderWidth="1px"
        borderColor="border.emphasized"
        boxSizing="content-box"
        style={{ width: `${width}px`, height: `${height}px` }}
      />
    </Box>
  );
}
