/**
 * Operations of the contract that knowingly have no handler yet, each with the reason; they answer
 * 501 `not_implemented`. `npm run api:check` fails for any other operation without a handler.
 */
import type { OperationId } from '../contract';

export const notImplementedYet: Partial<Record<OperationId, string>> = {};
