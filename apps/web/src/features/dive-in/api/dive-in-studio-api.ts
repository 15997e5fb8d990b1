import type { DiveInOwn, DiveInUpload, Language } from '@mall/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData, apiRequest } from '../../../shared/api/api-client';
import { apiUpload } from '../../../shared/api/api-upload';
import { MEMBER_QUERY_ROOT } from '../../../shared/session/account-api';
import { diveInKeys } from './dive-in-api';

/**
 * A planner's own videos (issue 20, docs/decisions/084 and 087) under /etc/v1/users/dive-in: the list with each
 * video's review state, the upload (multipart `request` JSON + `video`, with progress) and delete. Every call
 * leaves its errors to the screen; the list sits under the ['member', …] key, so logging out drops it.
 */
const BASE = '/etc/v1/users/dive-in';
const quiet = { dispatchErrors: false } as const;

export const diveInStudioKeys = {
  all: [MEMBER_QUERY_ROOT, 'dive-in'] as const,
  mine: (language: Language) => [...diveInStudioKeys.all, 'mine', language] as const
};

/** GET …/mine: newest first, every state; tags and counts come worded in the asker's language. */
export const myDiveInsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: diveInStudioKeys.mine(language),
    queryFn: ({ signal }) => apiData<DiveInOwn[]>(`${BASE}/mine`, { language, signal, ...quiet })
  });

/** The upload's form: the request's JSON first (checked before the file is read), then the video. */
export function uploadFormData(body: DiveInUpload, video: File): FormData {
  const form = new FormData();
  form.append('request', JSON.stringify(body));
  form.append('video', video, video.name);
  return form;
}

export type UploadVariables = {
  body: DiveInUpload;
  video: File;
  onProgress: (percent: number) => void;
  signal: AbortSignal;
};

/** POST …/dive-in: 201 with the new video (PENDING until the desk approves it); the list is read again. */
export function useUploadDiveIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, video, onProgress, signal }: UploadVariables) =>
      apiUpload<DiveInOwn>(BASE, uploadFormData(body, video), { onProgress, signal, ...quiet }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: diveInStudioKeys.all })
  });
}

/** DELETE …/dive-in/{id}: the list, and the feed (an approved video leaves it), are read again. */
export function useDeleteDiveIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (diveInId: number) => apiRequest<null>(`${BASE}/${diveInId}`, { method: 'DELETE', ...quiet }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: diveInStudioKeys.all }),
        queryClient.invalidateQueries({ queryKey: diveInKeys.all })
      ])
  });
}
