import { signal } from '@preact/signals';
import { expect, it } from 'vitest';
import { readOnly } from '@/lib/signals/read-only';

it('hands out each signal under its name, following the model’s own writes and refusing the view’s', () => {
  const count = signal(1);
  const label = signal('one');
  const state = readOnly({ count, label });
  expect(Object.keys(state)).toEqual(['count', 'label']);
  count.value = 2;
  expect([state.count.value, state.label.value]).toEqual([2, 'one']);
  expect(() => {
    (state.count as { value: number }).value = 3;
  }).toThrow();
  expect(count.value).toBe(2);
});
