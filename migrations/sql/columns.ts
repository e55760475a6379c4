/**
 * FROZEN HISTORY. Column definitions that several migrations spell the same way, each written
 * into the CREATE TABLE of every migration named beside it. Changing one here changes what those
 * (already applied) migrations do: add a new constant instead, and never import app code here.
 */

/**
 * A visitor's e-mail as the public forms store it (1764000000000-public-site,
 * 1795466072693-call-requests-and-webinar-rooms).
 */
export const FORM_EMAIL = `email text NOT NULL CHECK (email = lower(email) AND length(email) <= 254)`;

/** Who sent a public form: full name and e-mail (affiliates, call_requests). */
export const FORM_SENDER = `full_name text NOT NULL CHECK (length(full_name) BETWEEN 1 AND 120),
        ${FORM_EMAIL}`;

/**
 * What one HTTP delivery attempt records once it ends, the same for Retainly's own webhooks
 * (webhook_deliveries, 1763700000000-foundation) and an agency's (agency_webhook_attempts,
 * 1795700000000-onboarding-outcomes).
 */
export const ATTEMPT_RESULT = `status_code integer,
        duration_ms integer,
        error text,
        started_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz`;

/**
 * A module's key: video_catalogue's own, and that of every table about a module
 * (agency_video_settings, module_completions, module_progress, video_catalogue_translations).
 */
export const MODULE_KEY = `category_id text NOT NULL,
        module_id text NOT NULL`;
