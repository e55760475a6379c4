import { VERSION_TIER_NAMES, type OnboardingState, type OnboardingVersion } from '@retainly/domain';
import { LoginTrackingSetting } from './login-tracking-setting';
import { PortalLink } from './portal-link';
import { VersionIdentitySetting } from './version-identity-setting';
import { VersionLanguageSetting } from './version-language-setting';
import { VideoVisibilityEditor } from './video-visibility-editor';

/** One version in Advanced Mode: its link, the login setting, its language, how its clients sign in and its videos. */
export function VersionPanel({
  state,
  version,
}: {
  state: OnboardingState;
  version: OnboardingVersion;
}) {
  const name = VERSION_TIER_NAMES[version.tier];
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <h3 className="sr-only">{name} version</h3>
      <PortalLink url={version.url} label={`${name} version link`} />
      <LoginTrackingSetting loginWith={state.loginWith} />
      <VersionLanguageSetting version={version} />
      <VersionIdentitySetting version={version} />
      <VideoVisibilityEditor state={state} version={version} />
    </div>
  );
}
