import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router';
import { isSitePath } from '@retainly/domain';

/**
 * A link to another site, in a new tab, telling screen-reader users so.
 * A configured link may also be a page of this site (the bundled configuration's plan requests):
 * that one opens in the same tab, like any of our links.
 */
export function ExternalLink({
  children,
  href,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  if (isSitePath(href)) {
    return (
      <Link to={href} {...props}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
