import { PageShell } from '../shell';
import { NotFoundFrame } from './NotFoundFrame';

/** The page for unknown paths (exported once, as `404.html`). */
export function NotFoundPage() {
  return (
    <PageShell>
      {typeof window === 'undefined' || process.env.NODE_ENV === 'development' ? <NotFoundFrame /> : null}
    </PageShell>
  );
}
