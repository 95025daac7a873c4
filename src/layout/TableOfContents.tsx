import * as React from 'react';
import { styled } from '@mui/material/styles';
import { activeHeadingId, type TocItem } from '../core/toc';
import { APP_BAR_HEIGHT, TOC_ACTIVE_OFFSET, TOC_WIDTH } from './constants';

/** After a click, the clicked entry stays current this long even if the page cannot scroll it to the top. */
const CLICK_HOLD_MS = 600;

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
  '[data-dense] & a': { paddingBlock: 2 },
  '& a[aria-current="location"]': {
    color: theme.vars.palette.primary.main,
    borderInlineStartColor: theme.vars.palette.primary.main,
    fontWeight: 600,
  },
}));

function flattenIds(items: readonly TocItem[]): string[] {
  return items.flatMap((item) => [item.id, ...flattenIds(item.children ?? [])]);
}

/** Tracks which heading the reader is at while scrolling. */
function useActiveHeading(ids: readonly string[]) {
  const [active, setActive] = React.useState<string | null>(null);
  const heldUntil = React.useRef(0);
  React.useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      if (performance.now() < heldUntil.current) {
        return;
      }
      const positions = ids.flatMap((id) => {
        const element = document.getElementById(id);
        return element ? [{ id, top: element.getBoundingClientRect().top }] : [];
      });
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      setActive(activeHeadingId(positions, TOC_ACTIVE_OFFSET, atBottom && window.scrollY > 0));
    };
    const schedule = () => {
      if (!frame) {
        frame = requestAnimationFrame(update);
      }
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [ids]);
  const hold = React.useCallback((id: string) => {
    heldUntil.current = performance.now() + CLICK_HOLD_MS;
    setActive(id);
  }, []);
  return [active, hold] as const;
}

function TocList({ items, active, onPick }: { items: readonly TocItem[]; active: string | null; onPick: (id: string) => void }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.id}>
          <a href={`#${item.id}`} aria-current={active === item.id ? 'location' : undefined} onClick={() => onPick(item.id)}>
            {item.text}
          </a>
          {item.children ? <TocList items={item.children} active={active} onPick={onPick} /> : null}
        </li>
      ))}
    </ul>
  );
}

export interface TableOfContentsProps {
  items: readonly TocItem[];
  title: string;
}

/** The page's h2/h3 outline on the right from `lg`, highlighting the section in view. */
export function TableOfContents({ items, title }: TableOfContentsProps) {
  const ids = React.useMemo(() => flattenIds(items), [items]);
  const [active, hold] = useActiveHeading(ids);
  if (items.length === 0) {
    return null;
  }
  return (
    <Root aria-labelledby="toc-title">
      <p className="toc-title" id="toc-title">
        {title}
      </p>
      <TocList items={items} active={active} onPick={hold} />
    </Root>
  );
}
