/**
 * Every implemented operation, by operationId, each typed by its operation in the contract.
 * Operations missing here answer 501 `not_implemented`; `npm run api:check` fails unless they are
 * listed, with the reason, in notImplemented.ts.
 */
import { authHandlers } from './auth';
import { bookingsHandlers } from './bookings';
import { carsHandlers } from './cars';
import { checkoutHandlers } from './checkout';
import { infoHandlers } from './info';
import { notificationsHandlers } from './notifications';
import { operationsHandlers } from './operations';
import { settingsHandlers } from './settings';
import type { Handlers } from './types';
import { unsupportedHandlers } from './unsupported';

const groups: Handlers[] = [
  authHandlers,
  settingsHandlers,
  infoHandlers,
  carsHandlers,
  bookingsHandlers,
  notificationsHandlers,
  checkoutHandlers,
  operationsHandlers,
  unsupportedHandlers,
];

function merge(parts: Handlers[]): Handlers {
  const all: Record<string, unknown> = {};
  for (const part of parts) {
    for (const [id, handler] of Object.entries(part)) {
      if (id in all) throw new Error(`Two handlers for operation ${id}`);
      all[id] = handler;
    }
  }
  return all as Handlers;
}

export const handlers: Handlers = merge(groups);
export type { Handler, Handlers, Operation } from './types';
