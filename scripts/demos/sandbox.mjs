// The package.json of a demo's sandbox project (CodeSandbox, StackBlitz): the packages its imports need, at the
// exact versions this site runs, and the pinned date libraries of the pickers' adapters. Computed at build time,
// so a demo whose imports cannot be mapped fails the build instead of a reader's click.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Date libraries of the pickers' adapters, at the versions the site's demos run (all installed: the date
 * localization and calendar pages demo every adapter). date-fns-jalali stays on 4.0.0-0: the pickers' peer range
 * `^4.0.0-0` admits no later 4.x pre-release, and npm refuses one.
 */
export const DATE_LIBRARY_VERSIONS = Object.fromEntries(
  ['date-fns', 'dayjs', 'luxon', 'moment', 'date-fns-jalali', 'moment-hijri', 'moment-jalaali'].map((name) => [name, installedVersion(name)]),
);

/** The libraries (and versions) each adapter entry point of `@mui/x-date-pickers` needs. */
export const ADAPTER_LIBRARIES = {
  AdapterDateFns: { 'date-fns': DATE_LIBRARY_VERSIONS['date-fns'] },
  AdapterDateFnsBase: { 'date-fns': DATE_LIBRARY_VERSIONS['date-fns'] },
  // The V2 adapters are for date-fns 2 and its Jalali fork.
  AdapterDateFnsV2: { 'date-fns': '2.30.0' },
  AdapterDateFnsJalali: { 'date-fns-jalali': DATE_LIBRARY_VERSIONS['date-fns-jalali'] },
  AdapterDateFnsJalaliV2: { 'date-fns-jalali': '2.30.0-0' },
  AdapterDayjs: { dayjs: DATE_LIBRARY_VERSIONS.dayjs },
  AdapterLuxon: { luxon: DATE_LIBRARY_VERSIONS.luxon },
  AdapterMoment: { moment: DATE_LIBRARY_VERSIONS.moment },
  AdapterMomentHijri: { moment: DATE_LIBRARY_VERSIONS.moment, 'moment-hijri': DATE_LIBRARY_VERSIONS['moment-hijri'] },
  AdapterMomentJalaali: { moment: DATE_LIBRARY_VERSIONS.moment, 'moment-jalaali': DATE_LIBRARY_VERSIONS['moment-jalaali'] },
};

/** The commercial packages (plans pro and premium): a demo importing one shows the licence watermark without a key. */
export const COMMERCIAL_PACKAGES = [
  '@mui/x-data-grid-pro',
  '@mui/x-data-grid-premium',
  '@mui/x-date-pickers-pro',
  '@mui/x-charts-pro',
  '@mui/x-tree-view-pro',
];

/** Version of an installed package, read from its package.json. */
export function installedVersion(name) {
  return JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
}

/** Module specifiers a source imports: `import x from 'a'`, `import 'a'`, `export … from 'a'`. */
export function importedModules(source) {
  const specifiers = new Set();
  for (const match of source.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g)) {
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
        throw new TypeError(`Cannot map the date adapter import "${specifier}" to a date library; add it to ADAPTER_LIBRARIES.`);
      }
      Object.assign(adapterLibraries, libraries);
    }
    const name = packageOf(specifier);
    if (name in DATE_LIBRARY_VERSIONS) {
      dependencies[name] = DATE_LIBRARY_VERSIONS[name];
    } else if (!(name in dependencies)) {
      dependencies[name] = versionOf(name);
    }
  }
  // The adapter's version wins over a direct import of its library (the V2 adapters need date-fns 2).
  Object.assign(dependencies, adapterLibraries);
  return Object.fromEntries(Object.entries(dependencies).sort(([a], [b]) => a.localeCompare(b)));
}
