import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router';
import { isSitePath } from '@retainly/domain';

/**
 * A payment link: a new tab, no opener, and screen-reader users are told so.
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

/** The primary button look, for links. */
export const PRIMARY_LINK_CLASSES =
  'inline-flex items-center justify-center rounded-lg bg-brand px-4 py-2.5 text-sm font-semibold text-white transition hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';
