import { defineMessage, defineMessages, type IntlShape } from 'react-intl';
import { DIAGNOSTICS_FORMAT_VERSION } from '../diagnostics/diagnosticsFormat';
import { STATE_SCHEMA_VERSION } from '../stateSchema';
import { MAX_REPLAY_BYTES, type ReplayProblem } from './replayFile';

const problems = {
  tooLarge: defineMessage<{ size: number; limit: number }>({
    id: 'support.replay.tooLarge',
    defaultMessage: 'This file is {size, number} MB: the replay reads files of up to {limit, number} MB.',
    description: 'Replay refused: the file is too large',
  }),
  ...defineMessages({
    corrupt: {
      id: 'support.replay.corrupt',
      defaultMessage:
        'This file is damaged or incomplete: it is neither a diagnostics file nor a Redux DevTools export that can be read.',
      description: 'Replay refused: the file cannot be parsed or lacks required parts',
    },
    otherApp: {
      id: 'support.replay.otherApp',
      defaultMessage: 'This file comes from another app: its state does not have the parts of this app’s state.',
      description: 'Replay refused: the state in the file belongs to another application',
    },
  }),
  newerFormat: defineMessage<{ version: number; supported: number }>({
    id: 'support.replay.newerFormat',
    defaultMessage:
      'This diagnostics file was made by a newer version of the app (file format {version}); this page reads format {supported}. Open it with a newer version of the app.',
    description: 'Replay refused: the diagnostics file format is newer than this app reads',
  }),
  newerSchema: defineMessage<{ version: number; supported: number }>({
    id: 'support.replay.newerSchema',
    defaultMessage:
      'This file’s state has version {version}, newer than this app’s ({supported}). Open it with the app version that made it.',
    description: 'Replay refused: the state schema version is newer than this app',
  }),
  olderSchema: defineMessage<{ version: number; supported: number }>({
    id: 'support.replay.olderSchema',
    defaultMessage:
      'This file’s state has version {version}, which this app (version {supported}) no longer reads. Open it with an app version of state version {version}.',
    description: 'Replay refused: the state schema version is too old to migrate',
  }),
};

const megabytes = (bytes: number) => Math.round((bytes / 1_000_000) * 10) / 10;

/** What support reads when a file cannot be replayed. */
export function describeProblem(intl: IntlShape, problem: ReplayProblem): string {
  switch (problem.kind) {
    case 'tooLarge':
      return intl.formatMessage(problems.tooLarge, {
        size: megabytes(problem.bytes),
        limit: megabytes(MAX_REPLAY_BYTES),
      });
    case 'newerFormat':
      return intl.formatMessage(problems.newerFormat, {
        version: problem.version,
        supported: DIAGNOSTICS_FORMAT_VERSION,
      });
    case 'newerSchema':
    case 'olderSchema':
      return intl.formatMessage(problems[problem.kind], { version: problem.version, supported: STATE_SCHEMA_VERSION });
    case 'corrupt':
    case 'otherApp':
      return intl.formatMessage(problems[problem.kind]);
  }
}
