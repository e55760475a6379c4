import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { TIMELINE_LIMIT, VISIT_GAP_MINUTES, type TimelineFacts } from '@retainly/domain';

export interface TimelineRow extends TimelineFacts {
  at: Date;
}

// A module's title: from the client's version, else the kept custom module or the catalogue
// (a module since removed from the version still has its history).
const TITLE = (alias: string) => `(
  SELECT coalesce(vm.title, am.title, vc.title) FROM (SELECT 1) one
    LEFT JOIN version_modules vm ON vm.version_id = c.version_id
     AND vm.category_id = ${alias}.category_id AND vm.module_id = ${alias}.module_id
    LEFT JOIN agency_modules am
      ON am.id = CASE WHEN ${alias}.category_id = 'custom' THEN ${alias}.module_id::uuid END
    LEFT JOIN video_catalogue vc
      ON vc.category_id = ${alias}.category_id AND vc.module_id = ${alias}.module_id)`;

const VISIT_GAP = `interval '${VISIT_GAP_MINUTES} minutes'`;

/**
 * One client's history, newest first, in one UNION: sign-ins (the first, then one per visit: a
 * device token with no sign-in in the VISIT_GAP before it), modules started and completed, the
 * whole onboarding completed, stall episodes opened and resumed, reminder e-mails, events
 * delivered to the agency's own endpoints, help used inside the CRM, and the setup steps of
 * the client's modules done in their HighLevel sub-account. $1 client, $2 the
 * agency (another agency's client has no rows), $3 the limit.
 */
const CLIENT_TIMELINE = `
  WITH c AS (
    SELECT p.id, p.version_id, p.created_at, p.onboarding_completed_at
      FROM portal_clients p
      JOIN agency_versions v ON v.id = p.version_id AND v.user_id = $2
     WHERE p.id = $1
  )
  SELECT at, kind, subject, detail, count FROM (
    SELECT c.created_at AS at, 'signed_in' AS kind, 'first' AS subject, NULL::text AS detail,
           NULL::int AS count
      FROM c
    UNION ALL
    SELECT t.created_at, 'signed_in', 'again', NULL, NULL
      FROM portal_tokens t JOIN c ON t.client_id = c.id
     WHERE t.created_at > c.created_at + ${VISIT_GAP}
       AND NOT EXISTS (
         SELECT 1 FROM portal_tokens e
          WHERE e.client_id = c.id AND e.created_at < t.created_at
            AND e.created_at >= t.created_at - ${VISIT_GAP})
    UNION ALL
    SELECT mp.started_at, 'started', ${TITLE('mp')}, NULL, NULL
      FROM module_progress mp JOIN c ON mp.client_id = c.id
    UNION ALL
    SELECT mc.completed_at, 'completed', ${TITLE('mc')},
           CASE WHEN mc.self_reported THEN 'self_reported' END, NULL
      FROM module_completions mc JOIN c ON mc.client_id = c.id
    UNION ALL
    SELECT c.onboarding_completed_at, 'onboarding_completed', NULL, NULL, NULL
      FROM c WHERE c.onboarding_completed_at IS NOT NULL
    UNION ALL
    SELECT s.stalled_at, 'stalled', s.reason, NULL, s.stall_days
      FROM client_stalls s JOIN c ON s.client_id = c.id
    UNION ALL
    SELECT s.ended_at, 'resumed', s.end_reason, NULL, NULL
      FROM client_stalls s JOIN c ON s.client_id = c.id
     WHERE s.end_reason = 'resumed'
    UNION ALL
    SELECT coalesce(n.sent_at, n.queued_at), 'nudged', n.status, coalesce(n.skip_reason, n.error),
           n.number
      FROM client_nudges n JOIN c ON n.client_id = c.id
     WHERE n.status <> 'queued'
    UNION ALL
    SELECT coalesce(m.finished_at, m.created_at), 'delivered', m.event_type, m.status, NULL
      FROM agency_webhook_messages m JOIN c ON m.client_id = c.id
     WHERE m.user_id = $2
    UNION ALL
    SELECT h.created_at, 'help_' || h.kind,
           CASE h.kind WHEN 'opened' THEN h.route WHEN 'searched' THEN h.query
                       ELSE ${TITLE('h')} END,
           CASE WHEN h.kind <> 'opened' THEN h.route END, NULL
      FROM help_events h JOIN c ON h.client_id = c.id
    UNION ALL
    SELECT min(d.done_at), 'step_done', d.step, NULL, NULL
      FROM highlevel_setup_steps d
      JOIN highlevel_users u ON u.location_id = d.location_id
      JOIN c ON u.client_id = c.id
     WHERE EXISTS (SELECT 1 FROM version_module_steps s
                    WHERE s.version_id = c.version_id AND s.is_visible AND s.step = d.step)
     GROUP BY d.step
  ) entries
  ORDER BY at DESC, kind
  LIMIT $3`;

/** The client timeline of the activity dashboard's detail. */
@Injectable()
export class ClientTimelineRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  forClient(userId: string, clientId: string, limit = TIMELINE_LIMIT): Promise<TimelineRow[]> {
    return this.db.query(CLIENT_TIMELINE, [clientId, userId, limit]);
  }
}
