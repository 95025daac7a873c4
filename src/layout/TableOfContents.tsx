import * as React from 'react';
import { styled } from '@mui/material/styles';
import { activeHeadingId, type TocItem } from '../core/toc';
import { StaticMarkup } from '../islands';
import { APP_BAR_HEIGHT, TOC_ACTIVE_OFFSET, TOC_WIDTH } from './constants';
import { DENSE_ATTRIBUTE } from '../core/preferences';

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
  [`[${DENSE_ATTRIBUTE}] & a`]: { paddingBlock: 2 },
  '& a[aria-current="location"]': {
    color: theme.vars.palette.primary.main,
    borderInlineStartColor: theme.vars.palette.primary.main,
    fontWeight: 600,
  },
}));

/**
 * Tracks which heading the reader is at and marks its entry (`aria-current="location"`) in the table's static
 * links: the entries are exported HTML the browser never hydrates, so the ids come from their `href`s.
 */
function useActiveHeading(ref: React.RefObject<HTMLElement | null>) {
  React.useEffect(() => {
    const root = ref.current;
    if (!root) {
      return undefined;
    }
    const links = [...root.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
    const idOf = (link: HTMLAnchorElement) => (link.getAttribute('href') ?? '').slice(1);
    const ids = links.map(idOf);
    let heldUntil = 0;
    let current: string | null = null;
    let frame = 0;
    const show = (id: string | null) => {
      if (id === current) {
        return;
      }
      current = id;
      links.forEach((link, index) => {
        if (ids[index] === id) {
          link.setAttribute('aria-current', 'location');
        } else {
          link.removeAttribute('aria-current');
        }
      });
    };
    const update = () => {
      frame = 0;
      if (performance.now() < heldUntil) {
        return;
      }
      const positions = ids.flatMap((id) => {
        const element = document.getElementById(id);
        return element ? [{ id, top: element.getBoundingClientRect().top }] : [];
      });
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      show(activeHeadingId(positions, TOC_ACTIVE_OFFSET, atBottom && window.scrollY > 0));
    };
    const schedule = () => {
      if (!frame) {
        frame = requestAnimationFrame(update);
      }
    };
    // A click marks its entry at once and holds it while the page scrolls there.
    const pick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href^="#"]') : null;
      if (link && root.contains(link)) {
        heldUntil = performance.now() + CLICK_HOLD_MS;
        show(idOf(link));
      }
    };
    update();
    root.addEventListener('click', pick);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      root.removeEventListener('click', pick);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [ref]);
}

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
  /** The entries, on the server only: the browser keeps the exported list (the page's props do not carry it). */
  items: readonly TocItem[] | null;
  title: string;
}

/**
 * The page's h2/h3 outline on the right from `lg`, highlighting the section in view. Render it only for a page
 * that has headings (`hasToc`).
 */
export function TableOfContents({ items, title }: TableOfContentsProps) {
  const ref = React.useRef<HTMLElement>(null);
  useActiveHeading(ref);
  return (
    <Root aria-labelledby="toc-title" ref={ref}>
      <p className="toc-title" id="toc-title">
        {title}
      </p>
      <StaticMarkup>{items ? <TocList items={items} /> : null}</StaticMarkup>
    </Root>
  );
}
