/**
 * The layer map of docs/architecture.md (config/layers.cjs), enforced: `npm run lint:layers`, part of `npm test`.
 */
const { LAYERS, FEATURES } = require('./config/layers.cjs');

const folder = (f) => `^${f}/`;
const anyOf = (folders) => `^(${folders.join('|')})/`;

/** One rule per layer: nothing in it imports a layer above it. */
const noClimbing = LAYERS.slice(0, -1).map((layer, i) => ({
  name: `no-climbing-from-${layer[0].replace(/\W+/g, '-')}`,
  comment: `${layer.join(', ')} may import only ${LAYERS.slice(0, i + 1)
    .flat()
    .join(', ')} (docs/architecture.md)`,
  severity: 'error',
  from: { path: anyOf(layer) },
  to: { path: anyOf(LAYERS.slice(i + 1).flat()) },
}));

const featureOrder = FEATURES.slice(0, -1).map((step, i) => ({
  name: `feature-order-${step[0].replace(/\W+/g, '-')}`,
  comment: `${step.join(', ')} come before ${FEATURES.slice(i + 1)
    .flat()
    .join(', ')} and do not import them (docs/architecture.md)`,
  severity: 'error',
  from: { path: anyOf(step) },
  to: { path: anyOf(FEATURES.slice(i + 1).flat()) },
}));

/** Extension code: everything the bundles are built from. */
const EXTENSION = ['lib', 'components', 'entrypoints', 'assets', 'public'];

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No cycles, type-only ones included (docs/architecture.md).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...noClimbing,
    ...featureOrder,
    {
      name: 'features-never-import-the-wiring',
      comment: 'lib/background wires services to the browser; nothing below it imports it.',
      severity: 'error',
      from: { path: '^lib/', pathNot: folder('lib/background') },
      to: { path: folder('lib/background') },
    },
    {
      name: 'components-never-call-the-service',
      comment: 'Components talk to the background through lib/messaging; only the background holds the client.',
      severity: 'error',
      from: { path: '^(components|entrypoints)/' },
      to: { path: folder('lib/api') },
    },
    {
      name: 'sandbox-and-broker-are-separate-programs',
      comment: 'The sandbox and the broker never import the extension.',
      severity: 'error',
      from: { path: '^(sandbox|broker)/' },
      to: { path: anyOf(EXTENSION) },
    },
    {
      name: 'the-extension-never-imports-sandbox-or-broker',
      severity: 'error',
      from: { path: anyOf(EXTENSION) },
      to: { path: '^(sandbox|broker)/' },
    },
    {
      name: 'no-file-beside-a-folder-of-its-name',
      comment: 'lib/x.ts beside lib/x/ reads as one thing in two places.',
      severity: 'error',
      from: {},
      to: { path: '^lib/[^/]+\\.tsx?$' },
    },
  ],
  options: {
    // TypeScript 7 has no JavaScript API for dependency-cruiser to parse with: files go through Babel, which
    // keeps type-only imports as plain ones (config/depcruise-babel.cjs), so type imports obey the rules too.
    babelConfig: { fileName: 'config/depcruise-babel.cjs' },
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(\\.output|\\.wxt)/' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    reporterOptions: {
      dot: { collapsePattern: '^(lib/[^/]+|components|entrypoints|sandbox|broker)' },
    },
  },
};
