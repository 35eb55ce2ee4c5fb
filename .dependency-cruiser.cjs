/**
 * The layer map of docs/architecture.md (config/layers.cjs), enforced: `npm run lint:layers`, part of `npm test`. It
 * cruises the extension and everything beside it (tests, scripts, config, the sandbox and the broker), so each
 * sentence of the map below is a rule that fails on the import that breaks it.
 */
const { LAYERS, FEATURES } = require('./config/layers.cjs');

const folder = (f) => `^${f}/`;
const anyOf = (folders) => `^(${folders.join('|')})/`;
const file = (path) => `^${path.replace(/\./g, '\\.')}$`;

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
/** The page models: what components read and call (docs/architecture.md, "Features"). */
const PAGE_MODELS = ['lib/composer', 'lib/posts', 'lib/options'];

/**
 * The only imports of lib/api a page model may make, each named and with its reason (docs/architecture.md,
 * "Exceptions"). A page model reaches the service through the background; these do not call it.
 */
const PAGE_MODEL_API_EXCEPTIONS = [
  {
    name: 'post-time-in-the-composer',
    from: 'lib/composer/outbox-text.ts',
    to: 'lib/api/post-time.ts',
    why: 'reads the service’s date format (pure, no request): when an outbox entry’s post is due',
  },
  {
    name: 'post-time-in-the-posts-list',
    from: 'lib/posts/view.ts',
    to: 'lib/api/post-time.ts',
    why: 'reads the service’s date format (pure, no request): when a listed post is due',
  },
];

/** Per page-model file with exceptions: it may import those lib/api files and no other. */
const exceptionsByFile = Object.entries(
  PAGE_MODEL_API_EXCEPTIONS.reduce((byFile, e) => ({ ...byFile, [e.from]: [...(byFile[e.from] ?? []), e] }), {}),
).map(([from, exceptions]) => ({
  name: `page-model-api-exception-${exceptions.map((e) => e.name).join('-and-')}-only`,
  comment: exceptions.map((e) => `${from} may import ${e.to} (${e.why}), and nothing else of lib/api.`).join(' '),
  severity: 'error',
  from: { path: file(from) },
  to: { path: folder('lib/api'), pathNot: exceptions.map((e) => file(e.to)) },
}));

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
      name: 'components-never-import-the-wiring',
      comment: 'Components draw page models; the background is reached only through lib/messaging.',
      severity: 'error',
      from: { path: folder('components') },
      to: { path: folder('lib/background') },
    },
    {
      name: 'only-the-background-entry-starts-the-wiring',
      comment:
        'entrypoints/background.ts starts lib/background; the pages’ entries mount components and never load it.',
      severity: 'error',
      from: { path: folder('entrypoints'), pathNot: file('entrypoints/background.ts') },
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
      name: 'page-models-reach-the-service-through-the-background',
      comment:
        'Page models send through lib/messaging; an import of lib/api is one of PAGE_MODEL_API_EXCEPTIONS or none.',
      severity: 'error',
      from: { path: anyOf(PAGE_MODELS), pathNot: PAGE_MODEL_API_EXCEPTIONS.map((e) => file(e.from)) },
      to: { path: folder('lib/api') },
    },
    ...exceptionsByFile,
    {
      name: 'sandbox-and-broker-are-separate-programs',
      comment: 'The sandbox and the broker never import the extension.',
      severity: 'error',
      from: { path: '^(sandbox|broker)/' },
      to: { path: anyOf(EXTENSION) },
    },
    {
      name: 'the-sandbox-never-imports-the-broker',
      severity: 'error',
      from: { path: folder('sandbox') },
      to: { path: folder('broker') },
    },
    {
      name: 'the-broker-never-imports-the-sandbox',
      severity: 'error',
      from: { path: folder('broker') },
      to: { path: folder('sandbox') },
    },
    {
      name: 'the-extension-never-imports-sandbox-or-broker',
      severity: 'error',
      from: { path: anyOf(EXTENSION) },
      to: { path: '^(sandbox|broker)/' },
    },
    {
      name: 'programs-never-import-tests-or-scripts',
      comment:
        'Tests, scripts and config may import the programs (extension, sandbox, broker); no program imports tests or scripts.',
      severity: 'error',
      from: { path: anyOf([...EXTENSION, 'sandbox', 'broker']) },
      to: { path: '^(tests|scripts)/' },
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
      dot: { collapsePattern: '^(lib/[^/]+|components|entrypoints|sandbox|broker|tests|scripts|config)' },
    },
  },
};
