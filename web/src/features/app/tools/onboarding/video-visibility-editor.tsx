import { VIDEO_CATEGORIES, type OnboardingVersion } from '@retainly/domain';
import { Button } from '@/components/ui/button';
import { useVersionVideos, useVideoVisibility } from './api/version-videos';
import { VideoRow } from './video-row';

/** Which of the 22 videos this version's clients see, grouped by the 5 categories. */
export function VideoVisibilityEditor({ version }: { version: OnboardingVersion }) {
  const videos = useVersionVideos(version.id);
  const toggle = useVideoVisibility(version.id, version.tier);

  let content;
  if (videos.isPending) {
    content = (
      <p role="status" className="text-slate-600">
        Loading videos...
      </p>
    );
  } else if (videos.isError) {
    content = (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-slate-800">
        We couldn't load the videos.
        <Button variant="outline" onClick={() => void videos.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else {
    const shown = videos.data.filter((video) => video.isVisible).length;
    content = (
      <>
        <p className="text-sm text-slate-600">
          {shown} of {videos.data.length} videos shown to clients of this version.
        </p>
        {VIDEO_CATEGORIES.map((category) => {
          const inCategory = videos.data.filter((video) => video.categoryId === category.id);
          if (inCategory.length === 0) return null;
          return (
            <section key={category.id} aria-labelledby={`videos-${version.id}-${category.id}`}>
              <h5
                id={`videos-${version.id}-${category.id}`}
                className="border-b border-slate-200 pb-1 font-semibold text-slate-900"
              >
                {category.title}
              </h5>
              <ul className="divide-y divide-slate-100">
                {inCategory.map((video) => (
                  <VideoRow
                    key={video.moduleId}
                    video={video}
                    onToggle={(visible) => toggle.mutate({ video, visible })}
                  />
                ))}
              </ul>
            </section>
          );
        })}
      </>
    );
  }

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <h4 className="text-lg font-semibold">Videos</h4>
      {content}
    </div>
  );
}
