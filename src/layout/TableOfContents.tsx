import { styled } from '@mui/material/styles';
import type { TocItem } from '../core/toc';
import { StaticMarkup } from '../islands';
import { APP_BAR_HEIGHT, TOC_WIDTH } from './constants';
import { DENSE_ATTRIBUTE } from '../core/preferences';

const Root = styled('nav')(({ theme }) => ({
  display: 'none',
  [theme.breakpoints.up('lg')]: {
    display: 'block',
    position: 'sticky',
    top: APP_BAR_HEIGHT,
    flexShrink: 0,
    alignSelf: 'flex-start',
    width: TOC_WIDTH,
    maxHeight: `calc(100vh - ${APP_BAR_HEIGHT}px)`,
    overflowY: 'auto',
    paddingBlock: theme.spacing(4),
    paddingInline: theme.spacing(1, 2),
  },
  fontSize: '0.8125rem',
  '& .toc-title': { margin: theme.spacing(0, 0, 1, 1), fontWeight: 700, fontSize: '0.875rem' },
  '& ul': { listStyle: 'none', margin: 0, padding: 0 },
  '& ul ul a': { paddingInlineStart: theme.spacing(2.5) },
  '& a': {
    display: 'block',
    padding: theme.spacing(0.5, 1),
    borderInlineStart: `2px solid transparent`,
    color: theme.vars.palette.text.secondary,
    textDecoration: 'none',
    '&:hover': { color: theme.vars.palette.text.primary },
  },
  [`[${DENSE_ATTRIBUTE}] & a`]: { paddingBlock: 2 },
  '& a[aria-current="location"]': {
    color: theme.vars.palette.primary.main,
    borderInlineStartColor: theme.vars.palette.primary.main,
    fontWeight: 600,
  },
}));

function TocList({ items }: { items: readonly TocItem[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.id}>
          <a href={`#${item.id}`}>{item.text}</a>
          {item.children ? <TocList items={item.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

export interface TableOfContentsProps {
  items: readonly TocItem[];
  title: string;
}

/**
 * The page's h2/h3 outline on the right from `lg`; the shell marks the section in view (`shell/tableOfContents`).
 * Render it only for a page that has headings (`hasToc`).
 */
export function TableOfContents({ items, title }: TableOfContentsProps) {
  return (
    <Root aria-labelledby="toc-title" data-shell="toc">
      <p className="toc-title" id="toc-title">
        {title}
      </p>
      <StaticMarkup>
        <TocList items={items} />
      </StaticMarkup>
    </Root>
  );
}
