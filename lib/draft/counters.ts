/**
 * Live counters for a text (docs/design.md §3.2), one per platform among the chosen accounts. Twitter's is the
 * service's own limit, counted as Twitter counts; the others are published limits, shown as advice.
 */
import { platformInfo, type CountUnit } from '../service/platforms';
import { roughMeasure, type Measure } from './twitter-length';

export interface Counter {
  type: string;
  label: string;
  used: number;
  limit: number | null;
  over: boolean;
  /** The service refuses it at publish time: the composer will not send it. */
  blocking: boolean;
  approximate: boolean; // until twitter-text has loaded
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

function count(text: string, unit: CountUnit, twitter: Measure | null): { used: number; approximate: boolean } {
  if (unit === 'weighted') {
    return twitter ? { used: twitter(text), approximate: false } : { used: roughMeasure(text), approximate: true };
  }
  if (unit === 'graphemes') return { used: [...graphemes.segment(text)].length, approximate: false };
  return { used: [...text].length, approximate: false };
}

export function countersFor(text: string, types: readonly string[], twitter: Measure | null): Counter[] {
  const trimmed = text.trim();
  return [...new Set(types)].map((type) => {
    const info = platformInfo(type);
    const { used, approximate } = count(trimmed, info.unit, twitter);
    const over = info.limit !== null && used > info.limit;
    return { type, label: info.label, used, limit: info.limit, over, blocking: over && info.enforced, approximate };
  });
}
