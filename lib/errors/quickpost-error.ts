/**
 * Quickpost's own failures, one kind for all: a catalog key and its substitutions, worded where a page shows it
 * (sentence.ts). A page trusts these sentences only; any other error gets a generic one.
 */
import { t, type MessageKey } from '../i18n/t';
import type { Said } from './data';

type Arg = string | number;

export const say = (key: MessageKey, ...args: Arg[]): Said => ({ key, args });

export class QuickpostError extends Error {
  override readonly name = 'QuickpostError';
  readonly args: Arg[];
  constructor(
    readonly key: MessageKey,
    ...args: Arg[]
  ) {
    super(t(key, ...args));
    this.args = args;
  }
}

/** Revived or plain; with `keys`, only for one of those sentences. */
export function isQuickpostError(value: unknown, ...keys: MessageKey[]): value is QuickpostError {
  const { name, key } = (value ?? {}) as { name?: unknown; key?: unknown };
  return name === 'QuickpostError' && (keys.length === 0 || keys.includes(key as MessageKey));
}
