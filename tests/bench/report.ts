/** The bench's figures as a plain-text table (printed, and copied into docs/performance.md) and as JSON. */
import { SIZE_BARS, type PageSizes } from './sizes';
import type { Spread } from './stats';
import type { BucketUse, SessionUse } from './reads';
import type { ReadyFigures } from './popup-ready';
import type { UploadFigures } from './upload';
import type { MenuFigures } from './menu-open';
import type { Curve, WeekFigures } from './cost-curves';
import type { QueueCurve } from './queue-curve';

export interface BenchResults {
  when: string;
  machine: { cpus: number; loadAverage1m: number; note: string };
  popupReady?: ReadyFigures;
  sizes?: PageSizes[];
  reads?: { twentyOpensInTenMinutes: BucketUse; typicalSession: SessionUse };
  upload?: UploadFigures;
  /** In a browser no test library is attached to (bare-cdp.ts). */
  menuToComposer?: MenuFigures;
  /** The same click with Playwright attached (menu-open.ts). */
  menuToComposerAttached?: MenuFigures;
  workerStart?: { cold: Spread; warm: Spread };
  /** Cost curves (cost-curves.ts): the same measurement at growing sizes. */
  curves?: { popupReady: Curve; postsView: Curve; queue: Curve };
  agencyWeek?: WeekFigures;
  errors: string[];
}

const ms = (n: number) => `${Math.round(n)} ms`;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const mbs = (n: number) => `${n.toFixed(0)} MB/s`;

export function table(r: BenchResults): string {
  const rows: [string, string][] = [];
  const p = r.popupReady;
  if (p) {
    rows.push([
      'popup ready, cached data (in page: median / p90)',
      `${ms(p.popup.inPage.median)} / ${ms(p.popup.inPage.p90)}`,
    ]);
    rows.push([
      'blank extension page, its paragraph put there by its one script',
      `${ms(p.blankScript.inPage.median)} / ${ms(p.blankScript.inPage.p90)}`,
    ]);
    rows.push([
      'ratio popup / blank page with its script (median; p90)',
      `${p.ratio.toFixed(2)}×; ${p.ratioP90.toFixed(2)}× (bar 1.3×, aim 1.1×)`,
    ]);
    rows.push([
      '  blank extension page without a script (median / p90)',
      `${ms(p.blank.inPage.median)} / ${ms(p.blank.inPage.p90)}`,
    ]);
    rows.push(['  ratio popup / blank page without a script (median)', `${p.ratioNoScript.toFixed(2)}×`]);
    rows.push([
      '  seen from Playwright, goto → visible: popup / blank with script (median)',
      `${ms(p.popup.wall.median)} / ${ms(p.blankScript.wall.median)}`,
    ]);
    rows.push([
      '  first contentful paint: popup / blank with script (median)',
      `${ms(p.popup.fcp.median)} / ${ms(p.blankScript.fcp.median)}`,
    ]);
  }
  for (const s of r.sizes ?? []) {
    const bg = s.page === 'background.js';
    const bar = SIZE_BARS[s.page];
    rows.push([
      `${s.page}: ${bg ? 'all of it' : 'until usable'} (raw / gzip)`,
      `${kb(s.usable.raw)} / ${kb(s.usable.gzip)}${bar ? ` (bar ${bar / 1024} KB gz)` : ''}`,
    ]);
    if (s.lazy.files.length)
      rows.push([`${s.page}: lazy chunks (raw / gzip)`, `${kb(s.lazy.raw)} / ${kb(s.lazy.gzip)}`]);
  }
  if (r.reads) {
    const { twentyOpensInTenMinutes: t, typicalSession: s } = r.reads;
    rows.push([
      '20 popup opens over 10 simulated minutes, from empty caches',
      `${t.reads} reads, ${t.writes} writes (bar ≤ 2 reads)`,
    ]);
    rows.push(['typical session: open, schedule 3 posts, recent posts', `${s.reads} reads, ${s.writes} writes`]);
    rows.push([
      '  and the background in the 5 minutes after it (the twin read)',
      `${s.readsAfter} read${s.readsAfter === 1 ? '' : 's'}`,
    ]);
  }
  const u = r.upload;
  if (u) {
    const wall = (f: { wallSeconds?: number }) =>
      f.wallSeconds === undefined ? '' : `; ${f.wallSeconds.toFixed(2)} s seen from Playwright`;
    rows.push([
      '1 GB upload, file chosen → answer in the page: composer',
      `${mbs(u.composer.mbPerSecond)} (${u.composer.seconds.toFixed(2)} s${wall(u.composer)})`,
    ]);
    rows.push([
      '1 GB upload, file chosen → answer in the page: bare XHR',
      `${mbs(u.bareXhr.mbPerSecond)} (${u.bareXhr.seconds.toFixed(2)} s${wall(u.bareXhr)})`,
    ]);
    rows.push(['1 GB upload: curl', `${mbs(u.curl.mbPerSecond)} (${u.curl.seconds.toFixed(1)} s)`]);
    rows.push(['composer / bare XHR', `${(u.ratio * 100).toFixed(0)}% (bar ≥ 95%)`]);
    const round = (x: UploadFigures['rounds'][number]) =>
      `${x.bareXhrMBps.toFixed(0)}/${x.composerMBps.toFixed(0)} (load ${x.loadAverage1m.toFixed(1)})`;
    rows.push(['  each round: bare XHR / composer, MB/s', (u.rounds ?? []).map(round).join(', ')]);
    const rounds = u.rounds ?? [];
    const cpu = (pick: (x: UploadFigures['rounds'][number]) => number) =>
      rounds.map(pick).sort((a, b) => a - b)[Math.floor(rounds.length / 2)] ?? Number.NaN;
    const [ourCpu, bareCpu] = [cpu((x) => x.composerCpuMs), cpu((x) => x.bareXhrCpuMs)];
    if (rounds.length)
      rows.push([
        'browser CPU for the 1 GB (all processes, median of rounds): composer / bare XHR',
        `${(ourCpu / 1000).toFixed(2)} s / ${(bareCpu / 1000).toFixed(2)} s (${((ourCpu / bareCpu - 1) * 100).toLocaleString('en', { signDisplay: 'always', maximumFractionDigits: 0 })}%)`,
      ]);
    const mem = (m?: { beforeMiB: number; peakMiB: number }) =>
      m ? `${m.beforeMiB.toFixed(0)} → peak ${m.peakMiB.toFixed(0)} MiB` : 'n/a';
    rows.push(['browser memory (PSS, all processes) during composer upload', mem(u.composer.memory)]);
    rows.push(['browser memory (PSS, all processes) during bare XHR upload', mem(u.bareXhr.memory)]);
  }
  const m = r.menuToComposer;
  if (m) {
    rows.push([
      'context-menu click → composer visible, worker stopped (in page: median / p90)',
      `${ms(m.inPage.median)} / ${ms(m.inPage.p90)} (n=${m.inPage.n}; bar 250 ms, aim 150 ms)`,
    ]);
    rows.push([
      '  click → page starts (wake, handler, browser opens the popup) / page start → text box',
      `${ms(m.toNavigation.median)} / ${ms(m.pageStart.median)} (medians)`,
    ]);
  }
  const a = r.menuToComposerAttached;
  if (a) {
    rows.push([
      '  the same with Playwright attached, which holds each new page and worker until it has set it up',
      `${ms(a.inPage.median)} / ${ms(a.inPage.p90)} (click → page starts ${ms(a.toNavigation.median)})`,
    ]);
  }
  const ws = r.workerStart;
  if (ws) {
    const bg = r.sizes?.find((s) => s.page === 'background.js');
    const size = bg ? `; background ${kb(bg.usable.gzip)} gz` : '';
    rows.push([
      'worker cold start: stopped → first message answered (median / p90)',
      `${ms(ws.cold.median)} / ${ms(ws.cold.p90)} (warm: ${ms(ws.warm.median)}${size})`,
    ]);
  }
  const curve = (c: Curve, unit: (n: number) => string, show = ms) =>
    `${Object.entries(c.bySize)
      .map(([size, s]) => `${unit(Number(size))} ${show(s.median)}`)
      .join(' · ')} — largest / smallest ${c.ratio.toFixed(2)}×`;
  const fine = (n: number) => `${n < 10 ? n.toFixed(2) : Math.round(n)} ms`;
  const c = r.curves;
  if (c) {
    rows.push([
      'curve: popup ready (in page, median) by cached accounts',
      `${curve(c.popupReady, (n) => `${n}:`)} (aim ≤ 1.3×)`,
    ]);
    rows.push([
      'curve: posts view ready (in page, median) by cached posts',
      `${curve(c.postsView, (n) => `${n}:`)} (aim ≤ 1.5×)`,
    ]);
    rows.push([
      'curve: queue next free slot (median) by upcoming posts',
      `${curve(c.queue, (n) => `${n}:`, fine)} (aim < 5 ms at 1,000)`,
    ]);
    const cold = (c.queue as QueueCurve).cold;
    if (cold)
      rows.push([
        '  the first one after the list is read',
        Object.entries(cold)
          .map(([n, t]) => `${n}: ${fine(t)}`)
          .join(' · '),
      ]);
  }
  const w = r.agencyWeek;
  if (w) {
    rows.push([
      'storage after a simulated agency week (280 posts sent)',
      `${kb(w.storage.total)} (aim < 2 MB); kept: outbox ${w.storage.kept.outbox}, ledger ${w.storage.kept.ledger}, settled ${w.storage.kept.settled}, post pages ${w.storage.kept.postPages}`,
    ]);
    rows.push([
      'curve: extension process memory (PSS) by posts sent (1, 7, 28 days)',
      curve(
        w.memory,
        (n) => `${n}:`,
        (m) => `${m.toFixed(1)} MiB`,
      ),
    ]);
  }
  for (const e of r.errors) rows.push(['not measured', e]);
  const width = Math.max(...rows.map(([k]) => k.length));
  return rows.map(([k, v]) => `${k.padEnd(width)}  ${v}`).join('\n');
}
