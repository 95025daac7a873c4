import * as React from 'react';
import { isExternalHref } from '../core/paths';

/** Links in content: outbound ones open in a new tab; site links are plain links, since pages are separate documents. */
export function MdxLink({ href = '', children, ...other }: React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  const external = isExternalHref(href);
  return (
    <a href={href} target={external ? '_blank' : undefined} rel={external ? 'noopener' : undefined} {...other}>
      {children}
    </a>
  );
}
