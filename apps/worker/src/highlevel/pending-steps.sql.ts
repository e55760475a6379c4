import { isWriteBackLocationSql } from '@retainly/database';

/**
 * The setup steps sub-account `l` has still to do: those a visible module carries in its own
 * version or in the version of any of its users' clients, not yet recorded done. A SELECT of
 * `s.step` rows; both the poll and the check that runs it use this one definition. In the
 * location an agency writes progress back to (or once did), the contacts are ours too, so no
 * count there decides "contacts imported" (as its ContactCreate webhooks do not).
 */
export const PENDING_STEPS_OF_LOCATION = `
  SELECT DISTINCT s.step FROM version_module_steps s
   WHERE s.is_visible
     AND s.version_id IN (
           SELECT l.version_id
           UNION SELECT p.version_id FROM highlevel_users u
             JOIN portal_clients p ON p.id = u.client_id
            WHERE u.location_id = l.location_id)
     AND NOT EXISTS (SELECT 1 FROM highlevel_setup_steps d
                      WHERE d.location_id = l.location_id AND d.step = s.step)
     AND NOT (s.step = 'contacts-imported' AND ${isWriteBackLocationSql('l.location_id')})`;
