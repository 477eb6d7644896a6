import type { SupportedLanguage } from '@/domain/language';
import type { ReplayLog } from './replayFile';

/**
 * The replay page and its frame (the replayed app at the driver's width, see DriverFrame) talk by
 * postMessage, same origin only: the frame says it is ready, the page sends it the step to show.
 * The log is cloned into the frame's window, so neither holds the other's objects.
 */
export type FrameMessage =
  | { type: 'support/replayFrameReady' }
  | {
      type: 'support/replayFrameStep';
      log: ReplayLog;
      index: number;
      staffLanguage: SupportedLanguage;
      /** The page the replay shows (the step's route, or the one support chose). */
      route: string;
    };

const TYPES: readonly FrameMessage['type'][] = ['support/replayFrameReady', 'support/replayFrameStep'];

/** A message of this protocol from `source`, sent by this origin; null for anything else. */
export function frameMessageOf(event: MessageEvent, source: MessageEventSource | null): FrameMessage | null {
  if (event.origin !== window.location.origin || !source || event.source !== source) return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null || !TYPES.includes((data as FrameMessage).type)) return null;
  return data as FrameMessage;
}

export function postToFrame(target: Window, message: FrameMessage): void {
  target.postMessage(message, window.location.origin);
}
