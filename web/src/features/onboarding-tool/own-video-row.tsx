import { useId, type CSSProperties } from 'react';
import {
  moduleKey,
  lengthTextEnglish,
  type AgencyModule,
  type AgencyModuleLibrary,
  type OnboardingVersion,
  type VersionVideo,
} from '@retainly/domain';
import { OwnVideoActions } from './own-video-actions';
import { OwnVideoStatus } from './own-video-status';
import { Switch } from '@/components/ui/switch';
import type { usePointerReorder } from './use-pointer-reorder';

export type MoveDirection = 'up' | 'down';

const ARROWS: Record<MoveDirection, string> = {
  up: 'M12 19V5m-6 6l6-6 6 6',
  down: 'M12 5v14m6-6l-6 6-6-6',
};
const GRIP = 'M9 5h.01M15 5h.01M9 12h.01M15 12h.01M9 19h.01M15 19h.01';

function MoveButton({
  direction,
  title,
  enabled,
  moduleKey,
  onMove,
}: {
  direction: MoveDirection;
  title: string;
  enabled: boolean;
  moduleKey: string;
  onMove: () => void;
}) {
  return (
    <button
      type="button"
      // The editor finds it by this to give it focus back after the move re-ordered the rows.
      data-move={`${moduleKey} ${direction}`}
      aria-label={`Move ${title} ${direction}`}
      // Stays focusable at the list's edge, so focus is not lost after the last move.
      aria-disabled={!enabled || undefined}
      onClick={() => enabled && onMove()}
      className="flex h-10 w-10 items-center justify-center rounded-lg border border-slate-300 text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand aria-disabled:cursor-not-allowed aria-disabled:text-slate-300 aria-disabled:hover:bg-transparent"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-4 w-4"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={ARROWS[direction]} />
      </svg>
    </button>
  );
}

/**
 * One of the agency's own videos in a version: marked 'Your video', with a drag handle and
 * Move up / Move down buttons (the keyboard's way), its switch, its video's status and actions.
 */
export function OwnVideoRow({
  video,
  module,
  version,
  versions,
  library,
  onToggle,
  onMove,
  canMove,
  handleProps,
  style,
  dragging,
}: {
  video: VersionVideo;
  /** The module from the library; undefined until the library has loaded. */
  module: AgencyModule | undefined;
  version: OnboardingVersion;
  versions: OnboardingVersion[];
  library: AgencyModuleLibrary | undefined;
  onToggle: (visible: boolean) => void;
  onMove: (direction: MoveDirection) => void;
  canMove: Record<MoveDirection, boolean>;
  handleProps: ReturnType<ReturnType<typeof usePointerReorder>['handleProps']>;
  style?: CSSProperties;
  dragging: boolean;
}) {
  const id = useId();
  const key = moduleKey(video);
  const remainingBytes = library ? library.quota.allowanceBytes - library.quota.usedBytes : null;

  return (
    <li
      data-reorder-row
      style={style}
      className={`flex flex-col gap-2 bg-white py-3 ${dragging ? 'rounded-lg shadow-lg ring-1 ring-slate-200' : ''}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 gap-2">
          <span
            aria-hidden="true"
            title="Drag to reorder"
            {...handleProps}
            className={`-ml-1 mt-0.5 flex h-9 w-7 shrink-0 items-center justify-center rounded text-slate-500 hover:bg-slate-100 ${dragging ? 'cursor-grabbing' : 'cursor-grab'}`}
          >
            <svg
              viewBox="0 0 24 24"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth={3}
              strokeLinecap="round"
            >
              <path d={GRIP} />
            </svg>
          </span>
          <div className="flex min-w-0 flex-col gap-1">
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span id={`${id}-title`} className="font-medium text-slate-900">
                {video.title}
              </span>
              <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900">
                Your video
              </span>
            </p>
            {video.description && <p className="text-sm text-slate-600">{video.description}</p>}
            {video.durationSeconds !== null && (
              <p className="text-xs text-slate-600">{lengthTextEnglish(video.durationSeconds)}</p>
            )}
          </div>
        </div>
        <Switch checked={video.isVisible} onChange={onToggle} labelledBy={`${id}-title`} />
      </div>
      <div className="flex min-w-0 flex-col gap-2 sm:pl-8">
        {module && <OwnVideoStatus module={module} remainingBytes={remainingBytes} />}
        <div className="flex flex-wrap items-center gap-2">
          {(['up', 'down'] as const).map((direction) => (
            <MoveButton
              key={direction}
              direction={direction}
              title={video.title}
              enabled={canMove[direction]}
              moduleKey={key}
              onMove={() => onMove(direction)}
            />
          ))}
          {module && library && (
            <OwnVideoActions
              module={module}
              version={version}
              versions={versions}
              library={library}
            />
          )}
        </div>
      </div>
    </li>
  );
}
