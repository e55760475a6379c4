import type { MigrationInterface, QueryRunner } from 'typeorm';
import { MODULE_KEY } from './sql/columns';

/**
 * The 22 videos this migration seeds, frozen as libs/domain's VIDEO_CATALOGUE was when it was
 * written (category, module, title, description, minutes), in viewing order. A copy, not an
 * import: a later edit to the live catalogue must not change what this migration does.
 */
const SEEDED_VIDEOS: readonly (readonly [string, string, string, string, number])[] = [
  [
    'foundational-setup',
    'account-tour',
    'Take a Tour of Your Account',
    'Find your way around your dashboard and the main menu. You will know where everything lives before you start setting things up.',
    6,
  ],
  [
    'foundational-setup',
    'business-profile',
    'Complete Your Business Profile',
    'Add your business name, address, logo and time zone so every message and booking shows the right details.',
    4,
  ],
  [
    'foundational-setup',
    'connect-phone-number',
    'Connect Your Phone Number',
    'Set up a business phone number so you can call and text customers from the platform. Calls and messages will land in one place.',
    7,
  ],
  [
    'foundational-setup',
    'email-sending-domain',
    'Set Up Your Email Sending Domain',
    'Connect your own domain for sending email so your messages reach the inbox instead of the spam folder.',
    9,
  ],
  [
    'foundational-setup',
    'calendar-setup',
    'Set Up Your Booking Calendar',
    'Create a calendar with your availability and share a booking link. Customers can then book appointments without the back-and-forth.',
    8,
  ],
  [
    'foundational-setup',
    'import-contacts',
    'Import Your Contacts',
    'Bring your existing customer list in from a spreadsheet and tag it so you can reach the right people later.',
    5,
  ],
  [
    'foundational-setup',
    'mobile-app',
    'Use the Mobile App',
    'Install the mobile app and sign in so you can reply to customers, check your calendar and get notifications on the go.',
    4,
  ],
  [
    'foundational-setup',
    'team-members',
    'Add Your Team Members',
    'Invite your staff to your account and choose what each person can see and do.',
    5,
  ],
  [
    'marketing-lead-generation',
    'forms-surveys',
    'Capture Leads with Forms and Surveys',
    'Build a form or survey, put it on your website and have every new lead saved to your contacts automatically.',
    8,
  ],
  [
    'marketing-lead-generation',
    'email-campaigns',
    'Send Your First Email Campaign',
    'Design an email, choose who receives it and send or schedule it. You will also see how to check opens and clicks.',
    10,
  ],
  [
    'marketing-lead-generation',
    'social-planner',
    'Schedule Posts with the Social Planner',
    'Connect your social media pages and plan your posts ahead of time from one calendar.',
    7,
  ],
  [
    'sales-conversation',
    'conversations-inbox',
    'Reply to Customers from One Inbox',
    'Answer texts, emails and social messages from a single inbox so no enquiry slips through the cracks.',
    6,
  ],
  [
    'sales-conversation',
    'pipelines-opportunities',
    'Track Deals in Your Pipeline',
    'Set up the stages of your sales process and move each opportunity along as it progresses. You will see at a glance what is about to close.',
    9,
  ],
  [
    'sales-conversation',
    'reviews-reputation',
    'Get More Five-Star Reviews',
    'Send review requests to happy customers and respond to new reviews from your dashboard.',
    6,
  ],
  [
    'website-content',
    'website-builder',
    'Build Your Website',
    'Start from a template, add your own text and images and publish your website on your domain.',
    12,
  ],
  [
    'website-content',
    'funnels',
    'Create a Sales Funnel',
    'Build a short series of pages that turns visitors into leads or buyers, and see how many people move through each step.',
    11,
  ],
  [
    'website-content',
    'blog-content',
    'Publish Blog Posts',
    'Write, format and publish blog posts that help customers find your business through search.',
    6,
  ],
  [
    'commerce',
    'payments-setup',
    'Connect Your Payment Processor',
    'Link your payment account so you can accept card payments from customers. Money goes straight to your business bank account.',
    5,
  ],
  [
    'commerce',
    'products-prices',
    'Add Your Products and Prices',
    'Create the products and services you sell with one-off or recurring prices, ready to use in invoices and order forms.',
    6,
  ],
  [
    'commerce',
    'invoices-estimates',
    'Send Invoices and Estimates',
    'Send a professional estimate or invoice that customers can pay online, and see which ones are still outstanding.',
    7,
  ],
  [
    'commerce',
    'order-forms',
    'Sell Online with Order Forms',
    'Add an order form to a page so customers can buy from you at any time, with optional add-on offers at checkout.',
    8,
  ],
  [
    'commerce',
    'memberships-courses',
    'Create a Membership or Online Course',
    'Put your lessons or members-only content behind a login and give access to customers when they pay.',
    10,
  ],
];

/**
 * How the tables keyed by a catalogue module point at it (agency_video_settings,
 * module_completions). 1795600000000-verified-progress drops module_completions' and its down
 * restores it from here.
 */
export const CATALOGUE_MODULE_REFERENCE =
  'FOREIGN KEY (category_id, module_id) REFERENCES video_catalogue (category_id, module_id)';

/**
 * The core loop's storage: the video catalogue (seeded here; operators fill in video_url), each
 * agency's onboarding versions (the portal ids), per-version video visibility, the portal's
 * clients and their module completions. A later change to the catalogue needs a migration of
 * its own: this one seeds the 22 videos as they were when it was written.
 */
export class OnboardingVersions1764200000000 implements MigrationInterface {
  name = 'OnboardingVersions1764200000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE video_catalogue (
        ${MODULE_KEY},
        position smallint NOT NULL,
        title text NOT NULL,
        description text NOT NULL,
        minutes smallint NOT NULL,
        video_url text CHECK (video_url ~ '^https?://'),
        PRIMARY KEY (category_id, module_id)
      )`);
    for (const [position, video] of SEEDED_VIDEOS.entries()) {
      const [category, module, title, description, minutes] = video;
      await db.query(
        `INSERT INTO video_catalogue (category_id, module_id, position, title, description, minutes)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [category, module, position, title, description, minutes],
      );
    }
    await db.query(`
      CREATE TABLE agency_versions (
        id text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9]{12}$'),
        user_id uuid NOT NULL REFERENCES retainly_users (id) ON DELETE CASCADE,
        tier text NOT NULL CHECK (tier IN ('basic', 'advanced', 'elite')),
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, tier)
      )`);
    await db.query(`
      CREATE TABLE agency_video_settings (
        version_id text NOT NULL REFERENCES agency_versions (id) ON DELETE CASCADE,
        ${MODULE_KEY},
        is_visible boolean NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (version_id, category_id, module_id),
        ${CATALOGUE_MODULE_REFERENCE}
      )`);
    // The spec's user_progress: one row per client of a version.
    await db.query(`
      CREATE TABLE portal_clients (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        version_id text NOT NULL REFERENCES agency_versions (id) ON DELETE CASCADE,
        name text CHECK (length(name) <= 120),
        email text CHECK (length(email) <= 254),
        identity text NOT NULL,
        -- SHA-256 of the token the portal hands the client when they give their name or e-mail.
        token_hash bytea UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_login_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (version_id, identity)
      )`);
    await db.query(
      `CREATE INDEX portal_clients_version_login ON portal_clients (version_id, last_login_at DESC)`,
    );
    await db.query(`
      CREATE TABLE module_completions (
        client_id uuid NOT NULL REFERENCES portal_clients (id) ON DELETE CASCADE,
        ${MODULE_KEY},
        completed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (client_id, category_id, module_id),
        ${CATALOGUE_MODULE_REFERENCE}
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of [
      'module_completions',
      'portal_clients',
      'agency_video_settings',
      'agency_versions',
      'video_catalogue',
    ]) {
      await db.query(`DROP TABLE ${table}`);
    }
  }
}
