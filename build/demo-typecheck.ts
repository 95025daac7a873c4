/**
 * Type-checking demos as the build does, for `check:page` and the tests. The build type-checks the project as
 * one program (`tsconfig.json`). Demo folders excluded there are checked by date library: their demos use the
 * pickers' other date libraries (date-fns, Luxon, Moment, the Jalali and Hijri calendars), and each such adapter
 * adds its date type to `PickerValidDate` for every file of a program, which would break the other demos'
 * `useState<Dayjs | null>` handlers. A reader's app uses one adapter: so does each program of these files. Each
 * program is checked by TypeScript 7's native compiler, as `npm test` checks the project.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The entries `tsconfig.json` excludes, read once. */
let excluded: string[] | undefined;
const excludedEntries = (): string[] =>
  (excluded ??= ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile).config.exclude ?? []);

/** The folders of `data/` that `tsconfig.json` excludes (absolute paths). */
export function isolatedDemoDirs(): string[] {
  return excludedEntries()
    .filter((entry) => entry.startsWith('data/'))
    .map((entry) => path.join(root, entry));
}

export const isIsolatedDemo = (file: string) =>
  isolatedDemoDirs().some((dir) => path.resolve(file).startsWith(`${dir}${path.sep}`));

/** Every `.tsx` file in the isolated folders. */
export function isolatedDemoFiles(): string[] {
  return isolatedDemoDirs()
    .filter((dir) => fs.existsSync(dir))
    .flatMap((dir) =>
      fs
        .readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.tsx'))
        .map((file) => path.join(dir, file)),
    )
    .sort();
}

/** TypeScript 7, the native compiler (`npm test`'s type check): the same check as 5.9's in a fraction of its time. */
const NATIVE_TSC = path.join(root, 'node_modules/typescript-7/bin/tsc');
/** Where the one-off project files go: inside the project, so types resolve from its `node_modules` as in the build. */
const PROJECTS_DIR = path.join(root, 'node_modules/.cache/demo-typecheck');

/** One line of the native compiler's plain output: `file(line,col): error TS2322: message`. */
const DIAGNOSTIC = /^(.+?)\((\d+),(\d+)\): error TS\d+: (.*)$/;

/**
 * The type errors of some files checked as one program, with the project's options: each as `file:line:col message`
 * (the file relative to the project), or the bare message of an error that has no file. Errors in other files the
 * program loads (the libraries' declarations are skipped, as in the build) are not the caller's: left out.
 */
export function typeCheckProgram(files: string[]): string[] {
  const absolute = files.map((file) => path.resolve(file));
  fs.mkdirSync(PROJECTS_DIR, { recursive: true });
  const project = path.join(
    PROJECTS_DIR,
    `tsconfig.${process.pid}.${Date.now()}.${Math.random().toString(36).slice(2)}.json`,
  );
  fs.writeFileSync(
    project,
    JSON.stringify({
      extends: path.relative(PROJECTS_DIR, path.join(root, 'tsconfig.json')),
      compilerOptions: { noEmit: true, incremental: false },
      include: [],
      files: absolute,
    }),
  );
  try {
    const result = spawnSync(process.execPath, [NATIVE_TSC, '-p', project, '--pretty', 'false', '--checkers', '1'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (result.error) {
      throw result.error;
    }
    const wanted = new Set(absolute);
    const errors: { file: string | null; text: string }[] = [];
    for (const line of result.stdout.split('\n')) {
      const match = DIAGNOSTIC.exec(line);
      if (match) {
        const [, file, lineNumber, column, message] = match;
        const resolved = path.resolve(root, file);
        errors.push({ file: resolved, text: `${path.relative(root, resolved)}:${lineNumber}:${column} ${message}` });
      } else if (line.startsWith('error TS')) {
        errors.push({ file: null, text: line.replace(/^error TS\d+: /, '') });
      } else if (/^\s/.test(line) && line.trim() && errors.length > 0) {
        // A message's further lines (the chain of reasons) are indented.
        errors[errors.length - 1].text += `\n${line.trim()}`;
      }
    }
    if (result.status !== 0 && errors.length === 0) {
      throw new Error(`the type check of ${files.length} file(s) failed: ${result.stderr || result.stdout}`);
    }
    return errors.filter(({ file }) => file === null || wanted.has(file)).map(({ text }) => text);
  } finally {
    fs.rmSync(project, { force: true });
  }
}

/**
 * The type errors of some demo files: the isolated ones in one program per set of date adapters, the others together
 * (in the build they share one program with every other file).
 */
export function typeCheckDemos(files: string[]): string[] {
  const absolute = files.map((file) => path.resolve(file));
  const isolated = absolute.filter(isIsolatedDemo);
  const together = absolute.filter((file) => !isolated.includes(file));
  const errors: string[] = [];
  if (together.length > 0) {
    errors.push(...typeCheckProgram(together));
  }
  // Files that use the same date libraries share a program: what widens the date type is the set of adapters a
  // program holds, not the number of files.
  const byAdapters = new Map<string, string[]>();
  for (const file of isolated) {
    const key = adaptersOf(fs.readFileSync(file, 'utf8'));
    byAdapters.set(key, [...(byAdapters.get(key) ?? []), file]);
  }
  for (const group of byAdapters.values()) {
    errors.push(...typeCheckProgram(group));
  }
  return errors;
}

/** The pickers' date adapters a demo imports (`AdapterLuxon`, `AdapterDateFnsJalali`…), as one sorted key. */
export function adaptersOf(source: string): string {
  const names = [...source.matchAll(/from ['"]@mui\/x-date-pickers(?:-pro)?\/(Adapter\w+)['"]/g)].map(
    (match) => match[1],
  );
  return [...new Set(names)].sort().join(',');
}
