import {
  MALL_MESSAGE_MAX,
  MALL_NAME_MAX,
  NICKNAME_MAX,
  NICKNAME_MIN,
  SITE_URL_MAX,
  SITE_URL_MIN,
  type PersonalMall,
  type PersonalMallImageField
} from '@mall/domain';
import { sideButtonClass } from '../../../shared/forms/field';
import { fieldMessage } from '../../../shared/forms/form-messages';
import { TextField } from '../../../shared/forms/text-field';
import { ResponsiveModal } from '../../../shared/ui/responsive-modal';
import { useMallEditForm } from '../hooks/use-mall-edit-form';
import type { MallTextField } from '../lib/mall-form';
import { useMallText } from '../lib/use-mall-text';
import { ImageField } from './image-field';

type Props = { mall: PersonalMall; defaultName: string; onClose: () => void; onSaved: () => void };

const IMAGES: readonly {
  field: PersonalMallImageField;
  url: keyof PersonalMall;
  name: keyof PersonalMall;
}[] = [
  { field: 'profile', url: 'profileUrl', name: 'profileOriginFileName' },
  { field: 'backgroundMobile', url: 'backgroundMobileUrl', name: 'backgroundMobileOriginFileName' },
  { field: 'backgroundPc', url: 'backgroundPcUrl', name: 'backgroundPcOriginFileName' }
];

/**
 * The personal mall's edit form (the responsive modal: a bottom sheet on phones): name, two messages, the site
 * address and nickname with their duplicate checks, three pictures. A refusal stays on its field; the form keeps
 * everything typed and chosen.
 */
export function MallEditForm({ mall, defaultName, onClose, onSaved }: Props) {
  const { t, rule } = useMallText();
  const edit = useMallEditForm(mall, defaultName, onSaved);
  const { register, formState, watch } = edit.form;
  const error = (field: MallTextField) => {
    const message = fieldMessage(formState.errors[field]);
    return rule(message?.kind === 'rule' ? message.key : (message?.code ?? null));
  };
  const typed = { siteUrl: watch('siteUrl').trim().toLowerCase(), nickname: watch('nickname').trim() };
  const success = (field: 'siteUrl' | 'nickname', state: { available: string | null }) =>
    state.available !== null && state.available !== mall[field] && state.available === typed[field]
      ? t('mall.form.available')
      : null;
  const checkButton = (field: 'siteUrl' | 'nickname', pending: boolean) => (
    <button
      type="button"
      className={sideButtonClass}
      disabled={pending}
      data-testid={`mall-${field}-check`}
      onClick={() => void edit.check(field)}
    >
      {pending ? t('mall.form.checking') : t('mall.form.check')}
    </button>
  );
  const example = `/?referrer=${typed.siteUrl || 'mymall'}`;

  return (
    <ResponsiveModal
      title={t('mall.form.title')}
      description={t('mall.form.lead')}
      size="lg"
      onClose={onClose}
      testId="mall-edit-form"
    >
      <form noValidate className="grid gap-5" onSubmit={(event) => void edit.submit(event)}>
        <TextField
          id="mall-name"
          label={t('mall.form.mallName')}
          maxLength={MALL_NAME_MAX}
          placeholder={t('mall.form.mallNamePlaceholder', { name: mall.userInfo.fullName })}
          error={error('mallName')}
          {...register('mallName')}
        />
        {(['message1', 'message2'] as const).map((field) => (
          <TextField
            key={field}
            id={`mall-${field}`}
            label={t(`mall.form.${field}`)}
            maxLength={MALL_MESSAGE_MAX}
            placeholder={t('mall.form.messagePlaceholder', { max: MALL_MESSAGE_MAX })}
            error={error(field)}
            {...register(field)}
          />
        ))}
        <TextField
          id="mall-siteUrl"
          label={t('mall.form.siteUrl')}
          autoCapitalize="none"
          autoComplete="off"
          maxLength={SITE_URL_MAX}
          error={error('siteUrl')}
          success={success('siteUrl', edit.siteUrl)}
          hint={t('mall.form.siteUrlHint', { min: SITE_URL_MIN, max: SITE_URL_MAX, example })}
          trailing={checkButton('siteUrl', edit.siteUrl.pending)}
          {...register('siteUrl')}
        />
        <TextField
          id="mall-nickname"
          label={t('mall.form.nickname')}
          autoComplete="off"
          maxLength={NICKNAME_MAX}
          error={error('nickname')}
          success={success('nickname', edit.nickname)}
          hint={t('mall.form.nicknameHint', { min: NICKNAME_MIN, max: NICKNAME_MAX })}
          trailing={checkButton('nickname', edit.nickname.pending)}
          {...register('nickname')}
        />
        <fieldset className="grid gap-3">
          <legend className="mb-1.5 text-sm font-semibold">{t('mall.form.images')}</legend>
          <p className="-mt-1 text-xs text-muted">{t('mall.form.imagesHint', { maxMb: 20 })}</p>
          {IMAGES.map(({ field, url, name }) => {
            const problem = edit.imageProblems[field];
            return (
              <ImageField
                key={field}
                testId={`mall-image-${field}`}
                label={t(`mall.form.${field}`)}
                storedUrl={mall[url] as string | null}
                storedName={mall[name] as string | null}
                choice={edit.images[field]}
                round={field === 'profile'}
                problem={problem ? rule(problem.key, problem) : null}
                onChoose={(choice, refusal) => edit.choose(field, choice, refusal)}
              />
            );
          })}
        </fieldset>
        {edit.failure && (
          <p
            role="alert"
            className="rounded-xl bg-coral-soft px-4 py-3 text-sm text-coral-strong"
            data-testid="mall-save-failure"
          >
            {t('mall.form.saveFailed')} {rule(edit.failure)}
          </p>
        )}
        <div className="flex gap-2 md:justify-end">
          <button type="button" className="btn-secondary h-12 flex-1 md:flex-none md:px-8" onClick={onClose}>
            {t('mall.form.cancel')}
          </button>
          <button
            type="submit"
            className="btn-primary h-12 flex-1 md:flex-none md:px-8"
            disabled={edit.saving}
          >
            {edit.saving ? t('mall.form.saving') : t('mall.form.save')}
          </button>
        </div>
      </form>
    </ResponsiveModal>
  );
}
