/**
 * Type-checking demos as the build does, for `check:page` and the tests. The build type-checks the project as
 * one program (`tsconfig.json`). Demo folders excluded there are checked by date library: their demos use the
 * pickers' other date libraries (date-fns, Luxon, Moment, the Jalali and Hijri calendars), and each such adapter
 * adds its date type to `PickerValidDate` for every file of a program, which would break the other demos'
 * `useState<Dayjs | null>` handlers. A reader's app uses one adapter: so does each program of these files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `tsconfig.json`, read once. */
let config: { raw: { exclude?: string[] }; options: ts.CompilerOptions } | undefined;
function projectConfig() {
  if (!config) {
    const raw = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile).config;
    config = { raw, options: ts.parseJsonConfigFileContent(raw, ts.sys, root).options };
  }
  return config;
}

/** The project's compiler options for a one-off program (no emit, no incremental state). */
export const projectOptions = (): ts.CompilerOptions => ({
  ...projectConfig().options,
  noEmit: true,
  incremental: false,
});

/** The folders of `data/` that `tsconfig.json` excludes (absolute paths). */
export function isolatedDemoDirs(): string[] {
  return (projectConfig().raw.exclude ?? [])
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

function diagnosticsOf(program: ts.Program, files: string[]): string[] {
  return ts
    .getPreEmitDiagnostics(program)
    .filter((diagnostic) => !diagnostic.file || files.includes(path.resolve(diagnostic.file.fileName)))
    .map((diagnostic) => {
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
      if (!diagnostic.file || diagnostic.start === undefined) {
        return message;
      }
      const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
      return `${path.relative(root, diagnostic.file.fileName)}:${line + 1}:${character + 1} ${message}`;
    });
}

/**
 * The type errors of some demo files: the isolated ones in one program per set of date adapters, the others together
 * (in the build they share one program with every other file).
 */
export function typeCheckDemos(files: string[]): string[] {
  const options = projectOptions();
  const absolute = files.map((file) => path.resolve(file));
  const isolated = absolute.filter(isIsolatedDemo);
  const together = absolute.filter((file) => !isolated.includes(file));
  const errors: string[] = [];
  let program: ts.Program | undefined;
  if (together.length > 0) {
    program = ts.createProgram(together, options);
    errors.push(...diagnosticsOf(program, together));
  }
  // Files that use the same date libraries share a program: what widens the date type is the set of adapters a
  // program holds, not the number of files.
  const byAdapters = new Map<string, string[]>();
  for (const file of isolated) {
    const key = adaptersOf(fs.readFileSync(file, 'utf8'));
    byAdapters.set(key, [...(byAdapters.get(key) ?? []), file]);
  }
  for (const group of byAdapters.values()) {
    // Reusing the previous program keeps the shared library files parsed once.
    program = ts.createProgram(group, options, undefined, program);
    errors.push(...diagnosticsOf(program, group));
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
