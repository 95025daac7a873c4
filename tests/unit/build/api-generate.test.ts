// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApiProgram, extractComponent } from '../../../build/api/extract';
import { kebabCase, materialComponents, xApiRows } from '../../../build/api/generate';

const materialRoot = path.resolve(__dirname, '../../../node_modules/@mui/material');

describe('API page generation', () => {
  it('names pages in kebab case', () => {
    expect(['Button', 'TextField', 'ButtonBase', 'CSSBaseline', 'ListItemAvatar'].map(kebabCase)).toEqual([
      'button',
      'text-field',
      'button-base',
      'css-baseline',
      'list-item-avatar',
    ]);
  });

  it('reads the /x/ API pages of the inventory with their component names and plans', () => {
    const tsv = [
      'pathname\tkind\tdepth\tsection\tsubheader\ttitle\tflags',
      '/x/api/data-grid-group\tnav-group\t1\tData Grid\t\tAPI reference\t',
      '/x/api/data-grid\tpage\t2\tData Grid\t\tIndex\t',
      '/x/api/data-grid/data-grid-pro\tpage\t3\tData Grid\t\tDataGridPro\tplan=pro',
      '/x/api/charts/bar-chart\tpage\t3\tCharts\t\t\t',
    ].join('\n');
    expect(xApiRows(tsv)).toEqual([
      { path: '/x/api/data-grid/data-grid-pro', product: 'data-grid', name: 'DataGridPro', plan: 'pro' },
      { path: '/x/api/charts/bar-chart', product: 'charts', name: 'BarChart', plan: null },
    ]);
  });

  it('finds every component @mui/material exports, and no hook or helper', () => {
    const names = materialComponents(materialRoot).map((component) => component.name);
    expect(names).toEqual(
      expect.arrayContaining(['Button', 'TextField', 'Fade', 'Box', 'Autocomplete', 'SwipeableDrawer']),
    );
    expect(names).not.toEqual(expect.arrayContaining(['useMediaQuery']));
    expect(names.some((name) => /^[a-z]/.test(name))).toBe(false);
    expect(names.length).toBeGreaterThan(120);
  });

  it('reads Button from the installed package: variant, disabled, the ButtonBase props and the classes', () => {
    const file = path.join(materialRoot, 'Button/Button.d.ts');
    expect(fs.existsSync(file)).toBe(true);
    const button = extractComponent(createApiProgram([file]), { file, name: 'Button', packageRoot: materialRoot });
    const variant = button.props.find((prop) => prop.name === 'variant');
    expect(variant).toMatchObject({ type: "'text' | 'outlined' | 'contained'", default: "'text'" });
    expect(button.props.find((prop) => prop.name === 'disabled')).toMatchObject({ type: 'boolean', default: 'false' });
    expect(button.props.some((prop) => prop.name === 'component')).toBe(true);
    const base = button.inherited.find((group) => group.component === 'ButtonBase');
    expect(base?.props.map((prop) => prop.name)).toEqual(
      expect.arrayContaining(['centerRipple', 'disableRipple', 'focusRipple']),
    );
    expect(button.classes.find((entry) => entry.key === 'root')?.className).toBe('MuiButton-root');
    expect(button.classes.find((entry) => entry.key === 'disabled')?.className).toBe('Mui-disabled');
    expect(button.classes.filter((entry) => entry.deprecated !== null).length).toBeGreaterThan(10);
  }, 30_000);
});
