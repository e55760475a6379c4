import { useId, type CSSProperties } from 'react';
import { lengthTextEnglish, type VersionVideo } from '@retainly/domain';
import { Switch } from '@/components/ui/switch';

/** One catalogue video with its visibility switch, labelled by the video's title. */
export function VideoRow({
  video,
  onToggle,
  style,
}: {
  video: VersionVideo;
  onToggle: (visible: boolean) => void;
  /** Where a drag of a neighbouring own video draws it. */
  style?: CSSProperties;
}) {
  const id = useId();
  const length = lengthTextEnglish(video.durationSeconds);
  return (
    <li
      data-reorder-row
      style={style}
      className="flex items-start justify-between gap-4 bg-white py-3"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <p id={`${id}-title`} className="font-medium text-slate-900">
          {video.title}
        </p>
        <p className="text-sm text-slate-600">{video.description}</p>
        <p className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
          {length && <span>{length}</span>}
          {!video.hasVideo && (
            <span
              id={`${id}-note`}
              className="rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900"
            >
              No video yet
            </span>
          )}
        </p>
      </div>
      <Switch
        checked={video.isVisible}
        onChange={onToggle}
        labelledBy={`${id}-title`}
        describedBy={video.hasVideo ? undefined : `${id}-note`}
      />
    </li>
  );
}
