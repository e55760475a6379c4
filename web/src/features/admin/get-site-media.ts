import { queryOptions } from '@tanstack/react-query';
import type { AdminSiteMedia } from '@retainly/domain';
import { api } from '@/lib/api-client';

export const SITE_MEDIA_KEY = ['admin', 'site-media'] as const;

/** GET /api/admin/site-media: the landing intro and the Platform Walkthrough, with any upload in progress. */
export const getSiteMedia = () => api<AdminSiteMedia>('/admin/site-media');

export const siteMediaQuery = () =>
  queryOptions({ queryKey: SITE_MEDIA_KEY, queryFn: getSiteMedia });
