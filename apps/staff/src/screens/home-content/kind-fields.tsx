import {
  CATEGORY_BANNER_POSITIONS,
  CONTENT_TEXT_MAX,
  CONTENT_TITLE_MAX,
  POPUP_AUDIENCES,
  POPUP_CONTENT_TYPES,
  POPUP_HTML_MAX,
  type HomeContentKind
} from '@mall/domain';
import { Field } from '../../components/field';
import { ImageField } from '../../components/image-field';
import { LocalizedField } from '../../components/localized-field';
import { useT, type MessageKey } from '../../i18n';
import { CategoryChoice, Choice } from './choices';
import { KIND_FIELDS, type Draft, type ImageFieldName, type KindField, type TextField } from './draft';

export type FieldProps = {
  draft: Draft;
  set: (patch: Partial<Draft>) => void;
  /** Message of a refused field, by field name. */
  errorOf: (field: string) => string | null;
};

const TEXT_FIELDS: readonly string[] = ['title', 'subtitle', 'alt', 'summary', 'contents'];
const IMAGE_FIELDS: readonly string[] = [
  'pcImageUrl',
  'mobileImageUrl',
  'imageUrl',
  'thumbnailUrl',
  'attachmentImageUrl'
];

/** The fields of one kind (texts in three languages, images uploaded, its choices). */
export function KindFields({ kind, draft, set, errorOf }: FieldProps & { kind: HomeContentKind }) {
  const { t } = useT();
  const label = (field: KindField) => t(`homeContent.field.${field}` as MessageKey);
  const popupImage = kind === 'notice-popups' && draft.contentType === 'IMAGE';
  const fields = KIND_FIELDS[kind].filter(
    (field) => !(kind === 'notice-popups' && field === (popupImage ? 'contents' : 'attachmentImageUrl'))
  );
  return fields.map((field) => {
    if (TEXT_FIELDS.includes(field)) {
      const name = field as TextField;
      return (
        <LocalizedField
          key={field}
          label={label(field)}
          value={draft[name]}
          onChange={(value) => set({ [name]: value })}
          kind={name === 'contents' ? 'html' : name === 'summary' ? 'textarea' : 'text'}
          required
          maxLength={
            name === 'contents' ? POPUP_HTML_MAX : name === 'title' ? CONTENT_TITLE_MAX : CONTENT_TEXT_MAX
          }
          error={errorOf(field)}
        />
      );
    }
    if (IMAGE_FIELDS.includes(field)) {
      const name = field as ImageFieldName;
      return (
        <div key={field} className="flex flex-col gap-1">
          <ImageField
            label={label(field)}
            value={draft[name]}
            onChange={(url) => set({ [name]: url })}
            required
          />
          {errorOf(field) && (
            <p role="alert" className="text-sm text-danger">
              {errorOf(field)}
            </p>
          )}
        </div>
      );
    }
    switch (field) {
      case 'videoUrl':
        return (
          <Field
            key={field}
            id="home-content-video"
            label={label(field)}
            hint={errorOf(field) ?? t('homeContent.videoHint')}
            value={draft.videoUrl}
            onChange={(event) => set({ videoUrl: event.target.value })}
          />
        );
      case 'categoryId':
        return (
          <CategoryChoice key={field} value={draft.categoryId} onChange={(id) => set({ categoryId: id })} />
        );
      case 'position':
        return (
          <Choice
            key={field}
            label={label(field)}
            value={draft.position}
            options={CATEGORY_BANNER_POSITIONS}
            labelOf={(value) => t(`homeContent.position.${value}`)}
            onChange={(position) => set({ position })}
          />
        );
      case 'contentType':
        return (
          <Choice
            key={field}
            label={label(field)}
            value={draft.contentType}
            options={POPUP_CONTENT_TYPES}
            labelOf={(value) => t(`homeContent.contentType.${value}`)}
            onChange={(contentType) => set({ contentType })}
          />
        );
      default:
        return (
          <Choice
            key={field}
            label={label(field)}
            value={draft.audience}
            options={POPUP_AUDIENCES}
            labelOf={(value) => t(`homeContent.audience.${value}`)}
            onChange={(audience) => set({ audience })}
          />
        );
    }
  });
}
