import type { DataSource } from 'typeorm';
import type { PortalLanguage } from '@retainly/domain';

/** A queued nudge with everything its e-mail and its last checks need. */
export interface NudgeToSend {
  id: string;
  status: 'queued' | 'sending' | 'sent' | 'failed' | 'skipped';
  client_id: string;
  version_id: string;
  name: string | null;
  email: string | null;
  time_zone: string;
  episode_open: boolean;
  unsubscribed: boolean;
  nudges_enabled: boolean;
  agency_live: boolean;
  agency_name: string | null;
  agency_email: string;
  primary_color: string | null;
  nudge_subject: string | null;
  nudge_message: string | null;
  completed: number;
  modules: number;
  /** The client's language, else their version's default (issue #19). */
  language: PortalLanguage;
}

export async function loadNudgeToSend(
  db: DataSource,
  nudgeId: string,
): Promise<NudgeToSend | undefined> {
  const [row]: NudgeToSend[] = await db.query(
    `SELECT n.id, n.status, p.id AS client_id, p.version_id, p.name, p.email,
            coalesce(p.time_zone, u.time_zone, 'UTC') AS time_zone,
            s.ended_at IS NULL AS episode_open,
            p.nudges_unsubscribed_at IS NOT NULL AS unsubscribed,
            coalesce(o.nudges_enabled, true) AS nudges_enabled,
            (u.approval = 'YES' OR (u.approval = 'TRIALING' AND u.trial_ends_at > now()))
              AS agency_live,
            coalesce(nullif(u.agency_name, ''), nullif(u.full_name, '')) AS agency_name,
            u.email AS agency_email, u.primary_color, o.nudge_subject, o.nudge_message,
            p.completed_visible AS completed,
            (SELECT count(*)::int FROM version_modules vm
              WHERE vm.version_id = p.version_id AND vm.is_visible) AS modules,
            coalesce(p.language,
              (SELECT v.language FROM agency_versions v WHERE v.id = p.version_id)) AS language
     FROM client_nudges n
     JOIN client_stalls s ON s.id = n.stall_id
     JOIN portal_clients p ON p.id = n.client_id
     JOIN retainly_users u ON u.id = s.user_id
     LEFT JOIN agency_outcome_settings o ON o.user_id = s.user_id
     WHERE n.id = $1`,
    [nudgeId],
  );
  return row;
}

/** Why a queued nudge must not go out after all (checked again right before sending). */
export function skipReasonOf(nudge: NudgeToSend): string | null {
  if (!nudge.episode_open) return 'The client came back before it was sent.';
  if (!nudge.email) return 'The client gave no e-mail address.';
  if (nudge.unsubscribed) return 'The client unsubscribed from reminders.';
  if (!nudge.nudges_enabled) return 'The agency turned reminders off.';
  if (!nudge.agency_live) return "The agency's portal is not live.";
  return null;
}
