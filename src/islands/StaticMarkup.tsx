import * as React from 'react';

type StaticMarkupProps = React.HTMLAttributes<HTMLElement> & {
  /** Element that wraps the markup. */
  as?: 'div' | 'section';
  children?: React.ReactNode;
};

/**
 * Markup that exists only in the exported HTML: the server renders `children`; the browser keeps that markup
 * as it is and never hydrates it, so neither the children's code nor their data (page prose, the navigation
 * tree) has to reach the browser. Anything interactive inside it works through delegated listeners or islands
 * that hydrate on their own.
 */
export function StaticMarkup({ as: Tag = 'div', children, ...other }: StaticMarkupProps) {
  if (typeof window === 'undefined') {
    return <Tag {...other}>{children}</Tag>;
  }
  // An unchanged empty `__html` makes React leave the server's children in place, now and on every re-render.
  return <Tag {...other} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
}
