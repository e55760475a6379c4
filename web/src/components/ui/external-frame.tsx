import type { ReactNode } from 'react';

interface Props {
  /** The third party's address, or null when it is not configured. */
  src: string | null | undefined;
  title: string;
  /** What to show instead when the address is not configured (a tidy card, never a blank). */
  fallback: ReactNode;
  height?: number;
}

/**
 * A third-party embed (booking calendar, survey, purchase or review form). It loads lazily and
 * never holds up the page; with no address configured the fallback is shown instead.
 */
export function ExternalFrame({ src, title, fallback, height = 640 }: Props) {
  if (!src) return <>{fallback}</>;
  return (
    <iframe
      src={src}
      title={title}
      loading="lazy"
      className="w-full rounded-xl border border-slate-200 bg-white"
      style={{ height }}
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}

/** The fallback card for an embed that is not configured: what to do instead, by e-mail. */
export function FallbackCard({
  title,
  text,
  supportEmail,
  subject,
}: {
  title: string;
  text: string;
  supportEmail?: string;
  /** The e-mail's subject, so the message arrives labelled. */
  subject?: string;
}) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-8 text-center">
      <p className="text-lg font-semibold">{title}</p>
      <p className="mt-2 text-slate-600">{text}</p>
      {supportEmail && (
        <a
          className="mt-4 inline-block font-semibold text-green-800 underline underline-offset-4"
          href={`mailto:${supportEmail}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`}
        >
          {supportEmail}
        </a>
      )}
    </div>
  );
}
