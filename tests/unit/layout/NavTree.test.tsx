import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import type { NavNode } from '../../../src/core';
import { NavTree } from '../../../src/layout/NavTree';
import { docsTheme } from '../../../src/providers';

const tree: NavNode[] = [
  {
    pathname: '/getting-started',
    title: 'Getting Started',
    subheader: true,
    children: [{ pathname: '/getting-started/installation', title: 'Installation' }],
  },
  {
    pathname: '/x/react-data-grid/columns',
    title: 'Columns',
    children: [
      { pathname: '/x/react-data-grid/column-pinning', plan: 'pro' },
      { pathname: '/x/react-data-grid/pivoting', plan: 'premium', newFeature: true },
    ],
  },
  {
    pathname: '/x/react-charts/more',
    title: 'More charts',
    children: [{ pathname: '/x/react-charts/sankey', plan: 'pro', unstable: true, planned: true }],
  },
  { pathname: 'https://mui.com/store/', title: 'Premium themes' },
];

function renderTree(activePath: string) {
  return render(
    <ThemeProvider theme={docsTheme}>
      <nav aria-label="Main navigation">
        <NavTree tree={tree} activePath={activePath} />
      </nav>
    </ThemeProvider>,
  );
}

describe('NavTree', () => {
  it('marks the current page and opens only the groups around it', () => {
    const { container } = renderTree('/x/react-data-grid/column-pinning/');
    const current = screen.getByRole('link', { current: 'page' });
    expect(current.getAttribute('href')).toBe('/x/react-data-grid/column-pinning/');
    const groups = container.querySelectorAll('details');
    expect(groups[0].open).toBe(true);
    expect(groups[1].open).toBe(false);
  });

  it('shows subheaders, derived titles, plan marks with accessible names and feature chips', () => {
    renderTree('/getting-started/installation/');
    expect(screen.getByText('Getting Started')).toBeTruthy();
    const pinning = screen.getByRole('link', { name: /Column pinning/ });
    expect(within(pinning).getByRole('img', { name: 'Pro plan' })).toBeTruthy();
    const pivoting = screen.getByRole('link', { name: /Pivoting/ });
    expect(within(pivoting).getByRole('img', { name: 'Premium plan' })).toBeTruthy();
    expect(within(pivoting).getByText('New')).toBeTruthy();
    const sankey = screen.getByRole('link', { name: /Sankey/ });
    expect(within(sankey).getByText('Preview')).toBeTruthy();
    expect(within(sankey).getByText('Planned')).toBeTruthy();
  });

  it('opens outbound links in a new tab', () => {
    renderTree('/');
    const store = screen.getByRole('link', { name: /Premium themes/ });
    expect(store.getAttribute('target')).toBe('_blank');
    expect(store.getAttribute('rel')).toBe('noopener');
  });
});
