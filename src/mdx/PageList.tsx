import * as React from 'react';
import { styled } from '@mui/material/styles';
import { findTrail, isPageNode, navHref, nodeTitle, type NavNode } from '../core/navigation';
import { areaOfPath, isExternalHref } from '../core/paths';
import { serverOnly } from '../islands/serverOnly';
import { serverTrees, treeKey } from '../routes/serverRegistry';
import { CurrentPageContext } from './CurrentPage';

const List = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  padding: 0,
  margin: theme.spacing(2, 0, 3),
  '& > li': { padding: theme.spacing(1.25, 0), borderBottom: `1px solid ${theme.vars.palette.divider}` },
  '& > li > a': { fontWeight: 600 },
  '& > li > p': { margin: theme.spacing(0.25, 0, 0), color: theme.vars.palette.text.secondary, fontSize: '0.9375rem' },
  '& ul': { margin: theme.spacing(1, 0, 0), paddingInlineStart: theme.spacing(2.5) },
  '& ul li + li': { marginTop: theme.spacing(0.25) },
}));

function Entry({ node, language, nested }: { node: NavNode; language: 'en' | 'zh'; nested: boolean }) {
  const title = nodeTitle(node);
  const children = (node.children ?? []).filter((child) => !child.hidden);
  const description = isPageNode(node) ? serverOnly.site?.page(node.pathname)?.description : undefined;
  return (
    <li>
      {isExternalHref(node.pathname) ? (
        <a href={node.pathname} target="_blank" rel="noopener">
          {title}
        </a>
      ) : isPageNode(node) ? (
        <a href={navHref(node.pathname, language)}>{title}</a>
      ) : (
        <strong>{title}</strong>
      )}
      {description && !nested ? <p>{description}</p> : null}
      {!nested && children.length > 0 ? (
        <ul>
          {children.map((child) => (
            <Entry key={child.pathname} node={child} language={language} nested />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * `<PageList />` in a section's page: its child pages from the navigation, each with its description; a child
 * group also lists its own pages. Rendered at build time (written pages only, titles in the page's language).
 */
export function PageList() {
  const current = React.useContext(CurrentPageContext);
  const tree = current ? serverTrees.get(treeKey(areaOfPath(current.pathname), current.language)) : undefined;
  const node = current && tree ? findTrail(tree, current.pathname).at(-1) : undefined;
  if (!current || !node) {
    return null;
  }
  return (
    <List className="page-list">
      {(node.children ?? [])
        .filter((child) => !child.hidden)
        .map((child) => (
          <Entry key={child.pathname} node={child} language={current.language} nested={false} />
        ))}
    </List>
  );
}
