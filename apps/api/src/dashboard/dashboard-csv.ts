import {
  moduleStatusList,
  moduleStatusOf,
  type DashboardRow,
  type ModuleRecord,
} from '@retainly/domain';
import { csvDocument } from '../web/csv';

/**
 * The CSV's columns: the list's facts, then the watch facts of issue #17 (appended, so a sheet
 * built on the older columns still lines up):
 * - completed: completed visible modules, self-reported ones included; self_reported: of those,
 *   the ones the client only marked as done (watching could not be measured);
 * - minutes_watched: verified watch time over every module played, one decimal;
 * - last_watched_at: the last heartbeat (ISO), empty if the client never played a module;
 * - modules: every visible module of the client's version in the agency's order, as
 *   'Title: Completed; Title 2: Watching 40%; Title 3: Self-reported; Title 4: Not started'.
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
];

export interface VersionModule {
  version_id: string;
  category_id: string;
  module_id: string;
  title: string;
}

/** A completion row (watched columns null) or a progress row (self_reported null). */
export interface ModuleRecordLine {
  client_id: string;
  category_id: string;
  module_id: string;
  self_reported: boolean | null;
  watched_seconds: number | null;
  duration_seconds: number | null;
}

const key = (clientId: string, categoryId: string, moduleId: string) =>
  `${clientId}\n${categoryId}\n${moduleId}`;

/** Completion and progress lines merged per client and module. */
function recordsByModule(lines: readonly ModuleRecordLine[]): Map<string, ModuleRecord> {
  const records = new Map<string, ModuleRecord>();
  for (const line of lines) {
    const at = key(line.client_id, line.category_id, line.module_id);
    const record = records.get(at) ?? {
      selfReported: null,
      watchedSeconds: 0,
      durationSeconds: null,
    };
    if (line.self_reported !== null) record.selfReported = line.self_reported;
    if (line.duration_seconds !== null) {
      record.watchedSeconds = line.watched_seconds ?? 0;
      record.durationSeconds = line.duration_seconds;
    }
    records.set(at, record);
  }
  return records;
}

const NOT_STARTED: ModuleRecord = { selfReported: null, watchedSeconds: 0, durationSeconds: null };

export function dashboardCsv(
  rows: readonly DashboardRow[],
  modules: readonly VersionModule[],
  lines: readonly ModuleRecordLine[],
): string {
  const records = recordsByModule(lines);
  const modulesOf = new Map<string, VersionModule[]>();
  for (const module of modules) {
    const list = modulesOf.get(module.version_id);
    if (list) list.push(module);
    else modulesOf.set(module.version_id, [module]);
  }
  const statuses = (row: DashboardRow) =>
    moduleStatusList(
      (modulesOf.get(row.versionId) ?? []).map((module) => ({
        title: module.title,
        ...moduleStatusOf(
          records.get(key(row.id, module.category_id, module.module_id)) ?? NOT_STARTED,
        ),
      })),
    );
  return csvDocument(
    HEADER,
    rows.map((r) => [
      r.name,
      r.email,
      r.tier,
      r.versionId,
      r.completed,
      r.visible,
      r.completion,
      r.lastLoginAt,
      r.minutesWatched,
      r.selfReported,
      r.lastWatchedAt,
      statuses(r),
    ]),
  );
}
