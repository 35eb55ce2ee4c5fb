/** A model's own signals handed to its views read-only (docs/style.md "UI state"): only its actions change them. */
import { computed, type ReadonlySignal, type Signal } from '@preact/signals';

export function readOnly<T extends Record<string, Signal<unknown>>>(
  signals: T,
): { [K in keyof T]: ReadonlySignal<T[K]['value']> } {
  return Object.fromEntries(Object.entries(signals).map(([name, own]) => [name, computed(() => own.value)])) as {
    [K in keyof T]: ReadonlySignal<T[K]['value']>;
  };
}
