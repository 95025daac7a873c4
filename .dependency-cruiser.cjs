// The project's layout as rules (README "Architecture"), checked by `tests/unit/architecture.test.ts` in `npm test`
// and by hand with `npx depcruise src pages scripts build bench tests`.
//
// `src/` is layered: a folder imports only folders of lower layers, never one of its own layer, so no two folders
// can import each other. `src/core` is the pure ground (no React, no DOM, no package, no other folder).

/** Lowest first. `src/config.ts` is the deployment's settings, read from the environment with core's parser. */
const LAYERS = [
  ['core'],
  ['config.ts', 'utils', 'icons', 'islands'],
  ['providers', 'site'],
  ['analytics', 'offline', 'ui'],
  ['ads', 'api', 'blog', 'demos', 'search'],
  ['layout', 'mdx'],
  ['shell'],
  ['routes'],
];

const srcPath = (names) => `^src/(${names.map((name) => name.replace('.', '[.]')).join('|')})($|/)`;

const layerRules = LAYERS.slice(0, -1).map((layer, index) => ({
  name: `layer-${index}-imports-below`,
  comment: `src/{${layer.join(',')}} may import only lower layers of src/ (see LAYERS).`,
  severity: 'error',
  from: { path: srcPath(layer) },
  to: { path: srcPath(LAYERS.slice(index).flat()), pathNot: '^src/$1($|/)' },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Modules never import each other in a circle (type-only imports included).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'core-is-pure',
      comment: 'src/core holds facts and pure functions: it imports only itself (no React, no package, no Node).',
      severity: 'error',
      from: { path: '^src/core/' },
      to: { pathNot: '^src/core/' },
    },
    ...layerRules,
    {
      name: 'site-is-server-only',
      comment:
        "The site model (src/site) reads data/ and node:fs: in src/, only the routes' getStaticProps module imports it.",
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(site/|routes/staticProps[.]ts$)' },
      to: { path: '^src/site/' },
    },
    {
      name: 'features-meet-at-doors',
      comment:
        'A folder of src/ (and pages/, scripts/, build/, bench/) imports another folder of src/ only through its index.ts, ' +
        "the folder's door; src/core, the pure ground floor, and src/config.ts are imported by module. Within a folder, " +
        'modules import each other directly (its islands load their modules on demand by dynamic import). Unit tests ' +
        'test modules, so they import them directly.',
      severity: 'error',
      from: { path: '^(src/([^/]+)/|pages/|scripts/|build/|bench/)' },
      to: { path: '^src/', pathNot: ['^src/$2/', '^src/core/', '^src/config[.]ts$', '^src/[^/]+/index[.]ts$'] },
    },
    {
      name: 'src-is-the-site',
      comment: 'The site code never imports build scripts, benchmarks, tests or routes.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(scripts|build|bench|tests|pages)/' },
    },
    {
      name: 'only-tests-import-tests',
      comment: 'Nothing outside tests/ imports tests/: what scripts or benchmarks share with tests lives in build/.',
      severity: 'error',
      from: { pathNot: '^tests/' },
      to: { path: '^tests/' },
    },
    {
      name: 'build-is-a-library',
      comment: 'build/ is what scripts/, bench/ and tests/ share: it imports none of them.',
      severity: 'error',
      from: { path: '^build/' },
      to: { path: '^(scripts|bench|tests|pages)/' },
    },
    {
      name: 'scripts-are-entry-points',
      comment: 'scripts/ holds the entry points of npm scripts; what they share is a library in build/.',
      severity: 'error',
      from: {},
      to: { path: '^scripts/' },
    },
    {
      name: 'nothing-imports-bench',
      comment: 'Benchmarks are entry points.',
      severity: 'error',
      from: { pathNot: '^bench/' },
      to: { path: '^bench/' },
    },
    {
      name: 'no-unresolvable',
      comment: 'Every relative import resolves to a file.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|\\.next|out|\\.generated|data|tests/fixtures)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js', '.cjs', '.d.ts', '.json'],
    },
  },
};
