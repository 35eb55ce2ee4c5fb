/**
 * A model's state as its views see it (docs/style.md "UI state"): each of its own signals handed out read-only, so
 * that only the model's actions change it — a write to what this returns throws. One `computed` a signal.
 */
import { computed, type ReadonlySignal, type Signal } from '@preact/signals';

export function readOnly<T extends Record<string, Signal<unknown>>>(
  signals: T,
): { [K in keyof T]: ReadonlySignal<T[K]['value']> } {
  return Object.fromEntries(Object.entries(signals).map(([name, own]) => [name, computed(() => own.value)])) as {
    [K in keyof T]: ReadonlySignal<T[K]['value']>;
  };
}
