/**
 * The onboarding video catalogue (signed-in spec §3): 22 videos in 5 categories. The agency's
 * clients watch these on the agency's own branded link, so no title or description may name the
 * platform vendor or us; they speak of 'your account', 'the platform', 'your dashboard'.
 * Video settings and module completion are keyed by (categoryId, moduleId), so never rename
 * an id once shipped; titles and descriptions can change freely.
 */
export const VIDEO_CATEGORIES = [
  {
    id: 'foundational-setup',
    title: 'Foundational Setup',
    description:
      'Get your account ready to use, from your business details and phone number to your calendar, contacts and team.',
  },
  {
    id: 'marketing-lead-generation',
    title: 'Marketing & Lead Generation',
    description:
      'Capture new leads with forms and surveys, and keep them engaged with email campaigns and social posts.',
  },
  {
    id: 'sales-conversation',
    title: 'Sales & Conversations',
    description:
      'Reply to every customer from one inbox, track deals through to a sale and grow your online reviews.',
  },
  {
    id: 'website-content',
    title: 'Websites & Content',
    description:
      'Build your website, sales funnels and blog so customers can find you and take the next step.',
  },
  {
    id: 'commerce',
    title: 'Commerce & Payments',
    description:
      'Take payments, sell products and courses, and send invoices without leaving your account.',
  },
] as const;

export type VideoCategory = (typeof VIDEO_CATEGORIES)[number];
export type VideoCategoryId = VideoCategory['id'];

export interface CatalogueVideo {
  readonly categoryId: VideoCategoryId;
  /** Kebab-case, unique within its category. */
  readonly moduleId: string;
  readonly title: string;
  /** What the client can do after watching, in plain words. */
  readonly description: string;
  /** Approximate running time, shown so clients can plan their onboarding. */
  readonly minutes: number;
}

/** In viewing order: categories as above, then each category's videos in sequence. */
export const VIDEO_CATALOGUE = [
  // Foundational setup (8)
  {
    categoryId: 'foundational-setup',
    moduleId: 'account-tour',
    title: 'Take a Tour of Your Account',
    description:
      'Find your way around your dashboard and the main menu. You will know where everything lives before you start setting things up.',
    minutes: 6,
  },
  {
    categoryId: 'foundational-setup',
    moduleId: 'business-profile',
    title: 'Complete Your Business Profile',
    description:
      'Add your business name, address, logo and time zone so every message and booking shows the right details.',
    minutes: 4,
  },
  {
    categoryId: 'foundational-setup',
    moduleId: 'connect-phone-number',
    title: 'Connect Your Phone Number',
    description:
      'Set up a business phone number so you can call and text customers from the platform. Calls and messages will land in one place.',
    minutes: 7,
  },
  {
    categoryId: 'foundational-setup',
    moduleId: 'email-sending-domain',
    title: 'Set Up Your Email Sending Domain',
    description:
      'Connect your own domain for sending email so your messages reach the inbox instead of the spam folder.',
    minutes: 9,
  },
  {
    categoryId: 'foundational-setup',
    moduleId: 'calendar-setup',
    title: 'Set Up Your Booking Calendar',
    description:
      'Create a calendar with your availability and share a booking link. Customers can then book appointments without the back-and-forth.',
    minutes: 8,
  },
  {
    categoryId: 'foundational-setup',
    moduleId: 'import-contacts',
    title: 'Import Your Contacts',
    description:
      'Bring your existing customer list in from a spreadsheet and tag it so you can reach the right people later.',
    minutes: 5,
  },
  {
    categoryId: 'foundational-setup',
    moduleId: 'mobile-app',
    title: 'Use the Mobile App',
    description:
      'Install the mobile app and sign in so you can reply to customers, check your calendar and get notifications on the go.',
    minutes: 4,
  },
  {
    categoryId: 'foundational-setup',
    moduleId: 'team-members',
    title: 'Add Your Team Members',
    description: 'Invite your staff to your account and choose what each person can see and do.',
    minutes: 5,
  },
  // Marketing & lead generation (3)
  {
    categoryId: 'marketing-lead-generation',
    moduleId: 'forms-surveys',
    title: 'Capture Leads with Forms and Surveys',
    description:
      'Build a form or survey, put it on your website and have every new lead saved to your contacts automatically.',
    minutes: 8,
  },
  {
    categoryId: 'marketing-lead-generation',
    moduleId: 'email-campaigns',
    title: 'Send Your First Email Campaign',
    description:
      'Design an email, choose who receives it and send or schedule it. You will also see how to check opens and clicks.',
    minutes: 10,
  },
  {
    categoryId: 'marketing-lead-generation',
    moduleId: 'social-planner',
    title: 'Schedule Posts with the Social Planner',
    description:
      'Connect your social media pages and plan your posts ahead of time from one calendar.',
    minutes: 7,
  },
  // Sales & conversations (3)
  {
    categoryId: 'sales-conversation',
    moduleId: 'conversations-inbox',
    title: 'Reply to Customers from One Inbox',
    description:
      'Answer texts, emails and social messages from a single inbox so no enquiry slips through the cracks.',
    minutes: 6,
  },
  {
    categoryId: 'sales-conversation',
    moduleId: 'pipelines-opportunities',
    title: 'Track Deals in Your Pipeline',
    description:
      'Set up the stages of your sales process and move each opportunity along as it progresses. You will see at a glance what is about to close.',
    minutes: 9,
  },
  {
    categoryId: 'sales-conversation',
    moduleId: 'reviews-reputation',
    title: 'Get More Five-Star Reviews',
    description:
      'Send review requests to happy customers and respond to new reviews from your dashboard.',
    minutes: 6,
  },
  // Websites & content (3)
  {
    categoryId: 'website-content',
    moduleId: 'website-builder',
    title: 'Build Your Website',
    description:
      'Start from a template, add your own text and images and publish your website on your domain.',
    minutes: 12,
  },
  {
    categoryId: 'website-content',
    moduleId: 'funnels',
    title: 'Create a Sales Funnel',
    description:
      'Build a short series of pages that turns visitors into leads or buyers, and see how many people move through each step.',
    minutes: 11,
  },
  {
    categoryId: 'website-content',
    moduleId: 'blog-content',
    title: 'Publish Blog Posts',
    description:
      'Write, format and publish blog posts that help customers find your business through search.',
    minutes: 6,
  },
  // Commerce & payments (5)
  {
    categoryId: 'commerce',
    moduleId: 'payments-setup',
    title: 'Connect Your Payment Processor',
    description:
      'Link your payment account so you can accept card payments from customers. Money goes straight to your business bank account.',
    minutes: 5,
  },
  {
    categoryId: 'commerce',
    moduleId: 'products-prices',
    title: 'Add Your Products and Prices',
    description:
      'Create the products and services you sell with one-off or recurring prices, ready to use in invoices and order forms.',
    minutes: 6,
  },
  {
    categoryId: 'commerce',
    moduleId: 'invoices-estimates',
    title: 'Send Invoices and Estimates',
    description:
      'Send a professional estimate or invoice that customers can pay online, and see which ones are still outstanding.',
    minutes: 7,
  },
  {
    categoryId: 'commerce',
    moduleId: 'order-forms',
    title: 'Sell Online with Order Forms',
    description:
      'Add an order form to a page so customers can buy from you at any time, with optional add-on offers at checkout.',
    minutes: 8,
  },
  {
    categoryId: 'commerce',
    moduleId: 'memberships-courses',
    title: 'Create a Membership or Online Course',
    description:
      'Put your lessons or members-only content behind a login and give access to customers when they pay.',
    minutes: 10,
  },
] as const satisfies readonly CatalogueVideo[];

export const CATALOGUE_SIZE = 22;

export type CatalogueCategory = VideoCategory & { readonly videos: readonly CatalogueVideo[] };

/** Each category, in catalogue order, with its videos in viewing order. */
export function catalogueByCategory(): CatalogueCategory[] {
  return VIDEO_CATEGORIES.map((category) => ({
    ...category,
    videos: VIDEO_CATALOGUE.filter((video) => video.categoryId === category.id),
  }));
}
