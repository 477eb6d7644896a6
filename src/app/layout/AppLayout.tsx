import { Box, Flex, Link } from '@chakra-ui/react';
import { memo, Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { inReplayFrame } from '@/api/readOnly';
import { PartDownloadBoundary } from '@/components/PartDownloadBoundary';
import { retryableLazy } from '@/components/retryableLazy';
import { toaster } from '@/components/ui/toaster';
import { env } from '@/config/env';
import { FrameReplayListener } from '@/features/support/components/FrameReplayListener';
import { ReplayBanner } from '@/features/support/components/ReplayBanner';
import { useReplaySession } from '@/features/support/replay/replaySession';
import { Footer } from './Footer';
import { Header } from './Header';
import { LoadingBar } from './LoadingBar';

/** Route `handle`: the page's title for the browser tab. */
export interface RouteHandle {
  title?: MessageDescriptor;
}

function useDocumentTitle() {
  const intl = useIntl();
  const matches = useMatches();
  const title = [...matches]
    .reverse()
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .find(Boolean);
  useEffect(() => {
    document.title = title ? `${intl.formatMessage(title)} | ${env.siteName}` : env.siteName;
  }, [intl, title]);
}

/** After an in-app navigation, focus moves to the new page's content, as a page load would do. */
function useFocusMainOnNavigation(main: React.RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
  }, [pathname, main]);
}

// The toast region mounts with the first toast and then stays: starting its state machine costs a
// long synchronous render, and most page loads never show a toast. Its code (Chakra's toasts and
// their state machines, about 14 KB of gzip) is downloaded then too, so that no first visit pays
// for it. Toasts raised before it mounts are still shown (the region reads the toaster's current
// toasts when it starts).
const ToastRegion = retryableLazy(() => import('@/components/ui/ToastRegion').then((module) => module.ToastRegion));
let toastsRaised = false;
// The store tells its subscribers about a toast just before counting it, hence the flag.
const subscribeToToasts = (notify: () => void) =>
  toaster.subscribe(() => {
    toastsRaised = true;
    notify();
  });
const hasRaisedToasts = () => (toastsRaised ||= toaster.getCount() > 0);

// The header and footer do not depend on the address: a navigation (a filter click on /search
// changes the URL) renders the page again, not them.
const StaticHeader = memo(Header);
const StaticFooter = memo(Footer);

/** The frame of every page: skip link, loading bar, replay banner (support), header, content, footer, toasts. */
export function AppLayout() {
  const main = useRef<HTMLElement>(null);
  useDocumentTitle();
  useFocusMainOnNavigation(main);
  const showToaster = useSyncExternalStore(subscribeToToasts, hasRaisedToasts, () => false);
  const session = useReplaySession();
  // The replay page's frame is sealed before its first step arrives.
  const replaying = session !== null || inReplayFrame;
  // At the driver's width the replayed app is in the banner's frame: this window shows only the banner.
  const framed = Boolean(session?.atDriverWidth) && !inReplayFrame;
  return (
    <Flex direction="column" minH="100vh">
      <Link
        href="#main"
        position="absolute"
        left="2"
        top="-20"
        zIndex="max"
        bg="bg"
        px="3"
        py="2"
        _focus={{ top: '2' }}
      >
        <FormattedMessage
          id="layout.skipToContent"
          defaultMessage="Skip to content"
          description="Keyboard link jumping over the header"
        />
      </Link>
      {/* It saves scroll positions in sessionStorage: a replay persists nothing. */}
      {!replaying && <ScrollRestoration />}
      <LoadingBar />
      {inReplayFrame && <FrameReplayListener />}
      <ReplayBanner />
      {!framed && (
        <>
          <StaticHeader />
          <Box as="main" id="main" ref={main} tabIndex={-1} flex="1" outline="none">
            <Outlet />
          </Box>
          <StaticFooter />
        </>
      )}
      {showToaster && (
        <PartDownloadBoundary>
          <Suspense>
            <ToastRegion />
          </Suspense>
        </PartDownloadBoundary>
      )}
    </Flex>
  );
}
