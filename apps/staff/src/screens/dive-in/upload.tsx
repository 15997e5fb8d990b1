import {
  DIVE_IN_CONTENT_MAX,
  DIVE_IN_MAX_PRODUCTS,
  DiveInUploadSchema,
  type DiveInUpload,
  type ProductSuggestion
} from '@mall/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { messageOf } from '../../api';
import { DIVE_IN_KEY, diveInApi } from '../../api/dive-in';
import { Notice } from '../../components/field';
import { BackLink } from '../../components/section';
import { useDocumentTitle, useT } from '../../i18n';
import type { DiveInArrival } from './list';
import { ProductPicker } from './product-picker';
import { VideoField } from './video-field';

type Errors = Partial<Record<'video' | 'tagCode' | 'content' | 'productIds', string>>;

/** The form's fields as the API's schema words its refusals, in the console's words. */
const CODE_MESSAGES = {
  DI_ContentRequired: 'diveIn.captionRequired',
  DI_ProductsRequired: 'diveIn.productsRequired',
  DI_ProductsMax: 'diveIn.productsMax'
} as const;

/** `/dive-in/new`: a brand video, checked by the API's own schema here, sent as the API's multipart form. */
export function DiveInUploadScreen() {
  const { t } = useT();
  useDocumentTitle(t('diveIn.upload'));
  const navigate = useNavigate();
  const client = useQueryClient();
  const tags = useQuery({ queryKey: [...DIVE_IN_KEY, 'tags'], queryFn: diveInApi.tags, staleTime: 300_000 });
  const [video, setVideo] = useState<File | null>(null);
  const [tagCode, setTagCode] = useState('');
  const [content, setContent] = useState('');
  const [products, setProducts] = useState<ProductSuggestion[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const upload = useMutation({
    mutationFn: (input: { body: DiveInUpload; video: File }) => diveInApi.upload(input.body, input.video),
    onSuccess: async (made) => {
      await client.invalidateQueries({ queryKey: DIVE_IN_KEY });
      const arrival: DiveInArrival = { video: made, notice: t('diveIn.uploaded', { id: made.diveInId }) };
      void navigate('/dive-in?status=APPROVED&page=1', { state: arrival });
    }
  });
  const forget = (field: keyof Errors) => setErrors(({ [field]: _gone, ...rest }) => rest);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // eslint-disable-next-line no-control-regex -- the API refuses control characters: line breaks become spaces
    const caption = content.replace(/[\u0000-\u001f\u007f]+/g, ' ');
    const body = { tagCode, content: caption, productIds: products.map((product) => product.productId) };
    const parsed = DiveInUploadSchema.safeParse(body);
    const found: Errors = video ? {} : { video: t('diveIn.fileRequired') };
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const field = issue.path[0] as keyof Errors;
      const key = CODE_MESSAGES[issue.message as keyof typeof CODE_MESSAGES];
      found[field] ??=
        field === 'tagCode'
          ? t('diveIn.tagRequired')
          : key
            ? t(key, { max: DIVE_IN_MAX_PRODUCTS })
            : t('diveIn.captionHint', { max: DIVE_IN_CONTENT_MAX });
    }
    setErrors(found);
    if (parsed.success && video) upload.mutate({ body: parsed.data, video });
  };

  return (
    <section className="flex flex-col gap-4" aria-labelledby="dive-in-upload-title">
      <BackLink to="/dive-in">{t('diveIn.back')}</BackLink>
      <h1 id="dive-in-upload-title" className="text-xl font-semibold">
        {t('diveIn.upload')}
      </h1>
      <p className="text-sm text-muted">{t('diveIn.uploadAbout')}</p>
      <form
        noValidate
        onSubmit={submit}
        className="grid gap-5 rounded-lg border border-line bg-white p-4 md:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]"
      >
        <VideoField
          value={video}
          error={errors.video ?? null}
          onChange={(file) => {
            setVideo(file);
            forget('video');
          }}
        />
        <div className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-col gap-1">
            <label htmlFor="dive-in-tag" className="text-sm font-medium">
              {t('diveIn.tagLabel')}
              <span className="text-danger"> *</span>
            </label>
            <select
              id="dive-in-tag"
              value={tagCode}
              aria-invalid={errors.tagCode ? true : undefined}
              onChange={(event) => {
                setTagCode(event.target.value);
                forget('tagCode');
              }}
              className="min-h-11 rounded-md border border-line bg-white px-3 text-base"
            >
              <option value="">{t('diveIn.tagChoose')}</option>
              {(tags.data ?? []).map((tag) => (
                <option key={tag.code} value={tag.code}>
                  {tag.text}
                </option>
              ))}
            </select>
            {tags.error && <Notice tone="error">{messageOf(tags.error, t('error.generic'))}</Notice>}
            {errors.tagCode && <p className="text-sm text-danger">{errors.tagCode}</p>}
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="dive-in-caption" className="text-sm font-medium">
              {t('diveIn.captionLabel')}
              <span className="text-danger"> *</span>
            </label>
            <textarea
              id="dive-in-caption"
              rows={4}
              maxLength={DIVE_IN_CONTENT_MAX}
              value={content}
              aria-invalid={errors.content ? true : undefined}
              aria-describedby="dive-in-caption-hint"
              onChange={(event) => {
                setContent(event.target.value);
                forget('content');
              }}
              className="rounded-md border border-line bg-white px-3 py-2 text-base"
            />
            <p id="dive-in-caption-hint" className="flex justify-between gap-3 text-xs text-muted">
              <span>{t('diveIn.captionHint', { max: DIVE_IN_CONTENT_MAX })}</span>
              <span className="shrink-0 tabular-nums">
                {t('diveIn.count', { count: content.length, max: DIVE_IN_CONTENT_MAX })}
              </span>
            </p>
            {errors.content && <p className="text-sm text-danger">{errors.content}</p>}
          </div>
          <ProductPicker
            value={products}
            error={errors.productIds ?? null}
            onChange={(next) => {
              setProducts(next);
              forget('productIds');
            }}
          />
          {Object.keys(errors).length > 0 && <Notice tone="error">{t('diveIn.fixFields')}</Notice>}
          {upload.error && <Notice tone="error">{messageOf(upload.error, t('error.generic'))}</Notice>}
          {upload.isPending && <Notice tone="info">{t('diveIn.uploading')}</Notice>}
          <button
            type="submit"
            disabled={upload.isPending}
            className="min-h-11 self-start rounded-md bg-plum px-6 font-medium text-white disabled:opacity-60"
          >
            {t('diveIn.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
