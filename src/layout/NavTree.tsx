import { styled } from '@mui/material/styles';
import { containsPath, navHref, nodeTitle, withoutHidden, type NavNode } from '../core/navigation';
import { isAnchorHref, isExternalHref, toNavPath } from '../core/paths';
import { useUserLanguage } from '../providers';
import { NavBadges } from './NavBadges';
import { DENSE_ATTRIBUTE } from '../core/preferences';

const Root = styled('div')(({ theme }) => ({
  fontSize: '0.875rem',
  '& ul': { listStyle: 'none', margin: 0, padding: 0 },
  '& ul ul': { paddingInlineStart: theme.spacing(1.5) },
  // Denser navigation when the reader chose dense.
  [`[${DENSE_ATTRIBUTE}] & a, [${DENSE_ATTRIBUTE}] & summary`]: { minHeight: 28, paddingBlock: 2 },
  '& a, & summary': {
    display: 'flex',
    alignItems: 'center',
    minHeight: 32,
    padding: theme.spacing(0.5, 1.5),
    borderRadius: theme.shape.borderRadius,
    color: theme.vars.palette.text.primary,
    textDecoration: 'none',
    cursor: 'pointer',
    '&:hover': { background: theme.vars.palette.action.hover },
  },
  '& a[aria-current="page"]': {
    color: theme.vars.palette.primary.main,
    fontWeight: 600,
    background: `rgba(${theme.vars.palette.primary.mainChannel} / 0.1)`,
  },
  '& summary': {
    listStyle: 'none',
    justifyContent: 'space-between',
    fontWeight: 500,
    '&::-webkit-details-marker': { display: 'none' },
    '&::after': { content: '"›"', transition: 'transform 150ms', fontSize: '1.1rem' },
  },
  '& details[open] > summary::after': { transform: 'rotate(90deg)' },
  '[dir="rtl"] & summary::after': { transform: 'scaleX(-1)' },
  '& .nav-subheader a': { display: 'inline', padding: 0, minHeight: 0, color: 'inherit', background: 'none' },
  '& .nav-subheader': {
    margin: theme.spacing(2.5, 1.5, 0.5),
    fontSize: '0.75rem',
    fontWeight: 700,
    letterSpacing: '0.06em',
    textTransform: 'uppercase',
    color: theme.vars.palette.text.secondary,
  },
}));

interface NavItemProps {
  node: NavNode;
  activePath: string;
}

function NavItem({ node, activePath }: NavItemProps) {
  const language = useUserLanguage();
  const title = nodeTitle(node);
  if (isExternalHref(node.pathname)) {
    return (
      <li>
        <a href={node.pathname} target="_blank" rel="noopener">
          {title}
          <span aria-hidden> ↗</span>
        </a>
      </li>
    );
  }
  const children = node.children ?? [];
  const isActive = !isAnchorHref(node.pathname) && toNavPath(node.pathname) === activePath;
  const link = (
    <a href={navHref(node.pathname, language)} aria-current={isActive ? 'page' : undefined}>
      {title}
      <NavBadges node={node} />
    </a>
  );
  if (children.length === 0) {
    return <li>{link}</li>;
  }
  const list = <NavList nodes={children} activePath={activePath} />;
  if (node.subheader) {
    return (
      <li>
        <div className="nav-subheader">{node.page ? link : title}</div>
        {list}
      </li>
    );
  }
  return (
    <li>
      <details open={isActive || containsPath(node, activePath)}>
        <summary>
          <span>
            {title}
            <NavBadges node={node} />
          </span>
        </summary>
        {node.page ? (
          <ul>
            <li>{link}</li>
          </ul>
        ) : null}
        {list}
      </details>
    </li>
  );
}

function NavList({ nodes, activePath }: { nodes: readonly NavNode[]; activePath: string }) {
  return (
    <ul>
      {nodes.map((node) => (
        <NavItem key={node.pathname} node={node} activePath={activePath} />
      ))}
    </ul>
  );
}

export interface NavTreeProps {
  tree: readonly NavNode[];
  /** Current page path; any form (`/a/b/` or `/a/b`) is accepted. */
  activePath: string;
}

/** The navigation tree as nested lists: subheaders, collapsible groups (open around the current page), plain links. */
export function NavTree({ tree, activePath }: NavTreeProps) {
  return (
    <Root>
      <NavList nodes={withoutHidden(tree)} activePath={toNavPath(activePath)} />
    </Root>
  );
}
