import * as React from 'react';
import Link from 'next/link';
import { isExternalHref } from '../core/paths';

/** Links in content: site paths navigate on the client, external ones open in a new tab. */
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
    <Link href={href} prefetch={false} {...other}>
      {children}
    </Link>
  );
}
