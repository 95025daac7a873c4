import * as React from 'react';
import { isExternalHref } from '../core/paths';

/** Links in content: external ones open in a new tab. Pages are separate documents, so site links are plain links. */
export function MdxLink({ href = '', children, ...other }: React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (href.startsWith('#') || href === '') {
    return (
      <a href={href} {...other}>
        {children}
      </a>
    );
  }
  if (isExternalHref(href)) {
    return (
      <a href={href} target="_blank" rel="noopener" {...other}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} {...other}>
      {children}
    </a>
  );
}
