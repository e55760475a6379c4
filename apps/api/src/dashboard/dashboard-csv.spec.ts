import { dashboardCsv, type ModuleRecordLine, type VersionModule } from './dashboard-csv';
import type { ScoredRecord } from './dashboard-rows';

const client = (id: string, versionId: string, identityVerified = false): ScoredRecord => ({
  id,
  name: `Client ${id}`,
  email: null,
  version_id: versionId,
  tier: 'basic',
  last_login_at: new Date('2026-01-02T00:00:00Z'),
  completed: '2',
  visible: '3',
  completion: '67',
  status: 'in_progress',
  health: 55,
  nudges_sent: 0,
  identity_verified: identityVerified,
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
    beat_at: null,
  }) satisfies ModuleRecordLine;

const progress = (clientId: string, moduleId: string, watched: number, beatAt: string) =>
  ({
    client_id: clientId,
    category_id: 'cat',
    module_id: moduleId,
    self_reported: null,
    watched_seconds: watched,
    duration_seconds: 100,
    beat_at: new Date(beatAt),
  }) satisfies ModuleRecordLine;

describe('dashboard CSV', () => {
  const modules = [
    versionModule('V1', 'a', 'Intro'),
    versionModule('V1', 'b', 'Setup'),
    versionModule('V1', 'c', 'Call'),
    versionModule('V2', 'a', 'Intro'),
  ];

  it("merges completion and progress rows into each module's status and the watch facts", () => {
    const lines = [
      progress('1', 'a', 100, '2026-01-01T10:00:00Z'),
      completion('1', 'a', false), // after its progress row: the order of lines does not matter
      progress('1', 'b', 40, '2026-01-01T11:00:00Z'),
      completion('1', 'c', true),
      // A module the version no longer lists: its minutes count, its status is not listed.
      progress('1', 'gone', 50, '2026-01-01T09:00:00Z'),
      progress('2', 'a', 10, '2026-01-01T12:00:00Z'), // client 2, another version
    ];
    const [header, first, second] = dashboardCsv(
      [client('1', 'V1'), client('2', 'V2', true)],
      modules,
      lines,
    ).split('\r\n');
    // Appended after the older columns, so a sheet built on those still lines up.
    expect(header).toMatch(
      /,minutes_watched,self_reported,last_watched_at,modules,status,health,identity$/,
    );
    expect(first).toBe(
      '"Client 1","","basic","V1","2","3","67","2026-01-02T00:00:00.000Z",' +
        '"3.2","1","2026-01-01T11:00:00.000Z",' +
        '"Intro: Completed; Setup: Watching 40%; Call: Self-reported","in_progress","55","unverified"',
    );
    expect(second).toContain(
      '"0.2","0","2026-01-01T12:00:00.000Z","Intro: Watching 10%","in_progress","55","verified"',
    );
  });

  it('says not started and leaves last watched empty for a client with no rows', () => {
    const [, line] = dashboardCsv([client('1', 'V2')], modules, []).split('\r\n');
    expect(line.endsWith('"0","0","","Intro: Not started","in_progress","55","unverified"')).toBe(
      true,
    );
  });
});
