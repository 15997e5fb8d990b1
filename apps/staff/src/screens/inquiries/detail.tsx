import type { DeskInquiryDetail } from '@mall/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ApiError, messageOf } from '../../api';
import { INQUIRIES_KEY, inquiriesApi, inquiryKey } from '../../api/inquiries';
import { Notice } from '../../components/field';
import { Modal } from '../../components/modal';
import { BackLink, Section } from '../../components/section';
import { seoulDateTime } from '../../format';
import { useDocumentTitle, useT } from '../../i18n';
import { MemoDialog } from '../members/memo-dialog';
import { AnswerForm } from './answer-form';
import { InquiryStateBadge } from './list';

/** The inquiry's photos: served to the staff cookie, `private, no-store`; one opens full size. */
function Photos({ photos }: { photos: string[] }) {
  const { t } = useT();
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  const shown = open === null ? undefined : photos[open];
  return (
    <Section title={t('inquiries.photos')}>
      <ul className="flex flex-wrap gap-2" data-testid="inquiry-desk-photos">
        {photos.map((url, index) => (
          <li key={url}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              aria-label={t('inquiries.photoOpen', { n: index + 1 })}
              className="block size-24 overflow-hidden rounded-md border border-line bg-slate-100"
            >
              <img src={url} alt="" loading="lazy" className="size-full object-cover" />
            </button>
          </li>
        ))}
      </ul>
      {shown && (
        <Modal title={t('inquiries.photoOpen', { n: (open ?? 0) + 1 })} onClose={() => setOpen(null)} wide>
          <img src={shown} alt="" className="mx-auto max-h-[75vh] w-auto" />
        </Modal>
      )}
    </Section>
  );
}

/** One inquiry with its writer (the read is audited), the photos, the answer form and the writer's memos. */
export function InquiryDetailScreen() {
  const { t } = useT();
  const id = Number(useParams().inquiryId);
  const valid = Number.isSafeInteger(id) && id > 0;
  const queryClient = useQueryClient();
  const [memo, setMemo] = useState(false);
  const { data: inquiry, error } = useQuery({
    queryKey: inquiryKey(id),
    queryFn: () => inquiriesApi.one(id),
    enabled: valid
  });
  useDocumentTitle(t('inquiries.ref', { id: valid ? id : '' }));
  const back = <BackLink to="/inquiries">{t('inquiries.back')}</BackLink>;
  if (error || !valid)
    return (
      <div className="flex flex-col gap-3">
        {back}
        <Notice tone="error">
          {error instanceof ApiError && error.status === 403
            ? t('error.forbidden')
            : messageOf(error, t('error.generic'))}
        </Notice>
      </div>
    );
  if (!inquiry) return <p className="text-muted">{t('loading')}</p>;
  const saved = async (next: DeskInquiryDetail) => {
    queryClient.setQueryData(inquiryKey(id), next);
    await queryClient.invalidateQueries({ queryKey: [...INQUIRIES_KEY, 'list'] });
  };
  const { writer } = inquiry;
  return (
    <article className="flex flex-col gap-5" aria-labelledby="inquiry-title">
      {back}
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="inquiry-title" className="text-xl font-semibold break-words">
          {t('inquiries.ref', { id: inquiry.inquiryId })} · {inquiry.title}
        </h1>
        <InquiryStateBadge state={inquiry.state} />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <Section title={t('inquiries.writer')}>
          <p data-testid="inquiry-writer">
            {t('inquiries.writerLine', { name: writer.name, number: writer.userNumber })}
          </p>
          <p className="text-muted">
            {t('inquiries.contact')}: {[writer.email, writer.mobileNumber].filter(Boolean).join(' · ') || '-'}
          </p>
          <button
            type="button"
            onClick={() => setMemo(true)}
            className="min-h-11 self-start rounded-md border border-line px-3 text-sm"
            data-testid="inquiry-open-memo"
          >
            {t('inquiries.memo')}
          </button>
        </Section>
        <Section title={t('inquiries.question')}>
          <p className="text-muted">
            {t(`inquiries.category.${inquiry.category}`)} ·{' '}
            {t('inquiries.written', { date: seoulDateTime(inquiry.createdAt) })}
            {inquiry.orderNumber && ` · ${t('inquiries.order', { number: inquiry.orderNumber })}`}
          </p>
          <p className="whitespace-pre-wrap break-words" data-testid="inquiry-desk-body">
            {inquiry.body}
          </p>
        </Section>
      </div>
      <Photos photos={inquiry.photos} />
      <AnswerForm key={inquiry.inquiryId} inquiry={inquiry} onSaved={(next) => void saved(next)} />
      {memo && <MemoDialog userId={writer.userSeqNo} onClose={() => setMemo(false)} />}
    </article>
  );
}
