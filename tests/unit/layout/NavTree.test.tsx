import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NavNode } from '../../../src/core';
import { NavTree } from '../../../src/layout/NavTree';
import { PageProviders } from '../../../build/PageProviders';

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

function renderTree(activePath: string, language: 'en' | 'zh' = 'en') {
  return render(
    <PageProviders language={language}>
      <nav aria-label="Main navigation">
        <NavTree tree={tree} activePath={activePath} />
      </nav>
    </PageProviders>,
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

describe('NavTree in Chinese', () => {
  it('links into the Chinese pages and names badges in Chinese', () => {
    renderTree('/x/react-data-grid/column-pinning', 'zh');
    const pinning = screen.getByRole('link', { name: /Column pinning/ });
    expect(pinning.getAttribute('href')).toBe('/zh/x/react-data-grid/column-pinning/');
    expect(within(pinning).getByRole('img', { name: 'Pro 套餐' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Premium themes/ }).getAttribute('href')).toBe('https://mui.com/store/');
  });

  it('links an anchor entry to the heading of its page, never as the current page', () => {
    render(
      <PageProviders language="zh">
        <NavTree
          tree={[{ pathname: '/x/react-charts/#planned-charts', title: '规划中的组件', planned: true }]}
          activePath="/x/react-charts"
        />
      </PageProviders>,
    );
    const link = screen.getByRole('link', { name: /规划中的组件/ });
    expect(link.getAttribute('href')).toBe('/zh/x/react-charts/#planned-charts');
    expect(link.getAttribute('aria-current')).toBeNull();
  });
});
