// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import {
  SANDBOX_DATE_LIBRARY_VERSIONS,
  fontIconThemes,
  importedModules,
  installedVersion,
  packageOf,
  sandboxDependencies,
  sandboxSetup,
  sandboxTypeDependencies,
  typesPackageOf,
} from '../../../build/demos/sandbox.mjs';

describe('sandbox dependencies', () => {
  it('lists the imports of a demo', () => {
    const source = `import * as React from 'react';\nimport { DataGrid, type GridColDef } from '@mui/x-data-grid';\nimport './styles.css';\nexport { helper } from './helper';\nimport Button from "@mui/material/Button";`;
    expect(importedModules(source).sort()).toEqual([
      './helper',
      './styles.css',
      '@mui/material/Button',
      '@mui/x-data-grid',
      'react',
    ]);
    expect(packageOf('@mui/material/Button')).toBe('@mui/material');
    expect(packageOf('dayjs/locale/fr')).toBe('dayjs');
  });

  it('pins the packages at the versions the site runs', () => {
    const dependencies = sandboxDependencies(
      `import { DataGrid } from '@mui/x-data-grid';\nimport Box from '@mui/material/Box';`,
    );
    expect(dependencies).toEqual({
      '@emotion/react': installedVersion('@emotion/react'),
      '@emotion/styled': installedVersion('@emotion/styled'),
      '@mui/material': installedVersion('@mui/material'),
      '@mui/x-data-grid': '8.10.2',
      react: installedVersion('react'),
      'react-dom': installedVersion('react-dom'),
    });
    expect(dependencies['@mui/material']).toMatch(/^7\.3\./);
  });

  it('pins the date library of each picker adapter at the specification’s sandbox versions, not the installed ones', () => {
    expect(SANDBOX_DATE_LIBRARY_VERSIONS).toEqual({
      'date-fns': '4.1.0',
      dayjs: '1.11.13',
      luxon: '3.7.1',
      moment: '2.30.1',
      'date-fns-jalali': '4.0.0-0',
      'moment-hijri': '3.0.0',
      'moment-jalaali': '0.10.5',
    });
    const source = (adapter: string) =>
      `import { ${adapter} } from '@mui/x-date-pickers/${adapter}';\nimport { DatePicker } from '@mui/x-date-pickers/DatePicker';`;
    expect(sandboxDependencies(source('AdapterDayjs')).dayjs).toBe('1.11.13');
    expect(sandboxDependencies(source('AdapterDateFns'))['date-fns']).toBe('4.1.0');
    expect(sandboxDependencies(source('AdapterLuxon')).luxon).toBe('3.7.1');
    expect(sandboxDependencies(source('AdapterMoment')).moment).toBe('2.30.1');
    expect(sandboxDependencies(source('AdapterDateFnsJalali'))['date-fns-jalali']).toBe('4.0.0-0');
    expect(sandboxDependencies(source('AdapterMomentHijri'))).toMatchObject({
      moment: '2.30.1',
      'moment-hijri': '3.0.0',
    });
    expect(sandboxDependencies(source('AdapterMomentJalaali'))).toMatchObject({
      moment: '2.30.1',
      'moment-jalaali': '0.10.5',
    });
    expect(sandboxDependencies(`import dayjs from 'dayjs';`).dayjs).toBe('1.11.13');
    expect(sandboxDependencies(source('AdapterDateFnsV2'))['date-fns']).toBe('2.30.0');
    expect(sandboxDependencies(`${source('AdapterDateFnsV2')}\nimport { format } from 'date-fns';`)['date-fns']).toBe(
      '2.30.0',
    );
    expect(sandboxDependencies(source('AdapterDayjs'))['@mui/x-date-pickers']).toBe('8.10.2');
    // The site itself runs what is installed.
    expect(installedVersion('dayjs')).not.toBe(SANDBOX_DATE_LIBRARY_VERSIONS.dayjs);
  });

  it('gives TypeScript sandboxes the @types package of every dependency that ships no types', () => {
    const source = [
      "import { prefixer } from 'stylis';",
      "import { TransitionGroup } from 'react-transition-group';",
      "import moment from 'moment-hijri';",
      "import jMoment from 'moment-jalaali';",
      "import { DateTime } from 'luxon';",
      "import dayjs from 'dayjs';",
    ].join('\n');
    const types = sandboxSetup(source).typeDependencies;
    expect(Object.keys(types).sort()).toEqual([
      '@types/luxon',
      '@types/moment-hijri',
      '@types/moment-jalaali',
      '@types/react-transition-group',
      '@types/stylis',
    ]);
    for (const [name, version] of Object.entries(types)) {
      expect(version, name).toBe(installedVersion(name));
    }
    expect(typesPackageOf('@scope/name')).toBe('@types/scope__name');
    expect(() =>
      sandboxTypeDependencies(
        { 'left-pad': '1.3.0' },
        () => false,
        () => {
          throw new Error('not installed');
        },
      ),
    ).toThrow('install @types/left-pad');
  });

  it('covers every import of every demo: each untyped package of data/ has its installed @types package', () => {
    const demos = fs.readdirSync('data', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.tsx'));
    expect(demos.length).toBeGreaterThan(100);
    for (const file of demos) {
      expect(() => sandboxSetup(fs.readFileSync(path.join('data', file), 'utf8')), file).not.toThrow();
    }
  });

  it('finds the Material Icons themes a demo renders and links their Google Fonts stylesheets', () => {
    const icon = "import Icon from '@mui/material/Icon';\n";
    expect(fontIconThemes(`${icon}<Icon>star</Icon>`)).toEqual(['material-icons']);
    expect(fontIconThemes(`${icon}<Icon baseClassName="material-icons-two-tone">home</Icon>`)).toEqual([
      'material-icons-two-tone',
    ]);
    expect(
      fontIconThemes(
        `import { Icon } from '@mui/material';\n<Icon>a</Icon><span className="material-icons-round">b</span>`,
      ),
    ).toEqual(['material-icons', 'material-icons-round']);
    expect(fontIconThemes("import SvgIcon from '@mui/material/SvgIcon';\n<SvgIcon />")).toEqual([]);
    expect(fontIconThemes('<span className="material-icons-foo">x</span>')).toEqual([]);
    expect(sandboxSetup(fs.readFileSync('data/components/icons/TwoToneFontIcons.tsx', 'utf8')).stylesheets).toEqual([
      'https://fonts.googleapis.com/icon?family=Material+Icons',
      'https://fonts.googleapis.com/icon?family=Material+Icons+Two+Tone',
    ]);
  });

  it('demos link no font file that exists only on this site', () => {
    const demos = fs.readdirSync('data', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.tsx'));
    const offenders = demos.filter((file) =>
      /url\(\s*['"]?\/(?!\/)/.test(fs.readFileSync(path.join('data', file), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it('throws a TypeError naming an adapter import it cannot map', () => {
    expect(() => sandboxDependencies(`import { AdapterTemporal } from '@mui/x-date-pickers/AdapterTemporal';`)).toThrow(
      TypeError,
    );
    expect(() => sandboxDependencies(`import { AdapterTemporal } from '@mui/x-date-pickers/AdapterTemporal';`)).toThrow(
      '"@mui/x-date-pickers/AdapterTemporal"',
    );
  });

  it('uses the installed versions of the commercial packages, tree view pro at 8.10.1', () => {
    const dependencies = sandboxDependencies(
      `import { DataGridPro } from '@mui/x-data-grid-pro';\nimport { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';`,
    );
    expect(dependencies['@mui/x-data-grid-pro']).toBe('8.10.2');
    expect(dependencies['@mui/x-tree-view-pro']).toBe('8.10.1');
  });
});
