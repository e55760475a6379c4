import { TEXT_LINK_CLASS } from './text-link-class';
import { useSiteConfig } from '@/features/public-site/api/get-site-config';

/** The support address as a mailto link; until the config arrives, a pointer to /book. */
export function SupportEmail() {
  const email = useSiteConfig()?.supportEmail;
  if (!email) return <span>the address on our booking page</span>;
  return (
    <a href={`mailto:${email}`} className={TEXT_LINK_CLASS}>
      {email}
    </a>
  );
}
