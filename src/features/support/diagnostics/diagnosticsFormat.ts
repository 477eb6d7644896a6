import type { UnknownAction } from '@reduxjs/toolkit';

/** Marks a diagnostics file of this app; `formatVersion` changes when the file's own layout does. */
export const DIAGNOSTICS_FORMAT = 'drivemarket-diagnostics';
export const DIAGNOSTICS_FORMAT_VERSION = 1;
/** The most a diagnostics file may weigh: it is sent by e-mail or a support form. */
export const MAX_DIAGNOSTICS_BYTES = 1_000_000;

export interface DiagnosticsAction {
  action: UnknownAction;
  route: string;
  time: string;
}

/** A diagnostics file: what a driver's page showed, redacted (see createRedactor). */
export interface DiagnosticsFile {
  format: typeof DIAGNOSTICS_FORMAT;
  formatVersion: number;
  app: { name: string; version: string; commit: string };
  stateSchemaVersion: number;
  createdAt: string;
  route: string;
  language: string;
  currency: string;
  colorMode: string;
  viewport: { width: number; height: number };
  /** The driver's time zone (IANA name); files made before it was recorded have none. */
  timeZone?: string;
  /** The store's state when the file was made, with the API answers it had (not pending or failed calls). */
  state: Record<string, unknown>;
  /** The last actions, oldest first, and the state before the first of them. */
  log: { startState: Record<string, unknown>; actions: DiagnosticsAction[] } | null;
}
