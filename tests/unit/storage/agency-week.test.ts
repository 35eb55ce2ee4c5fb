import { describe, expect, it } from 'vitest';
import { Draft } from '@/lib/draft/draft';
import { Ledger } from '@/lib/storage/notify-items';
import { OutboxEntries } from '@/lib/storage/outbox-entry';
import { TrackerState } from '@/lib/storage/tracker-items';
import { simulateAgencyWeek } from '../../bench/agency-week';

/**
 * docs/design.md §5: storage stays under 2 MB after a simulated agency week, because old entries are pruned — the
 * outbox's final entries, settled posts, the notification ledger and cached pages each keep a bounded number.
 * (The bench prints the same figures: tests/bench/agency-week.ts.)
 */
describe('storage after a simulated agency week (tests/bench/agency-week.ts)', () => {
  it('stays under 2 MB, and what it stores is what the items read back', () => {
    const week = simulateAgencyWeek(7);
    expect(week.sent).toBe(280);
    expect(week.total).toBeLessThan(2 * 1024 * 1024);
    // The simulation stores what the background's items would accept (no shape made up for the bench).
    expect(OutboxEntries.parse(week.stored.outbox)).toHaveLength(week.kept.outbox);
    expect(TrackerState.safeParse(week.stored.tracker).success).toBe(true);
    expect(Ledger.safeParse(week.stored.notified).success).toBe(true);
    expect(Draft.safeParse(week.stored.draft).success).toBe(true);
  });

  // A month of posts simulated: seconds of CPU, more on a machine running other tests beside it.
  it(
    'prunes old entries: a week and four weeks keep the same bounded numbers, not one per post sent',
    { timeout: 30_000 },
    () => {
      const week = simulateAgencyWeek(7);
      const month = simulateAgencyWeek(28);
      expect(month.sent).toBe(4 * week.sent);
      expect(week.kept.outbox).toBe(20); // the last few final entries, not 280
      expect(month.kept.outbox).toBe(20);
      expect(month.kept.tracked).toBeLessThanOrEqual(40); // only those not yet published
      expect(month.kept.settled).toBe(500);
      expect(month.kept.ledger).toBe(500);
      expect(month.kept.postPages).toBe(10);
      expect(month.kept.accountUse).toBeLessThanOrEqual(200);
      expect(month.total).toBeLessThan(week.total * 1.5);
    },
  );
});
