import { useQuery } from '@tanstack/react-query';
import {
  isFinalDraftStatus,
  type CatalogueTranslation,
  type TranslatedLanguage,
  type TranslationDraftJob,
  type TranslationDraftRequest,
  type TranslationInput,
  type TranslationLibrary,
} from '@retainly/domain';
import { api, jsonBody } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useChangeThenReload } from './use-change-then-reload';

interface TranslationRef {
  categoryId: string;
  moduleId: string;
  language: TranslatedLanguage;
}

const translationPath = ({ categoryId, moduleId, language }: TranslationRef) =>
  `/admin/translations/${encodeURIComponent(categoryId)}/${encodeURIComponent(moduleId)}/${encodeURIComponent(language)}`;

export const useTranslations = () =>
  useQuery({
    queryKey: queryKeys.admin.translations,
    queryFn: () => api<TranslationLibrary>('/admin/translations'),
  });

/** An operator's Save: their text is approved at once. */
export const useSaveTranslation = () =>
  useChangeThenReload(
    ({ ref, text }: { ref: TranslationRef; text: TranslationInput }) =>
      api<CatalogueTranslation>(translationPath(ref), {
        method: 'PUT',
        body: jsonBody<TranslationInput>(text),
      }),
    queryKeys.admin.translations,
  );

export const useApproveTranslation = () =>
  useChangeThenReload(
    (ref: TranslationRef) =>
      api<CatalogueTranslation>(`${translationPath(ref)}/approve`, { method: 'POST' }),
    queryKeys.admin.translations,
  );

export const useRemoveTranslation = () =>
  useChangeThenReload(
    (ref: TranslationRef) => api<void>(translationPath(ref), { method: 'DELETE' }),
    queryKeys.admin.translations,
  );

export const useRequestDrafts = () =>
  useChangeThenReload(
    (language: TranslatedLanguage) =>
      api<TranslationDraftJob>('/admin/translations/drafts', {
        method: 'POST',
        body: jsonBody<TranslationDraftRequest>({ language }),
      }),
    queryKeys.admin.translations,
  );

/** One AI draft job, polled every second until it is final. */
export const useDraftJob = (known: TranslationDraftJob) =>
  useQuery({
    queryKey: queryKeys.admin.translationDraft(known.id),
    queryFn: () =>
      api<TranslationDraftJob>(`/admin/translations/drafts/${encodeURIComponent(known.id)}`),
    initialData: known,
    refetchInterval: (query) =>
      query.state.data && isFinalDraftStatus(query.state.data.status) ? false : 1_000,
  });
