/**
 * A meta-test of the house's convention for UI state (docs/style.md, "UI state"): state is read-only outside its
 * model and only the model's actions change it — components write only their own `useSignal`s, models only the
 * signals they created, and every signal handed out refuses a write.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createComposer } from '@/lib/composer/composer';
import { createOptionsModel } from '@/lib/options/model';
import { createRecentPosts } from '@/lib/posts/recent-model';
import { memoryPorts } from '../fakes/items';

const sources = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => ({ file: `${dir}/${f}`, text: readFileSync(`${dir}/${f}`, 'utf8') }));

/** Every `x.value = …`, `x.value += …`, `x.value++`, `++x.value` in a file: the `x` and its line. */
function valueWrites(text: string): { target: string; line: number }[] {
  const found: { target: string; line: number }[] = [];
  const patterns = [
    /([\w$]+(?:\.[\w$]+)*)\.value\s*(?:[-+*/%&|^]|\?\?|&&|\|\|)?=(?![=>])/g,
    /([\w$]+(?:\.[\w$]+)*)\.value\s*(?:\+\+|--)/g,
    /(?:\+\+|--)\s*([\w$]+(?:\.[\w$]+)*)\.value/g,
    // `fields[name].value = …`: named `fields[]`.
    /([\w$]+(?:\.[\w$]+)*\[)[^\]\n]*(\])\.value\s*(?:[-+*/%&|^]|\?\?|&&|\|\|)?=(?![=>])/g,
    // `(a ?? b).value = …`: a target this test cannot name, so never allowed.
    /(\))\.value\s*(?:[-+*/%&|^]|\?\?|&&|\|\|)?=(?![=>])/g,
  ];
  for (const pattern of patterns) {
    for (const m of text.matchAll(pattern))
      found.push({ target: m[1]! + (m[2] ?? ''), line: text.slice(0, m.index).split('\n').length });
  }
  return found;
}

const declared = (text: string, name: string, init: string) =>
  new RegExp(`\\b(?:const|let)\\s+${name}\\s*=\\s*${init}`).test(text);

/** A component's own state: `const x = useSignal(…)`; or an element it was handed by an event (`e.currentTarget`). */
function componentMayWrite(text: string, target: string): boolean {
  if (target.includes('.')) return false;
  return declared(text, target, 'useSignal\\b') || declared(text, target, '[\\w$]+\\.(?:currentTarget|target)\\b');
}

/**
 * A model's own signal: `const x = signal(…)`, or `x.y` / `x[k]` of its own object of signals
 * (`const x = { y: signal(…), … }`).
 */
function modelMayWrite(text: string, target: string): boolean {
  const [root, key, ...rest] = target.replace(/\[\]$/, '.[]').split('.');
  if (rest.length > 0 || !root || !/^[\w$]+$/.test(root)) return false;
  if (key === undefined) return declared(text, root, 'signal\\b');
  const object = text.match(new RegExp(`\\b(?:const|let)\\s+${root}\\s*=\\s*\\{([\\s\\S]*?)\\n\\s*\\}`))?.[1];
  if (object === undefined) return false;
  const properties = [...object.matchAll(/^\s*([\w$]+)\s*:\s*(\S+)/gm)];
  if (key === '[]') return properties.length > 0 && properties.every(([, , init]) => init!.startsWith('signal'));
  return properties.some(([, name, init]) => name === key && init!.startsWith('signal'));
}

const models = sources('lib').filter(({ text }) => /from '@preact\/signals'/.test(text));

describe('models as models (docs/style.md "UI state")', () => {
  it('finds the models it checks', () => {
    expect(models.map((m) => m.file)).toEqual(
      expect.arrayContaining(['lib/composer/composer.ts', 'lib/options/form.ts', 'lib/posts/recent-model.ts']),
    );
  });

  it('components write only the signals they made with useSignal', () => {
    const offending = [...sources('components'), ...sources('entrypoints')].flatMap(({ file, text }) =>
      valueWrites(text)
        .filter(({ target }) => !componentMayWrite(text, target))
        .map(({ target, line }) => `${file}:${line} writes ${target}.value`),
    );
    expect(offending).toEqual([]);
  });

  it('models write only the signals they created', () => {
    const offending = models.flatMap(({ file, text }) =>
      valueWrites(text)
        .filter(({ target }) => !modelMayWrite(text, target))
        .map(({ target, line }) => `${file}:${line} writes ${target}.value`),
    );
    expect(offending).toEqual([]);
  });

  it('every signal a model hands out is read-only', () => {
    const ports = memoryPorts();
    const { ports: _ports, ...composer } = createComposer(ports);
    const built = {
      composer,
      options: createOptionsModel(ports),
      recent: createRecentPosts(ports),
    };
    const writable: string[] = [];
    const visit = (value: unknown, path: string, seen: Set<unknown>): void => {
      if (typeof value !== 'object' || value === null || seen.has(value)) return;
      seen.add(value);
      if ('peek' in value && 'brand' in value) {
        const before = (value as { peek(): unknown }).peek();
        try {
          (value as unknown as { value: unknown }).value = before;
          writable.push(path);
        } catch {
          // read-only: as it should be
        }
        return;
      }
      for (const [key, child] of Object.entries(value)) visit(child, `${path}.${key}`, seen);
    };
    visit(built, 'model', new Set());
    expect(writable).toEqual([]);
  });
});
