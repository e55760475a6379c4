import { useVideoText } from './video-text';

/** The clear error that replaces a player whose file cannot be loaded, with its retry. */
export function VideoError({
  onRetry,
  className = '',
}: {
  onRetry: () => void;
  className?: string;
}) {
  const text = useVideoText();
  return (
    <div
      className={`flex aspect-video w-full flex-col items-center justify-center gap-3 bg-slate-100 px-6 text-center text-slate-900 ${className}`}
    >
      <p role="alert" className="flex flex-col gap-1">
        <span className="font-semibold">{text.loadFailed}</span>
        <span className="text-sm text-slate-600">{text.loadFailedHint}</span>
      </p>
      <button
        type="button"
        onClick={onRetry}
        className="inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-900 transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
      >
        {text.tryAgain}
      </button>
    </div>
  );
}
