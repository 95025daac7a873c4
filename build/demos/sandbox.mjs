// The package.json of a demo's sandbox project (CodeSandbox, StackBlitz): the packages its imports need, at the
// exact versions this site runs, and the pinned date libraries of the pickers' adapters. Computed at build time,
// so a demo whose imports cannot be mapped fails the build instead of a reader's click.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Versions of the pickers' date libraries in exported sandbox projects, fixed by the product specification. The
 * site itself runs what is installed; only the exported project uses these. date-fns-jalali stays on 4.0.0-0: the
 * pickers' peer range `^4.0.0-0` admits no later 4.x pre-release, and npm refuses one.
 */
export const SANDBOX_DATE_LIBRARY_VERSIONS = {
  'date-fns': '4.1.0',
  dayjs: '1.11.13',
  luxon: '3.7.1',
  moment: '2.30.1',
  'date-fns-jalali': '4.0.0-0',
  'moment-hijri': '3.0.0',
  'moment-jalaali': '0.10.5',
};

/** The libraries (and versions) each adapter entry point of `@mui/x-date-pickers` needs. */
export const ADAPTER_LIBRARIES = {
  AdapterDateFns: { 'date-fns': SANDBOX_DATE_LIBRARY_VERSIONS['date-fns'] },
  AdapterDateFnsBase: { 'date-fns': SANDBOX_DATE_LIBRARY_VERSIONS['date-fns'] },
  // The V2 adapters are for date-fns 2 and its Jalali fork.
  AdapterDateFnsV2: { 'date-fns': '2.30.0' },
  AdapterDateFnsJalali: { 'date-fns-jalali': SANDBOX_DATE_LIBRARY_VERSIONS['date-fns-jalali'] },
  AdapterDateFnsJalaliV2: { 'date-fns-jalali': '2.30.0-0' },
  AdapterDayjs: { dayjs: SANDBOX_DATE_LIBRARY_VERSIONS.dayjs },
  AdapterLuxon: { luxon: SANDBOX_DATE_LIBRARY_VERSIONS.luxon },
  AdapterMoment: { moment: SANDBOX_DATE_LIBRARY_VERSIONS.moment },
  AdapterMomentHijri: {
    moment: SANDBOX_DATE_LIBRARY_VERSIONS.moment,
    'moment-hijri': SANDBOX_DATE_LIBRARY_VERSIONS['moment-hijri'],
  },
  AdapterMomentJalaali: {
    moment: SANDBOX_DATE_LIBRARY_VERSIONS.moment,
    'moment-jalaali': SANDBOX_DATE_LIBRARY_VERSIONS['moment-jalaali'],
  },
};

/** The commercial packages (plans pro and premium): a demo importing one shows the licence watermark without a key. */
export const COMMERCIAL_PACKAGES = [
  '@mui/x-data-grid-pro',
  '@mui/x-data-grid-premium',
  '@mui/x-date-pickers-pro',
  '@mui/x-charts-pro',
  '@mui/x-tree-view-pro',
];

const manifests = new Map();

/** An installed package's package.json, read once per process (thousands of demos import the same few packages). */
function installedManifest(name) {
  if (!manifests.has(name)) {
    manifests.set(name, JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')));
  }
  return manifests.get(name);
}

/** Version of an installed package, read from its package.json. */
export function installedVersion(name) {
  return installedManifest(name).version;
}

/** Module specifiers a source imports: `import x from 'a'`, `import 'a'`, `export … from 'a'`. */
export function importedModules(source) {
  const specifiers = new Set();
  for (const match of source.matchAll(
    /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g,
  )) {
    specifiers.add(match[1] ?? match[2]);
  }
  return [...specifiers];
}

/** The package a bare specifier belongs to: `@mui/material/Button` → `@mui/material`, `dayjs/locale/fr` → `dayjs`. */
export function packageOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * Dependencies of a demo's sandbox from its source. Relative imports are files of the project; every package
 * gets the version the site runs; an adapter import of the pickers adds its date library. Throws a `TypeError`
 * naming an adapter import it cannot map.
 */
export function sandboxDependencies(source, versionOf = installedVersion) {
  const dependencies = {
    react: versionOf('react'),
    'react-dom': versionOf('react-dom'),
    '@emotion/react': versionOf('@emotion/react'),
    '@emotion/styled': versionOf('@emotion/styled'),
    '@mui/material': versionOf('@mui/material'),
  };
  const adapterLibraries = {};
  for (const specifier of importedModules(source)) {
    if (specifier.startsWith('.')) {
      continue;
    }
    const adapter = /^@mui\/x-date-pickers(?:-pro)?\/(Adapter\w*)/.exec(specifier)?.[1];
    if (adapter) {
      const libraries = ADAPTER_LIBRARIES[adapter];
      if (!libraries) {
        throw new TypeError(
          `Cannot map the date adapter import "${specifier}" to a date library; add it to ADAPTER_LIBRARIES.`,
        );
      }
      Object.assign(adapterLibraries, libraries);
    }
    const name = packageOf(specifier);
    if (name in SANDBOX_DATE_LIBRARY_VERSIONS) {
      dependencies[name] = SANDBOX_DATE_LIBRARY_VERSIONS[name];
    } else if (!(name in dependencies)) {
      dependencies[name] = versionOf(name);
    }
  }
  // The adapter's version wins over a direct import of its library (the V2 adapters need date-fns 2).
  Object.assign(dependencies, adapterLibraries);
  return Object.fromEntries(Object.entries(dependencies).sort(([a], [b]) => a.localeCompare(b)));
}

/** Whether an installed package ships its own type definitions. */
export function shipsTypes(name) {
  const dir = path.join(root, 'node_modules', name);
  const manifest = installedManifest(name);
  return Boolean(
    manifest.types ||
    manifest.typings ||
    JSON.stringify(manifest.exports ?? {}).includes('"types"') ||
    fs.existsSync(path.join(dir, 'index.d.ts')),
  );
}

/** The DefinitelyTyped package of a package: `stylis` → `@types/stylis`, `@scope/name` → `@types/scope__name`. */
export function typesPackageOf(name) {
  return `@types/${name.startsWith('@') ? name.slice(1).replace('/', '__') : name}`;
}

/** Packages whose types every TypeScript sandbox gets from its tooling (`@types/react`, `@types/react-dom`). */
const TYPED_BY_TOOLING = new Set(['react', 'react-dom']);

/**
 * The `@types/…` packages a TypeScript sandbox needs for the dependencies that ship no types, at the versions
 * installed here, so the editor shows no "could not find a declaration file" error. Throws a `TypeError` naming
 * the package to install when a dependency has neither its own types nor an installed `@types/…` package.
 */
export function sandboxTypeDependencies(dependencies, hasTypes = shipsTypes, versionOf = installedVersion) {
  const types = {};
  for (const name of Object.keys(dependencies)) {
    if (TYPED_BY_TOOLING.has(name) || hasTypes(name)) {
      continue;
    }
    const typesPackage = typesPackageOf(name);
    try {
      types[typesPackage] = versionOf(typesPackage);
    } catch {
      throw new TypeError(
        `"${name}" ships no types: install ${typesPackage} as a devDependency so TypeScript sandboxes can type-check it.`,
      );
    }
  }
  return types;
}

/** The Material Icons font themes, by the class name a font icon uses (`<Icon baseClassName>`), and their family. */
export const FONT_ICON_THEMES = {
  'material-icons': 'Material Icons',
  'material-icons-outlined': 'Material Icons Outlined',
  'material-icons-round': 'Material Icons Round',
  'material-icons-sharp': 'Material Icons Sharp',
  'material-icons-two-tone': 'Material Icons Two Tone',
};

/**
 * The font icon themes a demo renders: every `material-icons…` class name it names, and the default
 * `material-icons` when it renders an `<Icon>` of Material UI without a `baseClassName`.
 */
export function fontIconThemes(source) {
  const themes = new Set();
  for (const match of source.matchAll(/\bmaterial-icons(?:-(?:outlined|round|sharp|two-tone))?\b(?!-)/g)) {
    themes.add(match[0]);
  }
  const importsIcon =
    /import\s+Icon\s+from\s+['"]@mui\/material\/Icon['"]|import\s*\{[^}]*\bIcon\b[^}]*\}\s*from\s*['"]@mui\/material['"]/.test(
      source,
    );
  if (importsIcon && [...source.matchAll(/<Icon\b([^>]*)>/g)].some((tag) => !tag[1].includes('baseClassName'))) {
    themes.add('material-icons');
  }
  return Object.keys(FONT_ICON_THEMES).filter((theme) => themes.has(theme));
}

/** The stylesheet of a font icon theme on Google Fonts, which a sandbox's `index.html` links. */
export function googleFontIconStylesheet(theme) {
  return `https://fonts.googleapis.com/icon?family=${FONT_ICON_THEMES[theme].replace(/ /g, '+')}`;
}

/**
 * What a demo's sandbox project needs besides its source: dependencies at the versions the site runs (date
 * libraries at the sandbox pins), `@types/…` packages for TypeScript, and the stylesheets of its font icons.
 */
export function sandboxSetup(source) {
  const dependencies = sandboxDependencies(source);
  return {
    dependencies,
    typeDependencies: sandboxTypeDependencies(dependencies),
    stylesheets: fontIconThemes(source).map(googleFontIconStylesheet),
  };
}
