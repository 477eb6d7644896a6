/**
 * The support replay's frame (src/features/support): the replayed app at the driver's width. The
 * only page the site lets be framed, by itself (see the server's headers).
 */
export const SUPPORT_REPLAY_FRAME_PATH = '/support/replay/frame';
