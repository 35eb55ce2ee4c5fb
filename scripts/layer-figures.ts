/**
 * The shape of the import graph between folders (docs/architecture.md, "Figures"): arrows, arrows that climb a layer,
 * folders importing each other, cycles. `npm run figures:layers [-- --json]`; `--check` fails unless the doc agrees.
 * A file directly in lib/ counts as its own folder, since `lib/x.ts` beside `lib/x/` reads as two places for one thing.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { figuresInDoc } from './layer-figures-doc';

const { LAYERS, FEATURES } = createRequire(import.meta.url)('../config/layers.cjs') as {
  LAYERS: string[][];
  FEATURES: string[][];
};

interface Module {
  source: string;
  dependencies: { resolved: string; coreModule: boolean; couldNotResolve: boolean }[];
}

const PROGRAM = ['lib', 'components', 'entrypoints', 'sandbox', 'broker'];
const graph = JSON.parse(
  execFileSync('npx', ['depcruise', ...PROGRAM, '--output-type', 'json', '--no-progress'], {
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  }),
) as { modules: Module[] };

const ours = (path: string) => PROGRAM.some((p) => path.startsWith(`${p}/`));
const unitOf = (file: string) => (dirname(file) === 'lib' ? file : dirname(file));
/** A rank per folder: the layer, then (for features) the step inside the features layer. */
function rankOf(unit: string): number | undefined {
  const layer = LAYERS.findIndex((l) => l.some((f) => unit === f || unit.startsWith(`${f}/`)));
  if (layer < 0) return undefined;
  const step = FEATURES.findIndex((s) => s.some((f) => unit === f || unit.startsWith(`${f}/`)));
  return layer * 10 + Math.max(step, 0);
}

/** Groups of files that import one another in a circle: the strongly connected components larger than one. */
function cyclesOf(edges: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do group.push((w = stack.pop()!));
      while (w !== v);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return found;
}

const arrows = new Set<string>();
const climbing = new Set<string>();
const edges = new Map<string, string[]>();
for (const m of graph.modules.filter((m) => ours(m.source))) {
  for (const d of m.dependencies.filter((d) => !d.coreModule && !d.couldNotResolve && ours(d.resolved))) {
    edges.set(m.source, [...(edges.get(m.source) ?? []), d.resolved]);
    const [from, to] = [unitOf(m.source), unitOf(d.resolved)];
    if (from === to) continue;
    arrows.add(`${from} -> ${to}`);
    const [rf, rt] = [rankOf(from), rankOf(to)];
    if (rf !== undefined && rt !== undefined && rt > rf) climbing.add(`${from} -> ${to}`);
  }
}
const mutual = [...arrows].filter((a) => {
  const [from, to] = a.split(' -> ') as [string, string];
  return from < to && arrows.has(`${to} -> ${from}`);
});
const figures = {
  'arrows between folders': arrows.size,
  'arrows climbing a layer': climbing.size,
  'pairs of folders importing each other': mutual.length,
  'import cycles': cyclesOf(edges).length,
};
if (process.argv.includes('--check')) {
  const doc = join(import.meta.dirname, '..', 'docs', 'architecture.md');
  const written = figuresInDoc(readFileSync(doc, 'utf8'));
  const wrong = Object.entries(figures).filter(([name, value]) => written[name] !== value);
  for (const [name, value] of wrong) {
    console.error(
      `docs/architecture.md, "Figures": ${name} is ${written[name] ?? 'missing'} in the "today" column; ` +
        `npm run figures:layers counts ${value}. Write the script's figures into the table.`,
    );
  }
  if (wrong.length) process.exit(1);
  console.log('docs/architecture.md states the figures npm run figures:layers counts.');
} else if (process.argv.includes('--json'))
  console.log(JSON.stringify({ figures, climbing: [...climbing], mutual, cycles: cyclesOf(edges) }, null, 2));
else {
  for (const [name, value] of Object.entries(figures)) console.log(`${name.padEnd(38)} ${value}`);
  for (const a of climbing) console.log(`  climbs: ${a}`);
  for (const a of mutual) console.log(`  each other: ${a.replace(' -> ', ' <-> ')}`);
  for (const c of cyclesOf(edges)) console.log(`  cycle: ${c.join(', ')}`);
}
