import { z } from 'zod';
import { parseDurationList } from './duration';

const url = (protocols: string[], expected: string) =>
  z
    .string()
    .trim()
    .refine((value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, expected);

const port = z.coerce
  .number({ message: 'must be a port number' })
  .int('must be a port number')
  .min(1, 'must be a port number')
  .max(65_535, 'must be a port number');

const positiveMs = z.coerce
  .number({ message: 'must be a number of milliseconds' })
  .int('must be a whole number of milliseconds')
  .positive('must be a positive number of milliseconds');

const optional = (schema: z.ZodType<string>) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** Every environment variable Retainly reads; README.md documents each one. */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: port.default(3000),
    APP_URL: url(['http:', 'https:'], 'must be an http(s) URL').default('http://localhost:3000'),
    DATABASE_URL: url(['postgres:', 'postgresql:'], 'must be a postgres:// URL').default(
      'postgres://postgres@127.0.0.1:5432/retainly',
    ),
    REDIS_URL: url(['redis:', 'rediss:'], 'must be a redis:// URL').default(
      'redis://127.0.0.1:6379',
    ),
    /** Hops of reverse proxies whose X-Forwarded-For is believed (0 = none): rate limits key on the client IP. */
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    QUEUE_PREFIX: z
      .string()
      .regex(/^[a-z0-9_-]+$/i, 'must be letters, digits, - or _')
      .default('retainly'),
    MARKETING_WEBHOOK_URL: optional(url(['http:', 'https:'], 'must be an http(s) URL')),
    MARKETING_WEBHOOK_SECRET: optional(
      z
        .string()
        .regex(/^whsec_[A-Za-z0-9+/=]{24,}$/, 'must be a whsec_ secret (base64, 24+ chars)'),
    ),
    /** Verifies POST /api/webhooks/billing (Standard Webhooks); unset = that endpoint is 404. */
    BILLING_WEBHOOK_SECRET: optional(
      z
        .string()
        .regex(/^whsec_[A-Za-z0-9+/=]{24,}$/, 'must be a whsec_ secret (base64, 24+ chars)'),
    ),
    WEBHOOK_RETRY_SCHEDULE: z
      .string()
      .default('5s,5m,30m,2h,5h,10h,10h')
      .transform((value, ctx) => {
        const schedule = parseDurationList(value);
        if (!schedule) {
          ctx.addIssue({ code: 'custom', message: 'must be durations like 5s,5m,2h' });
          return z.NEVER;
        }
        return schedule;
      }),
    WEBHOOK_TIMEOUT_MS: positiveMs.default(15_000),
    WEBHOOK_CONCURRENCY: z.coerce.number().int().min(1).max(500).default(100),
    /**
     * PostgreSQL connections each process may hold. All processes together must stay under the
     * server's max_connections (100 by default) with room for migrations and psql.
     */
    API_DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    WORKER_DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
    JOB_LOCK_MS: positiveMs.default(30_000),
    OUTBOX_POLL_MS: positiveMs.default(1_000),
    TRIAL_RECONCILE_MS: positiveMs.default(60_000),
    /** How long a stopping worker lets active jobs finish before it closes regardless. */
    SHUTDOWN_GRACE_MS: positiveMs.default(10_000),
    /** How often a worker looks for published events whose jobs Redis has lost. */
    LOST_JOB_RECONCILE_MS: positiveMs.default(60_000),
    /** How old an unfinished publication must be before a missing job counts as lost. */
    LOST_JOB_GRACE_MS: positiveMs.default(120_000),
    OPERATOR_USER: optional(z.string().min(1)),
    OPERATOR_PASSWORD: optional(z.string().min(12, 'must be at least 12 characters')),
    WORKER_HEALTH_PORT: port.default(3001),
    SMTP_URL: optional(url(['smtp:', 'smtps:'], 'must be an smtp:// or smtps:// URL')),
    GOOGLE_CLIENT_ID: optional(z.string().min(1)),
    GOOGLE_CLIENT_SECRET: optional(z.string().min(1)),
    GOOGLE_AUTH_URL: url(['http:', 'https:'], 'must be an http(s) URL').default(
      'https://accounts.google.com/o/oauth2/v2/auth',
    ),
    GOOGLE_TOKEN_URL: url(['http:', 'https:'], 'must be an http(s) URL').default(
      'https://oauth2.googleapis.com/token',
    ),
    GOOGLE_USERINFO_URL: url(['http:', 'https:'], 'must be an http(s) URL').default(
      'https://openidconnect.googleapis.com/v1/userinfo',
    ),
    /** Without a key, offers come from the offline writer (labelled as such in the app). */
    OPENAI_API_KEY: optional(z.string().min(1)),
    OPENAI_BASE_URL: url(['http:', 'https:'], 'must be an http(s) URL').default(
      'https://api.openai.com/v1',
    ),
    OPENAI_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
    OPENAI_TIMEOUT_MS: positiveMs.default(30_000),
    /** Tries per generation (the first included) on 429, 5xx, timeouts and unusable answers. */
    AI_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(3),
    AI_RETRY_DELAY_MS: positiveMs.default(1_000),
    AI_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(10),
    MAIL_FROM: z.string().min(3).default('Retainly <no-reply@retainly.app>'),
    /** Where the public pages send people who need a human (fallback cards, footer). */
    SUPPORT_EMAIL: z.email('must be an e-mail address').default('support@retainly.app'),
    /** A JSON file of payment, booking, embed and video addresses and the webinar schedule. */
    SITE_CONFIG_FILE: optional(z.string()),
    /** Where the local storage driver keeps uploads and renditions (created at start). */
    MEDIA_DIR: z.string().trim().min(1).default('data/media'),
    /** External players (docs/progress.md): only their frames' postMessages report playback. */
    YOUTUBE_EMBED_ORIGIN: url(['http:', 'https:'], 'must be an http(s) origin').default(
      'https://www.youtube-nocookie.com',
    ),
    VIMEO_EMBED_ORIGIN: url(['http:', 'https:'], 'must be an http(s) origin').default(
      'https://player.vimeo.com',
    ),
    YOUTUBE_THUMBNAIL_ORIGIN: url(['http:', 'https:'], 'must be an http(s) origin').default(
      'https://i.ytimg.com',
    ),
    VIMEO_OEMBED_URL: url(['http:', 'https:'], 'must be an http(s) URL').default(
      'https://vimeo.com/api/oembed.json',
    ),
    /** Set to use S3-compatible object storage (AWS S3, R2, MinIO, Backblaze) instead of MEDIA_DIR. */
    S3_BUCKET: optional(z.string().trim().min(3)),
    /** The S3 API address; unset means AWS itself. */
    S3_ENDPOINT: optional(url(['http:', 'https:'], 'must be an http(s) URL')),
    /** The address browsers reach the store at, when it differs from S3_ENDPOINT (docker: http://localhost:9000). */
    S3_PUBLIC_ENDPOINT: optional(url(['http:', 'https:'], 'must be an http(s) URL')),
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: optional(z.string().min(1)),
    S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
    /** Path-style addressing (bucket in the path), which MinIO and most local servers need. */
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    /** How long a playback URL stays valid (S3 presigned GETs and the api's signed /media URLs). */
    MEDIA_URL_TTL_SECONDS: z.coerce.number().int().min(60).max(604_800).default(3_600),
    /**
     * Signs the api's /media URLs (HMAC-SHA256). Unset: derived from S3_SECRET_ACCESS_KEY with
     * S3, random per process otherwise (required in production with the local store).
     */
    MEDIA_URL_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
    /** What each agency's own uploaded videos may take in total, in GiB. */
    AGENCY_MEDIA_QUOTA_GB: z.coerce
      .number({ message: 'must be a number of GB' })
      .positive('must be a positive number of GB')
      .max(1_000_000, 'must be a number of GB')
      .default(5),
    /** The largest upload accepted, in megabytes. */
    MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(51_200).default(2_048),
    /** ffmpeg and ffprobe; unset = the ones on the PATH, else the binaries npm install brought. */
    FFMPEG_PATH: optional(z.string().min(1)),
    FFPROBE_PATH: optional(z.string().min(1)),
    /** Let production run npm's bundled static ffmpeg (an old build decoding untrusted uploads). */
    MEDIA_ALLOW_BUNDLED_FFMPEG: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    /** Uploads longer than this are refused (2 h). */
    MAX_VIDEO_SECONDS: z.coerce.number().int().min(1).default(7_200),
    /** Uploads taller than this many lines are refused (4K). */
    MAX_VIDEO_HEIGHT: z.coerce.number().int().min(144).default(2_160),
    /** A transcode running longer than this is stopped and the attempt fails. */
    MEDIA_JOB_TIMEOUT_MS: positiveMs.default(3 * 3_600_000),
    /** Transcodes one worker runs at once; each uses every core ffmpeg can get. */
    MEDIA_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
    /** Render sample videos for modules with none on first start (npm start, seed:demo). */
    SAMPLE_VIDEOS: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    /** How often one worker sweeps for stalled clients, due nudges and due weekly digests. */
    OUTCOME_SWEEP_MS: positiveMs.default(900_000),
    /** Nudge e-mails sent per minute across all workers (a BullMQ rate limit). */
    NUDGES_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(60),
    /** How long a nudge's one-click resume link works (single-use). */
    RESUME_LINK_TTL_HOURS: z.coerce.number().int().min(1).max(720).default(168),
    /** An agency endpoint failing without a success for this long is disabled (Svix: 5 days). */
    AGENCY_ENDPOINT_DISABLE_AFTER_MS: positiveMs.default(5 * 86_400_000),
    /** Per-attempt timeout of a delivery to an agency's endpoint (shorter than our own hooks'). */
    AGENCY_WEBHOOK_TIMEOUT_MS: positiveMs.default(10_000),
    /**
     * Let agency endpoints resolve to private, loopback or link-local addresses. Only for tests
     * and local receivers: in production it would let an agency reach our own network (SSRF).
     */
    AGENCY_WEBHOOK_ALLOW_PRIVATE: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    /**
     * How long an api process may answer from memory for a session it read from PostgreSQL
     * (0 = never; every signed-in request reads PostgreSQL). Revocations and account changes
     * reach every process at once through LISTEN/NOTIFY; this only bounds an entry's age.
     */
    SESSION_CACHE_TTL_MS: z.coerce
      .number({ message: 'must be a number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(0, 'must be 0 or more milliseconds')
      .max(300_000, 'must be at most 300000 (5 minutes)')
      .default(30_000),
    /**
     * The HighLevel Marketplace app (docs/highlevel.md). Unset = the integration is off and
     * Settings says so; set, the secret, the webhook key and the token key are required too.
     */
    HIGHLEVEL_CLIENT_ID: optional(z.string().trim().min(1)),
    HIGHLEVEL_CLIENT_SECRET: optional(z.string().min(1)),
    /** Decrypts HighLevel's user context (custom pages and custom JS); unset = no CRM sign-in. */
    HIGHLEVEL_SHARED_SECRET: optional(z.string().min(1)),
    /** HighLevel's Ed25519 webhook key (x-ghl-signature), PEM or base64 (SPKI DER or 32 raw bytes). */
    HIGHLEVEL_WEBHOOK_PUBLIC_KEY: optional(z.string().min(1)),
    HIGHLEVEL_API_URL: url(['http:', 'https:'], 'must be an http(s) URL').default(
      'https://services.leadconnectorhq.com',
    ),
    /** Where agencies authorize the app (the choose-location page). */
    HIGHLEVEL_MARKETPLACE_URL: url(['http:', 'https:'], 'must be an http(s) URL').default(
      'https://marketplace.gohighlevel.com',
    ),
    /**
     * Where HighLevel's CRM runs, space- or comma-separated origins: they may frame the portal
     * of an agency that connected HighLevel (its Training menu link opens in the CRM's frame).
     * The agency's own CRM domains (help button settings) are added to these per agency.
     */
    HIGHLEVEL_CRM_ORIGINS: z
      .string()
      .default('https://app.gohighlevel.com https://app.leadconnectorhq.com')
      .transform((value, ctx) => {
        const origins = value.split(/[\s,]+/).filter(Boolean);
        for (const origin of origins) {
          if (!/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i.test(origin)) {
            ctx.addIssue({
              code: 'custom',
              message: `${origin} is not an origin (scheme://host[:port])`,
            });
            return z.NEVER;
          }
        }
        return origins;
      }),
    /**
     * Write-back into the agency's own HighLevel: a change waits this long before its write, so
     * a burst of changes (a video watched, a module completed) becomes one write.
     */
    HIGHLEVEL_WRITE_BACK_DELAY_MS: positiveMs.default(5_000),
    /** How often each worker looks for write-backs that are due. */
    HIGHLEVEL_WRITE_BACK_PASS_MS: positiveMs.default(10_000),
    /** AES-256-GCM key for HighLevel tokens at rest: 32 bytes, base64 or hex. */
    HIGHLEVEL_TOKEN_KEY: optional(
      z
        .string()
        .trim()
        .refine(
          (value) => /^[0-9a-f]{64}$/i.test(value) || Buffer.from(value, 'base64').length === 32,
          'must be 32 bytes, as 64 hex digits or base64',
        ),
    ),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
  })
  .superRefine((env, ctx) => {
    if (env.MARKETING_WEBHOOK_URL && !env.MARKETING_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['MARKETING_WEBHOOK_SECRET'],
        message: 'is required when MARKETING_WEBHOOK_URL is set',
      });
    }
    if (env.NODE_ENV === 'production' && (!env.OPERATOR_USER || !env.OPERATOR_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.OPERATOR_USER ? 'OPERATOR_PASSWORD' : 'OPERATOR_USER'],
        message: 'is required in production (it guards /admin/queues)',
      });
    }
    if (env.S3_BUCKET && !(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'is required when S3_BUCKET is set',
      });
    }
    if (env.NODE_ENV === 'production' && env.AGENCY_WEBHOOK_ALLOW_PRIVATE) {
      ctx.addIssue({
        code: 'custom',
        path: ['AGENCY_WEBHOOK_ALLOW_PRIVATE'],
        message: 'must be false in production (agencies could reach private addresses)',
      });
    }
    if (env.NODE_ENV === 'production' && !env.SMTP_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message: 'is required in production (sign-up and password e-mails)',
      });
    }
    if (env.NODE_ENV === 'production' && !env.S3_BUCKET && !env.MEDIA_URL_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['MEDIA_URL_SECRET'],
        message: 'is required in production with the local media store (it signs /media URLs)',
      });
    }
    if (env.HIGHLEVEL_CLIENT_ID) {
      for (const name of [
        'HIGHLEVEL_CLIENT_SECRET',
        'HIGHLEVEL_WEBHOOK_PUBLIC_KEY',
        'HIGHLEVEL_TOKEN_KEY',
      ] as const) {
        if (!env[name]) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'is required when HIGHLEVEL_CLIENT_ID is set',
          });
        }
      }
    }
  });

export type AppConfig = z.infer<typeof configSchema>;
