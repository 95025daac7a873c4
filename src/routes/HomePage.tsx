import type { Language } from '../core/i18n';
import { PageShell } from '../shell';
import { HomeFrame } from './HomeFrame';

/** The home page: leads into the main documentation and the `/x/` area. */
export function HomePage({ language }: { language: Language }) {
  return (
    <PageShell>
      {typeof window === 'undefined' || process.env.NODE_ENV === 'development' ? (
        <HomeFrame language={language} />
      ) : null}
    </PageShell>
  );
}
