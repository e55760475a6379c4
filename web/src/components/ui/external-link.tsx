import type { AnchorHTMLAttributes, Ref } from 'react';
import { Link } from 'react-router';
import { isSitePath } from '@retainly/domain';

type AnchorProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * A link that opens in a new tab, without giving that tab our window (noopener), and tells
 * screen-reader users so: its accessible name ends in "(opens in a new tab)".
 */
export function NewTabLink({ children, ...props }: AnchorProps) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * A configured link (a payment link, an embed): another site opens in a new tab. A configured
 * link may also be a page of this site (the bundled configuration's plan requests): that one
 * opens in the same tab, like any of our links.
 */
export function ExternalLink({ children, href, ...props }: AnchorProps) {
  if (isSitePath(href)) {
    return (
      <Link to={href} {...props}>
        {children}
      </Link>
    );
  }
  return (
    <NewTabLink href={href} {...props}>
      {children}
    </NewTabLink>
  );
}
