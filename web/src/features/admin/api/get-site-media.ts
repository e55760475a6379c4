import { queryOptions } from '@tanstack/react-query';
import type { AdminSiteMedia } from '@retainly/domain';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/site-media: the landing intro and the Platform Walkthrough, with any upload in progress. */
export const getSiteMedia = () => api<AdminSiteMedia>('/admin/site-media');

export const siteMediaQuery = () =>
  queryOptions({ queryKey: queryKeys.admin.siteMedia, queryFn: getSiteMedia });
