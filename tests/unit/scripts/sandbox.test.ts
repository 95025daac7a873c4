// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  DATE_LIBRARY_VERSIONS,
  importedModules,
  installedVersion,
  packageOf,
  sandboxDependencies,
} from '../../../scripts/demos/sandbox.mjs';

describe('sandbox dependencies', () => {
  it('lists the imports of a demo', () => {
    const source = `import * as React from 'react';\nimport { DataGrid, type GridColDef } from '@mui/x-data-grid';\nimport './styles.css';\nexport { helper } from './helper';\nimport Button from "@mui/material/Button";`;
    expect(importedModules(source).sort()).toEqual(['./helper', './styles.css', '@mui/material/Button', '@mui/x-data-grid', 'react']);
    expect(packageOf('@mui/material/Button')).toBe('@mui/material');
    expect(packageOf('dayjs/locale/fr')).toBe('dayjs');
  });

  it('pins the packages at the versions the site runs', () => {
    const dependencies = sandboxDependencies(`import { DataGrid } from '@mui/x-data-grid';\nimport Box from '@mui/material/Box';`);
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

  it('adds the date library of each picker adapter at the version the site runs', () => {
    expect(DATE_LIBRARY_VERSIONS).toEqual({
      'date-fns': '4.4.0',
      dayjs: '1.11.23',
      luxon: '3.7.2',
      moment: '2.31.0',
      'date-fns-jalali': '4.0.0-0',
      'moment-hijri': '3.0.0',
      'moment-jalaali': '0.10.5',
    });
    const source = (adapter: string) => `import { ${adapter} } from '@mui/x-date-pickers/${adapter}';\nimport { DatePicker } from '@mui/x-date-pickers/DatePicker';`;
    expect(sandboxDependencies(source('AdapterDayjs')).dayjs).toBe('1.11.23');
    expect(sandboxDependencies(source('AdapterDateFns'))['date-fns']).toBe('4.4.0');
    expect(sandboxDependencies(source('AdapterLuxon')).luxon).toBe('3.7.2');
    expect(sandboxDependencies(source('AdapterMoment')).moment).toBe('2.31.0');
    expect(sandboxDependencies(source('AdapterDateFnsJalali'))['date-fns-jalali']).toBe(DATE_LIBRARY_VERSIONS['date-fns-jalali']);
    const hijri = sandboxDependencies(source('AdapterMomentHijri'));
    expect([hijri.moment, hijri['moment-hijri']]).toEqual(['2.31.0', DATE_LIBRARY_VERSIONS['moment-hijri']]);
    expect(sandboxDependencies(source('AdapterMomentJalaali'))['moment-jalaali']).toBe(DATE_LIBRARY_VERSIONS['moment-jalaali']);
    expect(sandboxDependencies(`import dayjs from 'dayjs';`).dayjs).toBe('1.11.23');
    expect(sandboxDependencies(source('AdapterDateFnsV2'))['date-fns']).toBe('2.30.0');
    expect(
      sandboxDependencies(`${source('AdapterDateFnsV2')}\nimport { format } from 'date-fns';`)['date-fns'],
    ).toBe('2.30.0');
    expect(sandboxDependencies(source('AdapterDayjs'))['@mui/x-date-pickers']).toBe('8.10.2');
  });

  it('throws a TypeError naming an adapter import it cannot map', () => {
    expect(() => sandboxDependencies(`import { AdapterTemporal } from '@mui/x-date-pickers/AdapterTemporal';`)).toThrow(TypeError);
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
