import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { InquiryDetail } from '@mall/domain';
import { inquiryPaths } from '../../../shared/inquiry/inquiry-paths';
import { useTranslation } from '../../../shared/i18n/i18n';
import { inquiryDetailQuery, recentOrdersQuery, useEditInquiry, useWriteInquiry } from '../api/inquiry-api';
import { InquiryForm } from '../components/inquiry-form';
import { InquiryFrame } from '../components/inquiry-frame';
import { EMPTY_DRAFT, type InquiryDraft } from '../lib/inquiry-input';
import { useInquiryText } from '../lib/use-inquiry-text';

const draftOf = (detail: InquiryDetail): InquiryDraft => ({
  category: detail.category,
  orderNumber: detail.orderNumber ?? '',
  title: detail.title,
  body: detail.body
});

function WriteForm({ editing }: { editing: InquiryDetail | null }) {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const [draft, setDraft] = useState<InquiryDraft>(editing ? draftOf(editing) : EMPTY_DRAFT);
  const [photos, setPhotos] = useState<File[]>([]);
  const orders = useQuery(recentOrdersQuery());
  const write = useWriteInquiry();
  const edit = useEditInquiry(editing?.inquiryId ?? 0);
  return (
    <InquiryForm
      draft={draft}
      onDraft={setDraft}
      photos={editing ? null : photos}
      onPhotos={setPhotos}
      orders={orders.data ?? []}
      pending={write.isPending || edit.isPending}
      submitLabel={editing ? t('inquiry.save') : t('inquiry.submit')}
      onSubmit={async (body) => {
        const saved = editing ? await edit.mutateAsync(body) : await write.mutateAsync({ body, photos });
        await navigate(inquiryPaths.detail(saved.inquiryId), { replace: !!editing });
      }}
      onCancel={() => void navigate(editing ? inquiryPaths.detail(editing.inquiryId) : inquiryPaths.list())}
    />
  );
}

/** SPEC §2 /customer/inquiry (login): write an inquiry, or edit one still unanswered (`?edit={inquiryId}`). */
export function InquiryWriteRoute() {
  const { t } = useTranslation('content');
  const { text } = useInquiryText();
  const [searchParams] = useSearchParams();
  const editId = Number(searchParams.get('edit') ?? '') || null;
  const detail = useQuery({ ...inquiryDetailQuery(editId ?? 0), enabled: editId !== null });
  if (editId === null)
    return (
      <InquiryFrame tab="write" page={t('inquiry.write')}>
        <p className="mb-6 text-sm text-muted">{t('inquiry.intro')}</p>
        <WriteForm editing={null} />
      </InquiryFrame>
    );
  return (
    <InquiryFrame tab={null} page={t('inquiry.edit')}>
      <h2 className="mb-5 text-lg font-bold">{t('inquiry.edit')}</h2>
      {detail.isError ? (
        <p role="alert" className="text-muted">
          {t('inquiry.notFound')}
        </p>
      ) : detail.data ? (
        detail.data.events.includes('edit') ? (
          <WriteForm key={detail.data.inquiryId} editing={detail.data} />
        ) : (
          <p role="alert">{text({ code: 'INQUIRY_MOVE_REFUSED' })}</p>
        )
      ) : (
        <p className="text-muted">{t('inquiry.photos.loading')}</p>
      )}
    </InquiryFrame>
  );
}
