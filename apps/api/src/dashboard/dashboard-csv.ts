import { moduleStatusList, moduleStatusOf, type ModuleRecord } from '@retainly/domain';
import { csvDocument } from '../http/csv';
import { toRow, type ScoredRecord } from './dashboard-rows';

/**
 * The CSV's columns: the list's facts, then the watch facts of issue #17 (appended, so a sheet
 * built on the older columns still lines up):
 * - completed: completed visible modules, self-reported ones included; self_reported: of those,
 *   the ones the client only marked as done (watching could not be measured);
 * - minutes_watched: verified watch time over every module played, one decimal;
 * - last_watched_at: the last heartbeat (ISO), empty if the client never played a module;
 * - modules: every visible module of the client's version in the agency's order, as
 *   'Title: Completed; Title 2: Watching 40%; Title 3: Self-reported; Title 4: Not started';
 * - status and health (issue #18): not_started, in_progress, stalled or completed; 0 to 100;
 * - identity (issue #32): 'verified' once the client proved their address by an e-mailed code
 *   or link, else 'unverified' (anyone who knew the name or address could have watched).
 */
const HEADER = [
  'name',
  'email',
  'version',
  'version_id',
  'completed',
  'visible',
  'completion_percent',
  'last_login_at',
  'minutes_watched',
  'self_reported',
  'last_watched_at',
  'modules',
  'status',
  'health',
  'identity',
];

export interface VersionModule {
  version_id: string;
  category_id: string;
  module_id: string;
  title: string;
}

/** A completion row (progress columns null) or a progress row (self_reported null). */
export interface ModuleRecordLine {
  client_id: string;
  category_id: string;
  module_id: string;
  self_reported: boolean | null;
  watched_seconds: number | null;
  duration_seconds: number | null;
  beat_at: Date | null;
}

const key = (clientId: string, categoryId: string, moduleId: string) =>
  `${clientId}\n${categoryId}\n${moduleId}`;

const NOT_STARTED: ModuleRecord = { selfReported: null, watchedSeconds: 0, durationSeconds: null };

interface Watched {
  seconds: number;
  lastBeat: Date | null;
}

/** Completion and progress lines merged per client and module, and watch time per client. */
function mergeLines(lines: readonly ModuleRecordLine[]) {
  const records = new Map<string, ModuleRecord>();
  const watched = new Map<string, Watched>();
  for (const line of lines) {
    const at = key(line.client_id, line.category_id, line.module_id);
    const record = records.get(at) ?? { ...NOT_STARTED };
    records.set(at, record);
    if (line.self_reported !== null) record.selfReported = line.self_reported;
    if (line.duration_seconds === null) continue;
    record.watchedSeconds = line.watched_seconds ?? 0;
    record.durationSeconds = line.duration_seconds;
    const client = watched.get(line.client_id) ?? { seconds: 0, lastBeat: null };
    watched.set(line.client_id, client);
    client.seconds += record.watchedSeconds;
    if (line.beat_at && (!client.lastBeat || line.beat_at > client.lastBeat))
      client.lastBeat = line.beat_at;
  }
  return { records, watched };
}

function byVersion(modules: readonly VersionModule[]): Map<string, VersionModule[]> {
  const grouped = new Map<string, VersionModule[]>();
  for (const module of modules) {
    const list = grouped.get(module.version_id);
    if (list) list.push(module);
    else grouped.set(module.version_id, [module]);
  }
  return grouped;
}

/**
 * Every matching client with its watch facts and module statuses, all derived here from one
 * load of their completion and progress rows (rather than a per-client join for thousands).
 */
export function dashboardCsv(
  clients: readonly ScoredRecord[],
  modules: readonly VersionModule[],
  lines: readonly ModuleRecordLine[],
): string {
  const { records, watched } = mergeLines(lines);
  const modulesOf = byVersion(modules);
  return csvDocument(
    HEADER,
    clients.map((client) => {
      const statuses = (modulesOf.get(client.version_id) ?? []).map((module) => ({
        title: module.title,
        ...moduleStatusOf(
          records.get(key(client.id, module.category_id, module.module_id)) ?? NOT_STARTED,
        ),
      }));
      const watch = watched.get(client.id);
      const row = toRow({
        ...client,
        watched_seconds: watch?.seconds ?? 0,
        last_watched_at: watch?.lastBeat ?? null,
        self_reported: statuses.filter(({ status }) => status === 'self_reported').length,
      });
      return [
        row.name,
        row.email,
        row.tier,
        row.versionId,
        row.completed,
        row.visible,
        row.completion,
        row.lastLoginAt,
        row.minutesWatched,
        row.selfReported,
        row.lastWatchedAt,
        moduleStatusList(statuses),
        row.status,
        row.health,
        row.identityVerified ? 'verified' : 'unverified',
      ];
    }),
  );
}
