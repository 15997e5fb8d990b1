import type {
  DuplicateCheckAnswer,
  PersonalMall,
  PersonalMallSave,
  PersonalMallSummary,
  QrCodeFormat
} from '@mall/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData, buildUrl } from '../../../shared/api/api-client';
import { headerPersonalKeys } from '../../../shared/personal-mall/header-personal';
import { MEMBER_QUERY_ROOT } from '../../../shared/session/account-api';

/**
 * The owner's personal mall (SPEC §7 Personal mall, docs/decisions/075): the mall, the month's figures, the
 * save (multipart), the site address and nickname checks and the QR code addresses. Under the ['member', …]
 * key, so a logout drops them. The screen shows every refusal itself.
 */
const own = { dispatchErrors: false } as const;

export const personalMallKeys = {
  all: [MEMBER_QUERY_ROOT, 'personal-mall'] as const,
  mall: (userSeqNo: number) => [...personalMallKeys.all, 'mall', userSeqNo] as const,
  summary: (userSeqNo: number) => [...personalMallKeys.all, 'summary', userSeqNo] as const
};

export function personalMallQueryOptions(userSeqNo: number) {
  return queryOptions({
    queryKey: personalMallKeys.mall(userSeqNo),
    queryFn: ({ signal }) =>
      apiData<PersonalMall>(`/personal/v1/users/${userSeqNo}/personalMall`, { ...own, signal })
  });
}

export function personalMallSummaryQueryOptions(userSeqNo: number) {
  return queryOptions({
    queryKey: personalMallKeys.summary(userSeqNo),
    queryFn: ({ signal }) =>
      apiData<PersonalMallSummary>(`/personal/v1/users/${userSeqNo}/personalMall/summary`, {
        ...own,
        signal
      }),
    // Orders come in all day: read afresh on each visit.
    staleTime: 0
  });
}

/** The chosen images of a save, by their multipart field names. */
export type MallImageFiles = Partial<Record<'profile' | 'backgroundMobile' | 'backgroundPc', File>>;

/** POST …/personalMall: `request` (the JSON of PersonalMallSave) and at most one file per image field. */
export function savePersonalMall(
  userSeqNo: number,
  request: PersonalMallSave,
  files: MallImageFiles
): Promise<PersonalMall> {
  const form = new FormData();
  form.append('request', JSON.stringify(request));
  for (const [field, file] of Object.entries(files)) if (file) form.append(field, file, file.name);
  return apiData<PersonalMall>(`/personal/v1/users/${userSeqNo}/personalMall`, {
    ...own,
    method: 'POST',
    multipart: form
  });
}

/** The save; its answer is the mall as now stored (the screen shows it at once). */
export function useSavePersonalMall(userSeqNo: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, files }: { request: PersonalMallSave; files: MallImageFiles }) =>
      savePersonalMall(userSeqNo, request, files),
    onSuccess: (mall) => {
      queryClient.setQueryData(personalMallKeys.mall(userSeqNo), mall);
      // Home's banner and drawer read the public view of the same mall.
      return queryClient.invalidateQueries({ queryKey: headerPersonalKeys.all });
    }
  });
}

/** POST /member/v1/public/findExistUserSiteUrl: taken by another mall? (the asker's own is not). */
export function checkSiteUrl(siteUrl: string, signal?: AbortSignal): Promise<DuplicateCheckAnswer> {
  return apiData<DuplicateCheckAnswer>('/member/v1/public/findExistUserSiteUrl', {
    ...own,
    method: 'POST',
    body: { siteUrl },
    signal
  });
}

/** POST /member/v1/public/findExistUserNickNm: taken by another member? (the asker's own is not). */
export function checkNickname(nickName: string, signal?: AbortSignal): Promise<DuplicateCheckAnswer> {
  return apiData<DuplicateCheckAnswer>('/member/v1/public/findExistUserNickNm', {
    ...own,
    method: 'POST',
    body: { nickName },
    signal
  });
}

/** The public QR code download of a link (`<number>-<signup|shopping>.png`, its SVG twin by extension). */
export function qrDownloadUrl(pngFileName: string, format: QrCodeFormat): string {
  const fileName = format === 'svg' ? pngFileName.replace(/\.png$/, '.svg') : pngFileName;
  return buildUrl('/member/v1/public/qrcode/download', { qrcodeFileName: fileName });
}

/** A link as the shopper can use it anywhere: absolute (the API answers a path when it knows no origin). */
export function absoluteLink(link: string, origin: string = window.location.origin): string {
  return /^https?:\/\//.test(link) ? link : `${origin}${link.startsWith('/') ? '' : '/'}${link}`;
}
