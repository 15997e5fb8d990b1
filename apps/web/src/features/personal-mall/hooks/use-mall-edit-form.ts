import { zodResolver } from '@hookform/resolvers/zod';
import { NicknameSchema, SiteUrlSchema, type PersonalMall, type PersonalMallImageField } from '@mall/domain';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { isApiError } from '../../../shared/api/api-error';
import { ruleKey } from '../../../shared/forms/form-messages';
import { checkNickname, checkSiteUrl, useSavePersonalMall } from '../api/personal-mall-api';
import {
  formDefaults,
  KEEP_ALL,
  MallFormSchema,
  saveRequest,
  uncheckedField,
  type ImageChoice,
  type ImageChoices,
  type MallFormOutput,
  type MallFormValues,
  type MallTextField
} from '../lib/mall-form';
import type { ImageRefusal } from '../lib/mall-rules';
import { useDuplicateCheck } from './use-duplicate-check';

const TEXT_FIELDS: readonly string[] = ['mallName', 'message1', 'message2', 'siteUrl', 'nickname'];
const IMAGE_FIELDS: readonly string[] = ['profile', 'backgroundMobile', 'backgroundPc'];
const TAKEN: Record<string, { field: 'siteUrl' | 'nickname'; key: string }> = {
  PERSONAL_MALL_SITE_URL_TAKEN: { field: 'siteUrl', key: 'PM_SiteUrlTaken' },
  PERSONAL_MALL_NICKNAME_TAKEN: { field: 'nickname', key: 'PM_NicknameTaken' }
};

/** A refusal under a picture: a rule key with its numbers (ALT_ImageValidation's 20 MB). */
export type ImageProblems = Partial<Record<PersonalMallImageField, ImageRefusal>>;

/**
 * The edit form's state: the text fields (react-hook-form with the domain's save schema), the two duplicate
 * checks that a changed site address or nickname must pass before saving, the three picture choices, and the
 * save, whose refusals land on their fields. Nothing typed or chosen is lost on a refusal.
 */
export function useMallEditForm(mall: PersonalMall, defaultName: string, onSaved: () => void) {
  const form = useForm<MallFormValues, unknown, MallFormOutput>({
    // The inputs always hold strings: a narrower input type than the schema's optional ones.
    resolver: zodResolver(MallFormSchema) as Resolver<MallFormValues, unknown, MallFormOutput>,
    defaultValues: formDefaults(mall, defaultName)
  });
  const [images, setImages] = useState<ImageChoices>(KEEP_ALL);
  const [imageProblems, setImageProblems] = useState<ImageProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const siteUrl = useDuplicateCheck((value, signal) => checkSiteUrl(value, signal), mall.siteUrl);
  const nickname = useDuplicateCheck((value, signal) => checkNickname(value, signal), mall.nickname);
  const save = useSavePersonalMall(mall.userSeqNo);

  /** The check button of the site address or the nickname: the rule first, then the server. */
  async function check(field: 'siteUrl' | 'nickname') {
    const schema = field === 'siteUrl' ? SiteUrlSchema : NicknameSchema;
    const raw = form.getValues(field);
    const refused = ruleKey(schema, raw);
    if (refused) return form.setError(field, { type: 'rule', message: refused }, { shouldFocus: true });
    const value = schema.parse(raw);
    form.setValue(field, value);
    form.clearErrors(field);
    const outcome = await (field === 'siteUrl' ? siteUrl : nickname).run(value);
    if (outcome === 'taken')
      form.setError(field, {
        type: 'rule',
        message: field === 'siteUrl' ? 'PM_SiteUrlTaken' : 'PM_NicknameTaken'
      });
    if (outcome === 'failed') form.setError(field, { type: 'rule', message: 'invalid' });
  }

  function choose(field: PersonalMallImageField, choice: ImageChoice, problem: ImageRefusal | null) {
    setImageProblems((current) => ({ ...current, [field]: problem ?? undefined }));
    if (!problem) setImages((current) => ({ ...current, [field]: choice }));
  }

  function showRefusal(error: unknown) {
    if (!isApiError(error)) return setFailure('UNKNOWN');
    const taken = TAKEN[error.code];
    if (taken) return form.setError(taken.field, { type: 'rule', message: taken.key }, { shouldFocus: true });
    let placed = false;
    for (const { field, code } of error.fields) {
      if (TEXT_FIELDS.includes(field)) {
        form.setError(field as MallTextField, { type: 'rule', message: code }, { shouldFocus: !placed });
        placed = true;
      } else if (IMAGE_FIELDS.includes(field)) {
        const refusal: ImageRefusal =
          code === 'ALT_ImageValidation'
            ? { key: 'ALT_ImageValidation', maxMb: Number(error.data?.maxMb ?? 20) }
            : { key: 'ALT_FileError' };
        setImageProblems((current) => ({ ...current, [field]: refusal }));
        placed = true;
      }
    }
    if (!placed) setFailure(error.code);
  }

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const unchecked = uncheckedField(values, mall, {
      siteUrl: siteUrl.available,
      nickname: nickname.available
    });
    if (unchecked)
      return form.setError(unchecked.field, { type: 'rule', message: unchecked.key }, { shouldFocus: true });
    const { request, files } = saveRequest(values, images);
    try {
      await save.mutateAsync({ request, files });
      onSaved();
    } catch (error) {
      showRefusal(error);
    }
  });

  return {
    form,
    images,
    imageProblems,
    choose,
    check,
    siteUrl,
    nickname,
    submit,
    saving: save.isPending,
    failure
  };
}
