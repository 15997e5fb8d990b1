import {
  BeautyProfileSchema,
  SKIN_CONCERNS,
  SKIN_CONCERNS_MAX,
  SKIN_TONES,
  SKIN_TYPES,
  type BeautyProfile,
  type SkinConcern
} from '@mall/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { useSaveBeautyProfile } from '../api/reviews-api';
import { useReviewText } from '../lib/use-review-text';

const chip =
  'inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 text-sm text-ink has-[:checked]:border-plum has-[:checked]:bg-plum has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-plum';

function Choices<T extends string>(props: {
  name: string;
  legend: string;
  values: readonly T[];
  label: (value: T) => string;
  checked: (value: T) => boolean;
  onToggle: (value: T) => void;
  multiple?: boolean;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">{props.legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {props.values.map((value) => (
          <label key={value} className={chip}>
            <input
              type={props.multiple ? 'checkbox' : 'radio'}
              name={props.name}
              value={value}
              checked={props.checked(value)}
              onChange={() => props.onToggle(value)}
              className="sr-only"
              data-testid={`${props.name}-${value}`}
            />
            {props.label(value)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The beauty profile's form: a skin type and tone (or none), up to three concerns; checked by the domain schema. */
export function BeautyProfileForm({ initial }: { initial: BeautyProfile }) {
  const { t } = useTranslation('reviews');
  const { text, error } = useReviewText();
  const [profile, setProfile] = useState<BeautyProfile>(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveBeautyProfile();
  const toggleConcern = (concern: SkinConcern) =>
    setProfile((now) => ({
      ...now,
      skinConcerns: now.skinConcerns.includes(concern)
        ? now.skinConcerns.filter((value) => value !== concern)
        : [...now.skinConcerns, concern]
    }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = BeautyProfileSchema.safeParse(profile);
    if (!parsed.success) return setProblem(text({ code: parsed.error.issues[0]?.message ?? 'UNKNOWN' }));
    setProblem(null);
    save.mutate(parsed.data);
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-6" data-testid="beauty-profile-form">
      <Choices
        name="skinType"
        legend={t('profile.skinType')}
        values={SKIN_TYPES}
        label={(value) => t(`skinType.${value}`)}
        checked={(value) => profile.skinType === value}
        onToggle={(value) =>
          setProfile((now) => ({ ...now, skinType: now.skinType === value ? null : value }))
        }
      />
      <Choices
        name="skinTone"
        legend={t('profile.skinTone')}
        values={SKIN_TONES}
        label={(value) => t(`skinTone.${value}`)}
        checked={(value) => profile.skinTone === value}
        onToggle={(value) =>
          setProfile((now) => ({ ...now, skinTone: now.skinTone === value ? null : value }))
        }
      />
      <Choices
        name="skinConcern"
        legend={t('profile.skinConcerns', { max: SKIN_CONCERNS_MAX })}
        values={SKIN_CONCERNS}
        label={(value) => t(`skinConcern.${value}`)}
        checked={(value) => profile.skinConcerns.includes(value)}
        onToggle={toggleConcern}
        multiple
      />
      {(problem ?? (save.isError ? error(save.error) : null)) && (
        <p role="alert" className="text-sm text-coral-strong">
          {problem ?? error(save.error)}
        </p>
      )}
      {save.isSuccess && !problem && (
        <p role="status" className="text-sm text-plum">
          {t('profile.saved')}
        </p>
      )}
      <button
        type="submit"
        disabled={save.isPending}
        className="inline-flex h-12 w-full items-center justify-center rounded-full bg-plum px-8 font-semibold text-white hover:bg-plum/90 disabled:opacity-60 md:w-auto"
        data-testid="beauty-profile-save"
      >
        {save.isPending ? t('profile.saving') : t('profile.save')}
      </button>
    </form>
  );
}
