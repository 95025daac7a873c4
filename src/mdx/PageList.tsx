import * as React from 'react';
import { styled } from '@mui/material/styles';
import { findTrail, isPageNode, navHref, nodeTitle, type NavNode } from '../core/navigation';
import { isExternalHref, toNavPath } from '../core/paths';
import type { Language } from '../core/i18n';
import { serverRender, useCurrentNavNode } from '../islands';

const List = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  padding: 0,
  margin: theme.spacing(2, 0, 3),
  '& > li': { padding: theme.spacing(1.25, 0), borderBottom: `1px solid ${theme.vars.palette.divider}` },
  '& > li > a': { fontWeight: 600 },
  '& > li > p': { margin: theme.spacing(0.25, 0, 0), color: theme.vars.palette.text.secondary, fontSize: '0.9375rem' },
  '& ul': { margin: theme.spacing(1, 0, 0), paddingInlineStart: theme.spacing(2.5) },
  '& ul li + li': { marginTop: theme.spacing(0.25) },
  // With previews: each page is a card, its preview above its title.
  '& ul.page-grid, &.page-grid': {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    gap: theme.spacing(2),
    padding: 0,
    listStyle: 'none',
  },
  '&.page-grid > li, & .page-grid > li': {
    margin: 0,
    padding: 0,
    border: `1px solid ${theme.vars.palette.divider}`,
    borderRadius: 8,
    overflow: 'hidden',
    position: 'relative',
  },
  '& .page-preview': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    height: 128,
    overflow: 'hidden',
    background: theme.vars.palette.action.hover,
    pointerEvents: 'none',
  },
  '& .page-grid a': { display: 'block', padding: theme.spacing(1, 1.5), fontWeight: 600 },
  // The whole card is the link's target area.
  '& .page-grid a::after': { content: '""', position: 'absolute', inset: 0 },
  '& .page-grid a:focus-visible': { outlineOffset: -2 },
}));

interface EntryProps {
  node: NavNode;
  language: Language;
  nested: boolean;
  previews?: Record<string, React.ReactNode>;
}

function Title({ node, language }: { node: NavNode; language: Language }) {
  const title = nodeTitle(node);
  if (isExternalHref(node.pathname)) {
    return (
      <a href={node.pathname} target="_blank" rel="noopener">
        {title}
      </a>
    );
  }
  return isPageNode(node) ? <a href={navHref(node.pathname, language)}>{title}</a> : <strong>{title}</strong>;
}

function Entry({ node, language, nested, previews }: EntryProps) {
  const children = (node.children ?? []).filter((child) => !child.hidden);
  const description = isPageNode(node) ? serverRender.parts.site?.page(node.pathname)?.description : undefined;
  if (previews && children.length === 0) {
    // A card: the preview is decoration (inert, hidden from assistive technology); the title is the link.
    return (
      <li>
        <div className="page-preview" aria-hidden="true" inert>
          {previews[node.pathname] ?? null}
        </div>
        <Title node={node} language={language} />
      </li>
    );
  }
  return (
    <li>
      <Title node={node} language={language} />
      {description && !nested ? <p>{description}</p> : null}
      {!nested && children.length > 0 ? (
        <ul className={previews ? 'page-grid' : undefined}>
          {children.map((child) => (
            <Entry key={child.pathname} node={child} language={language} nested previews={previews} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * `<PageList />` in a section's page: its child pages from the navigation, each with its description; a child
 * group also lists its own pages. `paths` lists chosen pages of the navigation instead of the children (a landing
 * page that gathers pages from several groups). With `previews` (page path → element), pages show as cards with a
 * small, non-interactive preview. Rendered at build time (written pages only, titles in the page's language).
 */
export function PageList({ previews, paths }: { previews?: Record<string, React.ReactNode>; paths?: string[] }) {
  const current = useCurrentNavNode();
  if (!current) {
    return null;
  }
  const { language, tree, node } = current;
  const children = paths
    ? paths.flatMap((path) => findTrail(tree, toNavPath(path)).slice(-1))
    : (node.children ?? []).filter((child) => !child.hidden);
  const grid = previews !== undefined && children.every((child) => !child.children?.length);
  return (
    <List className={grid ? 'page-list page-grid' : 'page-list'}>
      {children.map((child) => (
        <Entry key={child.pathname} node={child} language={language} nested={grid} previews={previews} />
      ))}
    </List>
  );
}
