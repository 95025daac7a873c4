import { activeHeadingId } from '../core/toc';
import { TOC_ACTIVE_OFFSET } from '../core/frame';

/** After a click, the clicked entry stays current this long even if the page cannot scroll it to the top. */
const CLICK_HOLD_MS = 600;

/**
 * Tracks which heading the reader is at and marks its entry (`aria-current="location"`) in the table of contents'
 * exported links; the ids come from their `href`s.
 */
export function startTableOfContents(): () => void {
  const root = document.querySelector<HTMLElement>('[data-shell="toc"]');
  if (!root) {
    return () => {};
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
  // At the top of the page no heading has reached the line yet: the exported links (none current) are right, and
  // nothing is measured. Reading the headings' positions here would lay out the whole page inside the start-up task,
  // sections that are not rendered until they near the viewport (content-visibility) included. A page opened further
  // down (a link to a heading, a restored position) is measured in the next frame, with that frame's layout.
  if (window.scrollY > 0) {
    schedule();
  }
  root.addEventListener('click', pick);
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  return () => {
    cancelAnimationFrame(frame);
    root.removeEventListener('click', pick);
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
  };
}
