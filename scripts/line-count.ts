/**
 * `npm run figures:lines`: the lines of the extension's own code (lib/, components/, entrypoints/; .ts, .tsx, .css,
 * .html as git tracks them), in all and per layer of docs/architecture.md, which quotes them.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const { LAYERS } = createRequire(import.meta.url)('../config/layers.cjs') as { LAYERS: string[][] };

const files = execFileSync('git', ['ls-files', 'lib', 'components', 'entrypoints'], { encoding: 'utf8' })
  .split('\n')
  .filter((f) => /\.(ts|tsx|css|html)$/.test(f));
const linesOf = (file: string) => readFileSync(file, 'utf8').split('\n').length - 1;

const perLayer = new Map<string, number>(LAYERS.map((layer) => [layer.join(' · '), 0]));
let total = 0;
for (const file of files) {
  const lines = linesOf(file);
  total += lines;
  const layer = LAYERS.find((l) => l.some((folder) => file.startsWith(`${folder}/`)));
  if (layer) perLayer.set(layer.join(' · '), perLayer.get(layer.join(' · '))! + lines);
}
for (const [layer, lines] of perLayer) console.log(`${String(lines).padStart(6)}  ${layer}`);
console.log(`${String(total).padStart(6)}  in all (${files.length} files)`);
