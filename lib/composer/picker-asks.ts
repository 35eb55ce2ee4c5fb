/**
 * Whether "From this page" is open: it asks a picked image's question next to that image, so the prefill offer at the
 * top of the composer does not ask it a second time.
 */
import { computed, signal } from '@preact/signals';

const open = signal(false);

export const pickerAsks = computed(() => open.value);

/** The picker is open until the returned function is called. */
export function pickerOpened(): () => void {
  open.value = true;
  return () => void (open.value = false);
}
