/**
 * A video's still, sized in the first render (no layout shift); alt is empty, the title beside
 * it names the video. `lazy` below the fold, where most of a list's cards are.
 */
export function VideoPoster({
  src,
  lazy = false,
  className = '',
}: {
  src: string;
  lazy?: boolean;
  className?: string;
}) {
  return (
    <img
      src={src}
      alt=""
      width={320}
      height={180}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
      className={`aspect-video w-full rounded-lg bg-slate-100 object-cover ${className}`}
    />
  );
}
