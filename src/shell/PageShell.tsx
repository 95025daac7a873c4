import * as React from 'react';
import { StaticMarkup } from '../islands';
import { DocsConfigContext } from '../providers';
import { useRequiredContext } from '../utils';
import { startShell } from './startShell';

/** `npm run dev` renders the page in the browser too, so edits show with hot reload; the export never does. */
const LIVE = process.env.NODE_ENV === 'development';

export interface PageShellProps {
  /**
   * The page as exported: frame and body. Pass it only where it renders, `typeof window === 'undefined'` (and under
   * `npm run dev`), so that its components and their styles stay out of the browser's bundle.
   */
  children?: React.ReactNode;
}

/**
 * Every page's body in the browser: the exported markup, kept as it is and never hydrated, and the behaviour that
 * makes it work, started once React has hydrated this shell. Nothing of the frame's styling (MUI, Emotion, the
 * theme) is in a page's initial JavaScript; the features that need it (demos, the ad) bring it
 * when they load. A docs page adds its body's behaviour with `useDocsBody`.
 */
export function PageShell({ children }: PageShellProps) {
  const context = useRequiredContext(DocsConfigContext, 'PageShell', 'DocsProvider');
  React.useEffect(() => startShell(context), [context]);
  return LIVE ? (
    <div className="docs-shell">{children}</div>
  ) : (
    <StaticMarkup className="docs-shell">{children}</StaticMarkup>
  );
}
