import type {
  AgencyModule,
  AgencyModuleInput,
  AgencyModuleLibrary,
  OnboardingState,
  VersionTier,
  VersionVideo,
} from '@retainly/domain';
import type { AccountsStack } from '../support/accounts-stack';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** An agency's calls to the modules api, as the Advanced Mode editor makes them. */
export function agencyApi(stack: AccountsStack, cookie: string) {
  const call = async (method: Method, url: string, payload?: unknown) => {
    const res = await stack.app.inject({
      method,
      url,
      payload: payload === undefined ? undefined : JSON.stringify(payload),
      headers: {
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        'x-retainly-client': 'web',
        cookie,
      },
    });
    return { status: res.statusCode, body: res.body ? res.json() : undefined };
  };
  return {
    call,
    async version(tier: VersionTier): Promise<string> {
      const res = await call('POST', '/api/onboarding/versions', { tier });
      const state = res.body as OnboardingState;
      return state.versions.find((version) => version.tier === tier)!.id;
    },
    create: (input: Partial<AgencyModuleInput> & { versionIds?: string[] }) =>
      call('POST', '/api/onboarding/modules', input),
    async module(input: Partial<AgencyModuleInput> & { versionIds?: string[] }) {
      const res = await call('POST', '/api/onboarding/modules', input);
      if (res.status !== 201) throw new Error(`module not created: ${JSON.stringify(res.body)}`);
      return res.body as AgencyModule;
    },
    get: (id: string) => call('GET', `/api/onboarding/modules/${id}`),
    library: async () => (await call('GET', '/api/onboarding/modules')).body as AgencyModuleLibrary,
    place: (versionId: string, moduleId: string, placement: object) =>
      call('PUT', `/api/onboarding/versions/${versionId}/modules/${moduleId}`, placement),
    removeFrom: (versionId: string, moduleId: string) =>
      call('DELETE', `/api/onboarding/versions/${versionId}/modules/${moduleId}`),
    delete: (moduleId: string) => call('DELETE', `/api/onboarding/modules/${moduleId}`),
    async videos(versionId: string): Promise<VersionVideo[]> {
      return (await call('GET', `/api/onboarding/versions/${versionId}/videos`))
        .body as VersionVideo[];
    },
    /** The version's modules in order, keyed as placements name them. */
    async order(versionId: string): Promise<string[]> {
      const videos = await this.videos(versionId);
      return videos.map((video) => `${video.categoryId}/${video.moduleId}`);
    },
    putCaptions: async (moduleId: string, vtt: string) => {
      const res = await stack.app.inject({
        method: 'PUT',
        url: `/api/onboarding/modules/${moduleId}/captions`,
        payload: vtt,
        headers: { 'content-type': 'text/vtt', 'x-retainly-client': 'web', cookie },
      });
      return { status: res.statusCode, body: res.json() };
    },
  };
}

export const LOOM_LINK = 'https://www.loom.com/share/0281766fa2d04bb788eaf19e65135184';
export const YOUTUBE_LINK = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
