/**
 * The onboarding tool's request bodies (apps/api/src/onboarding-tool): the api's DTO classes
 * implement them and web/src/features/onboarding-tool/api sends them. Its answers are
 * OnboardingState and VersionVideo (../onboarding.ts).
 */
import type { PortalLanguage } from '../languages';
import type { LoginWith, OnboardingAction, OnboardingProgress, VersionTier } from '../onboarding';
import type { IdentityMode } from '../portal-identity';

export interface BrandColors {
  primary: string;
  secondary: string;
  tertiary: string;
}

/** POST /api/onboarding/progress: one of spec §4's moves between steps. */
export interface OnboardingMoveRequest {
  action: OnboardingAction;
  /** With 'complete' only. */
  colors?: BrandColors;
  /** The progress the page showed: 409 when the saved progress has moved on. */
  from?: OnboardingProgress;
}

/** POST /api/onboarding/versions. */
export interface CreateVersionRequest {
  tier: VersionTier;
}

/** PUT /api/onboarding/versions/:versionId/videos/:categoryId/:moduleId. */
export interface VideoVisibilityRequest {
  visible: boolean;
}

/** PUT /api/onboarding/versions/:versionId/language. */
export interface VersionLanguageRequest {
  language: PortalLanguage;
}

/** PUT /api/onboarding/versions/:versionId/identity (issue #32). */
export interface VersionIdentityRequest {
  identityMode: IdentityMode;
}

/** PUT /api/onboarding/login-with. */
export interface LoginWithRequest {
  loginWith: LoginWith;
}
