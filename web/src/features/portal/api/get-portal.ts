import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PortalLanguage, PortalView } from '@retainly/domain';
import { ApiError, api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** One video as the portal lists it (its own categoryId and moduleId are its key). */
export type PortalVideo = PortalView['categories'][number]['videos'][number];

/**
 * GET /api/portal/:id?lang=: the agency's brand and its visible videos (404 when not live), with
 * module text in `language` where translated; without it, in the version's default language.
 */
export function fetchPortal(
  versionId: string,
  language: PortalLanguage | null,
): Promise<PortalView> {
  return api<PortalView>(`/portal/${versionId}${language ? `?lang=${language}` : ''}`);
}

const isClientError = (error: unknown) => error instanceof ApiError && error.status < 500;

/** The portal in the chosen language; the previous language stays on screen while it loads. */
export const portalQuery = (versionId: string, language: PortalLanguage | null) =>
  queryOptions({
    queryKey: queryKeys.portal(versionId, language),
    queryFn: () => fetchPortal(versionId, language),
    placeholderData: keepPreviousData,
    // A missing link or a rate limit will not change on an immediate retry.
    retry: (failures, error) => !isClientError(error) && failures < 2,
  });

export const usePortal = (versionId: string, language: PortalLanguage | null) =>
  useQuery(portalQuery(versionId, language));
