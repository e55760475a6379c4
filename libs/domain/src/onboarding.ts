import type { PortalLanguage } from './languages';
import type { MediaPlayback } from './media';
import type { ModuleProgress } from './module-progress';
import type { IdentityMode } from './portal-identity';
import type { ModuleSetupStep } from './setup-steps';
/** The onboarding tool's steps and plan rules (signed-in spec §2, §4, §6). */
export const VERSION_TIERS = ['basic', 'advanced', 'elite'] as const;
export type VersionTier = (typeof VERSION_TIERS)[number];

/** How the app names each version: 'Basic', 'Advanced', 'Elite'. */
export const VERSION_TIER_NAMES: Record<VersionTier, string> = {
  basic: 'Basic',
  advanced: 'Advanced',
  elite: 'Elite',
};

export const LOGIN_WITH = ['EMAIL', 'NAME'] as const;
export type LoginWith = (typeof LOGIN_WITH)[number];

/**
 * The moves between steps, exactly as §4 lists them: install 0 -> 1, 'Completed' 1 -> 2 and
 * 2 -> 3, 'Complete Setup' (with colours) and 'Skip' on 3 -> completed with step 0, and
 * 'Installation Guide' from the completed view -> 1.
 */
export type OnboardingAction = 'install' | 'next' | 'complete' | 'skip' | 'guide';
export const ONBOARDING_ACTIONS = ['install', 'next', 'complete', 'skip', 'guide'] as const;

export interface OnboardingProgress {
  step: number;
  completed: boolean;
}

/**
 * The progress after `action`, or null when the move is not allowed from here. The completed
 * view is `completed` at step 0; the Installation Guide walks steps 1 to 3 again with
 * `completed` kept, so a finished setup never counts as unfinished.
 */
export function nextOnboardingProgress(
  { step, completed }: OnboardingProgress,
  action: OnboardingAction,
): OnboardingProgress | null {
  if (action === 'guide') return completed ? { step: 1, completed: true } : null;
  switch (action) {
    case 'install':
      return step === 0 && !completed ? { step: 1, completed: false } : null;
    case 'next':
      return step === 1 || step === 2 ? { step: step + 1, completed } : null;
    case 'complete':
    case 'skip':
      return step === 3 ? { step: 0, completed: true } : null;
  }
}

/** Which view the tool shows: the completed view, or one of steps 0 (welcome) to 3. */
export function onboardingView({ step, completed }: OnboardingProgress): number | 'completed' {
  return completed && step === 0 ? 'completed' : step;
}

/** 3 or 6 hex digits, '#' added when missing (spec §5); null when not a colour. */
export function normalizeHexColor(input: string): string | null {
  const value = input.trim().replace(/^#?/, '#');
  return /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value) ? value.toLowerCase() : null;
}

export const PLAN_REQUIRED_MESSAGE = 'Upgrade to Advanced to use this feature.';

export interface OnboardingVersion {
  tier: VersionTier;
  id: string;
  /** The client portal: {APP_URL}/{id}. */
  url: string;
  /** The portal's default language (clients may switch). */
  language: PortalLanguage;
  /** How its clients prove who they are (issue #32): 'open' by default. */
  identityMode: IdentityMode;
}

/** GET /api/onboarding: where the agency is in the tool. */
export interface OnboardingState {
  step: number;
  completed: boolean;
  colors: { primary: string; secondary: string; tertiary: string } | null;
  loginWith: LoginWith;
  plan: 'BASIC' | 'ADVANCED';
  versions: OnboardingVersion[];
}

/** One catalogue video as a version's visibility editor shows it. */
export interface VersionVideo {
  categoryId: string;
  moduleId: string;
  title: string;
  description: string;
  /** The length its clients see (moduleLengthSeconds); null: unknown, none shown. */
  durationSeconds: number | null;
  hasVideo: boolean;
  isVisible: boolean;
  /** 'custom' for the agency's own modules (categoryId is then 'custom', moduleId its id). */
  source: 'catalogue' | 'custom';
  /** The category it is shown under: a catalogue category id, or 'own:<title>'. */
  displayCategory: string;
}

/** GET /api/portal/:id: what an agency's client sees (the agency's brand, never ours). */
export interface PortalView {
  versionId: string;
  agencyName: string | null;
  colors: { primary: string; secondary: string; tertiary: string };
  /** What the sign-in form asks for: always 'EMAIL' when identityMode is 'verified'. */
  loginWith: LoginWith;
  /** 'verified': an e-mailed code the first time on each device (issue #32). */
  identityMode: IdentityMode;
  /** The version's default language; the client may switch (issue #19). */
  language: PortalLanguage;
  categories: {
    id: string;
    title: string;
    description: string;
    videos: {
      /** The module's key with moduleId: the category id for catalogue modules, 'custom' for the agency's own. */
      categoryId: string;
      moduleId: string;
      title: string;
      description: string;
      /** The length shown (moduleLengthSeconds): measured, given for a link, or null: none shown. */
      durationSeconds: number | null;
      videoUrl: string | null;
      /** The still shown before the video plays (set by operators; none yet for most). */
      posterUrl: string | null;
      /** A hosted, processed video (issue #16); when set it is played instead of videoUrl. */
      media: MediaPlayback | null;
      /**
       * Whether watching is measured (a hosted video, or a YouTube or Vimeo player, which
       * reports playback); if not, 'Mark as complete' is self-reported.
       */
      tracked: boolean;
      /**
       * For a YouTube or Vimeo video: the origin its player is loaded from, the only one whose
       * messages report playback. Null otherwise.
       */
      playerOrigin: string | null;
    }[];
  }[];
}

/** POST /api/portal/:id/sessions: the client's token and what they already completed. */
export interface PortalSession {
  token: string;
  /** `language`: the one the client chose (on any device), null to follow the version default. */
  client: { name: string | null; email: string | null; language: PortalLanguage | null };
  completed: { categoryId: string; moduleId: string }[];
  /** Verified progress and resume positions, per module the client has touched. */
  progress: ModuleProgress[];
  /** The HighLevel setup step each module carries, done or not (empty outside HighLevel). */
  setupSteps: ModuleSetupStep[];
}

/** The portal's colours when the agency saved none (signed-in spec §9, colour extraction). */
export const DEFAULT_PORTAL_COLORS = {
  primary: '#3b82f6',
  secondary: '#10b981',
  tertiary: '#f59e0b',
} as const;

/** Portal ids (the {id} of {APP_URL}/{id}): 12 characters without look-alikes (0/O, 1/l/I). */
export const VERSION_ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
export const VERSION_ID_LENGTH = 12;
const PORTAL_PATH = /^\/([A-HJ-NP-Za-km-z2-9]{12})\/?$/;

/** The portal id when `path` is a client portal link, else null (public pages never match). */
export function portalIdFromPath(path: string): string | null {
  return PORTAL_PATH.exec(path.split(/[?#]/)[0])?.[1] ?? null;
}
