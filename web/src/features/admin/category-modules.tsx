import type { AdminVideo } from '@retainly/domain';
import { VideoModuleRow } from './video-module-row';

/**
 * A category's modules in order. Rows the filter leaves out stay mounted but hidden, so an
 * upload running in one carries on; first and last are of the whole category, for moving.
 */
export function CategoryModules({
  title,
  videos,
  shows,
  onMove,
}: {
  title: string;
  videos: AdminVideo[];
  shows: (video: AdminVideo) => boolean;
  onMove: (buttonId: string) => void;
}) {
  return (
    <section aria-label={title} hidden={!videos.some(shows)} className="flex flex-col gap-2">
      <h2 className="text-lg font-bold">{title}</h2>
      <ol className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {videos.map((video, index) => (
          <VideoModuleRow
            key={video.moduleId}
            video={video}
            isFirst={index === 0}
            isLast={index === videos.length - 1}
            hidden={!shows(video)}
            onMove={onMove}
          />
        ))}
      </ol>
    </section>
  );
}
