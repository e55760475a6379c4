import {
  displayCategoryTitle,
  moduleKey,
  type AgencyModuleLibrary,
  type ModuleGroup,
  type OnboardingVersion,
  type VersionVideo,
} from '@retainly/domain';
import { OwnVideoRow, type MoveDirection } from './own-video-row';
import { usePointerReorder } from './use-pointer-reorder';
import { VideoRow } from './video-row';

/**
 * One category's videos in the version's order. The agency's own can be dragged by their handle
 * to any place in the category, or moved a step with their buttons.
 */
export function ModuleGroupList({
  group,
  version,
  versions,
  library,
  onToggle,
  onMoveTo,
  onStep,
}: {
  group: ModuleGroup<VersionVideo>;
  version: OnboardingVersion;
  versions: OnboardingVersion[];
  library: AgencyModuleLibrary | undefined;
  onToggle: (video: VersionVideo, visible: boolean) => void;
  /** A drop: the module's new index in this category. */
  onMoveTo: (key: string, index: number) => void;
  onStep: (key: string, direction: MoveDirection) => void;
}) {
  const { list, drag, handleProps, rowStyle } = usePointerReorder(onMoveTo);
  const headingId = `videos-${version.id}-${group.displayCategory.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  const last = group.modules.length - 1;
  return (
    <section aria-labelledby={headingId}>
      <h5 id={headingId} className="border-b border-slate-200 pb-1 font-semibold text-slate-900">
        {displayCategoryTitle(group.displayCategory)}
      </h5>
      <ul ref={list} className="divide-y divide-slate-100">
        {group.modules.map((video, index) =>
          video.source === 'custom' ? (
            <OwnVideoRow
              key={moduleKey(video)}
              video={video}
              module={library?.modules.find((m) => m.id === video.moduleId)}
              version={version}
              versions={versions}
              library={library}
              onToggle={(visible) => onToggle(video, visible)}
              onMove={(direction) => onStep(moduleKey(video), direction)}
              canMove={{ up: index > 0, down: index < last }}
              handleProps={handleProps(moduleKey(video), index)}
              style={rowStyle(index)}
              dragging={drag?.from === index}
            />
          ) : (
            <VideoRow
              key={moduleKey(video)}
              video={video}
              onToggle={(visible) => onToggle(video, visible)}
              style={rowStyle(index)}
            />
          ),
        )}
      </ul>
    </section>
  );
}
