import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppStore } from '@/api/hooks';
import { frameMessageOf, postToFrame } from '../replay/replayFrame';
import { showReplayStep } from '../replay/replaySession';

/**
 * Inside the replay page's frame (see DriverFrame): shows the steps the page sends. The frame is
 * sealed already (see readOnly.ts); this only puts the driver's state and page on its screen.
 */
export function FrameReplayListener() {
  const store = useAppStore();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const here = pathname + search;

  useEffect(() => {
    const parent = window.parent === window ? null : window.parent;
    if (!parent) return;
    const onMessage = (event: MessageEvent) => {
      const message = frameMessageOf(event, parent);
      if (message?.type !== 'support/replayFrameStep') return;
      showReplayStep(store.dispatch, message.log, message.index, message.staffLanguage);
      if (message.route !== here) void navigate(message.route, { replace: true });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [store, navigate, here]);

  // Once: the page then sends the step on screen.
  useEffect(() => {
    if (window.parent !== window) postToFrame(window.parent, { type: 'support/replayFrameReady' });
  }, []);

  return null;
}
