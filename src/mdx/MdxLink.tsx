import * as React from 'react';
import { isExternalHref, toNavPath } from '../core/paths';
import { serverRender } from '../islands';

/**
 * Links in content: outbound ones open in a new tab; site links are plain links, since pages are separate documents.
 * A link to a page of the navigation that is not written yet renders as its text until the page exists.
 */
export function MdxLink({ href = '', children, ...other }: React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  const external = isExternalHref(href);
  if (!external && href.startsWith('/') && serverRender.parts.site?.isUnwritten(toNavPath(href.split('#')[0]))) {
    return <span className="unwritten-link">{children}</span>;
  }
  return (
    <a href={href} target={external ? '_blank' : undefined} rel={external ? 'noopener' : undefined} {...other}>
      {children}
    </a>
  );
}
