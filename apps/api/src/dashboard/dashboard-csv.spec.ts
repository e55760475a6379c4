import type { DashboardRow } from '@retainly/domain';
import { dashboardCsv, type ModuleRecordLine, type VersionModule } from './dashboard-csv';

const row = (id: string, versionId: string): DashboardRow => ({
  id,
  name: `Client ${id}`,
  email: null,
  versionId,
  tier: 'basic',
  completed: 1,
  selfReported: 1,
  visible: 3,
  completion: 33,
  lastLoginAt: '2026-01-02T00:00:00.000Z',
  minutesWatched: 1.5,
  lastWatchedAt: null,
});

const versionModule = (versionId: string, moduleId: string, title: string): VersionModule => ({
  version_id: versionId,
  category_id: 'cat',
  module_id: moduleId,
  title,
});

const completion = (clientId: string, moduleId: string, selfReported: boolean) =>
  ({
    client_id: clientId,
    category_id: 'cat',
    module_id: moduleId,
    self_reported: selfReported,
    watched_seconds: null,
    duration_seconds: null,
  }) satisfies ModuleRecordLine;

const progress = (clientId: string, moduleId: string, watched: number, duration: number) =>
  ({
    client_id: clientId,
    category_id: 'cat',
    module_id: moduleId,
    self_reported: null,
    watched_seconds: watched,
    duration_seconds: duration,
  }) satisfies ModuleRecordLine;

describe('dashboard CSV', () => {
  it("merges completion and progress rows into each module's status, per version", () => {
    const modules = [
      versionModule('V1', 'a', 'Intro'),
      versionModule('V1', 'b', 'Setup'),
      versionModule('V1', 'c', 'Call'),
      versionModule('V2', 'a', 'Intro'),
    ];
    const lines = [
      progress('1', 'a', 100, 100),
      completion('1', 'a', false), // after its progress row: the order of lines does not matter
      progress('1', 'b', 40, 100),
      completion('1', 'c', true),
      progress('2', 'a', 10, 100), // client 2, another version
      progress('1', 'gone', 50, 100), // a module the version no longer lists
    ];
    const [header, first, second] = dashboardCsv(
      [row('1', 'V1'), row('2', 'V2')],
      modules,
      lines,
    ).split('\r\n');
    expect(header.split(',').slice(-4)).toEqual([
      'minutes_watched',
      'self_reported',
      'last_watched_at',
      'modules',
    ]);
    expect(first).toBe(
      '"Client 1","","basic","V1","1","3","33","2026-01-02T00:00:00.000Z","1.5","1","",' +
        '"Intro: Completed; Setup: Watching 40%; Call: Self-reported"',
    );
    expect(second.endsWith('"Intro: Watching 10%"')).toBe(true);
  });

  it('lists every module as not started for a client with no rows', () => {
    const csv = dashboardCsv([row('1', 'V1')], [versionModule('V1', 'a', 'Intro')], []);
    expect(csv).toContain('"Intro: Not started"');
  });
});
