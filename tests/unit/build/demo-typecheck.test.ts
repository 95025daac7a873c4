// @vitest-environment node
// The demos of the pickers' other date libraries are left out of the build's whole-program type check (each
// adapter widens the pickers' date type for every file of a program) and are type-checked one by one instead.
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  adaptersOf,
  isolatedDemoDirs,
  isolatedDemoFiles,
  typeCheckDemos,
  typeCheckProgram,
} from '../../../build/demo-typecheck';

const root = path.resolve(__dirname, '../../..');
const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');

describe('demos type-checked one by one', () => {
  it('are the date adapters and calendar systems pages, each with demos of its own', () => {
    expect(isolatedDemoDirs().map(relative)).toEqual([
      'data/x/react-date-pickers/adapters-locale',
      'data/x/react-date-pickers/calendar-systems',
    ]);
    for (const dir of isolatedDemoDirs()) {
      expect(isolatedDemoFiles().filter((file) => file.startsWith(dir)).length, relative(dir)).toBeGreaterThanOrEqual(
        2,
      );
    }
  });

  it('are outside the project program the build checks', () => {
    const configFile = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile);
    const { fileNames } = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root);
    const included = new Set(fileNames.map((file) => path.resolve(file)));
    expect(
      isolatedDemoFiles()
        .filter((file) => included.has(file))
        .map(relative),
    ).toEqual([]);
    // …while the other demos of the pickers are in it.
    expect(included.has(path.join(root, 'data/x/react-date-pickers/CheckInDate.tsx'))).toBe(true);
  });

  it('type-check without error, in one program per set of date adapters', () => {
    expect(typeCheckDemos(isolatedDemoFiles())).toEqual([]);
  }, 240_000);

  it('are grouped by the adapters they import, whichever package they import them from', () => {
    expect(adaptersOf("import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';")).toBe('AdapterLuxon');
    expect(
      adaptersOf(
        'import { AdapterMoment } from \'@mui/x-date-pickers-pro/AdapterMoment\';\nimport { AdapterDateFns } from "@mui/x-date-pickers/AdapterDateFns";',
      ),
    ).toBe('AdapterDateFns,AdapterMoment');
    expect(adaptersOf("import dayjs from 'dayjs';")).toBe('');
  });

  it('would break the other pickers demos if checked with them in one program', () => {
    // A dayjs demo checked with an isolated date-fns demo in one program: the shared date type no longer fits
    // `useState<Dayjs | null>`, which is what the isolation prevents in the build.
    const dateFnsDemo = isolatedDemoFiles().find((file) => /AdapterDateFns['"]/.test(ts.sys.readFile(file) ?? ''));
    expect(dateFnsDemo, 'a date-fns demo').toBeDefined();
    const messages = typeCheckProgram([path.join(root, 'data/x/react-date-pickers/CheckInDate.tsx'), dateFnsDemo!]);
    expect(messages.join('\n')).toMatch(/not assignable to .*Dayjs/);
    // Each error names its file and place, relative to the project.
    expect(messages[0]).toMatch(/^data\/x\/react-date-pickers\/CheckInDate\.tsx:\d+:\d+ /);
  }, 120_000);
});
