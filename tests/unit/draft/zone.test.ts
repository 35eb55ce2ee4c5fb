import { describe, expect, it } from 'vitest';
import { defaultSlot, personZone } from '@/lib/draft/zone';

const at = (iso: string) => Temporal.Instant.from(iso).epochMilliseconds;

describe('defaults', () => {
  it('proposes the next quarter hour at least 30 minutes ahead, in the zone', () => {
    expect(defaultSlot(at('2026-06-10T07:31Z'), 'Europe/Paris')).toEqual({ date: '2026-06-10', time: '10:15' });
    expect(defaultSlot(at('2026-06-10T23:50Z'), 'UTC')).toEqual({ date: '2026-06-11', time: '00:30' });
  });
  it('takes the preference, else the browser’s zone', () => {
    expect(personZone('Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(personZone(null)).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
