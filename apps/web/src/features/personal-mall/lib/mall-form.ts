import {
  PersonalMallSaveSchema,
  type PersonalMall,
  type PersonalMallImageField,
  type PersonalMallSave
} from '@mall/domain';
import type * as z from 'zod';

/** The edit form's text fields, checked by the domain's own save schema (trimmed; an empty address is none). */
export const MallFormSchema = PersonalMallSaveSchema.pick({
  mallName: true,
  message1: true,
  message2: true,
  siteUrl: true,
  nickname: true
});
/** What the inputs hold (all strings; the schema's input type, narrowed). */
export type MallFormValues = z.input<typeof MallFormSchema> & {
  message1: string;
  message2: string;
  siteUrl: string;
  nickname: string;
};
export type MallFormOutput = z.output<typeof MallFormSchema>;
export type MallTextField = keyof MallFormValues;

export function formDefaults(mall: PersonalMall, defaultName: string): MallFormValues {
  return {
    mallName: mall.mallName ?? defaultName,
    message1: mall.message1,
    message2: mall.message2,
    siteUrl: mall.siteUrl ?? '',
    nickname: mall.nickname ?? ''
  };
}

/** Each picture: a new file chosen, the stored one removed, or kept as it is. */
export type ImageChoice = { kind: 'keep' } | { kind: 'new'; file: File } | { kind: 'remove' };
export type ImageChoices = Record<PersonalMallImageField, ImageChoice>;
export const KEEP_ALL: ImageChoices = {
  profile: { kind: 'keep' },
  backgroundMobile: { kind: 'keep' },
  backgroundPc: { kind: 'keep' }
};

/** The save's `request` and files from the checked values and the picture choices. */
export function saveRequest(values: MallFormOutput, images: ImageChoices) {
  const request: PersonalMallSave = {
    ...values,
    removeProfile: images.profile.kind === 'remove',
    removeBackgroundMobile: images.backgroundMobile.kind === 'remove',
    removeBackgroundPc: images.backgroundPc.kind === 'remove'
  };
  const files: Partial<Record<PersonalMallImageField, File>> = {};
  for (const [field, choice] of Object.entries(images) as [PersonalMallImageField, ImageChoice][])
    if (choice.kind === 'new') files[field] = choice.file;
  return { request, files };
}

/**
 * Which unique value still needs its duplicate check before saving: one that changed from the stored value and
 * is not the value last found available. Null when none.
 */
export function uncheckedField(
  values: Pick<MallFormOutput, 'siteUrl' | 'nickname'>,
  stored: Pick<PersonalMall, 'siteUrl' | 'nickname'>,
  checked: { siteUrl: string | null; nickname: string | null }
): { field: 'siteUrl' | 'nickname'; key: string } | null {
  if (values.siteUrl && values.siteUrl !== stored.siteUrl && values.siteUrl !== checked.siteUrl)
    return { field: 'siteUrl', key: 'PM_CheckSiteUrl' };
  if (values.nickname && values.nickname !== stored.nickname && values.nickname !== checked.nickname)
    return { field: 'nickname', key: 'SIG_ValidCheckNickName' };
  return null;
}
