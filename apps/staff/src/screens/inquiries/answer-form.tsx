import { INQUIRY_ANSWER_MAX, textToParagraphs, type DeskInquiryDetail } from '@mall/domain';
import { useState } from 'react';
import { messageOf } from '../../api';
import { inquiriesApi } from '../../api/inquiries';
import { Notice } from '../../components/field';
import { SafeHtml } from '../../components/safe-html';
import { Section } from '../../components/section';
import { seoulDateTime } from '../../format';
import { useT } from '../../i18n';

type Mode = 'text' | 'html';

/**
 * The answer (one language: the writer's): plain text turned into paragraphs, or HTML, with a live preview of what
 * the member will see (sanitised here and again by the server). The first save answers and notifies once; later
 * saves correct the words only.
 */
export function AnswerForm({
  inquiry,
  onSaved
}: {
  inquiry: DeskInquiryDetail;
  onSaved: (next: DeskInquiryDetail) => void;
}) {
  const { t } = useT();
  const first = inquiry.answerSource === null;
  const [mode, setMode] = useState<Mode>(first ? 'text' : 'html');
  const [source, setSource] = useState(inquiry.answerSource ?? '');
  const [notice, setNotice] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const html = mode === 'text' ? textToParagraphs(source) : source.trim();
  const save = async () => {
    if (!html.replace(/<[^>]*>|&nbsp;|\s/g, ''))
      return setNotice({ tone: 'error', text: t('inquiries.answerRequired') });
    setBusy(true);
    try {
      onSaved(await inquiriesApi.answer(inquiry.inquiryId, html, first));
      setNotice({ tone: 'info', text: t(first ? 'inquiries.answered' : 'inquiries.answerSaved') });
    } catch (caught) {
      setNotice({ tone: 'error', text: messageOf(caught, t('error.generic')) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Section title={t('inquiries.answer')}>
      {inquiry.answeredAt && (
        <p className="text-xs text-muted" data-testid="inquiry-answered-by">
          {t('inquiries.answeredBy', {
            date: seoulDateTime(inquiry.answerUpdatedAt ?? inquiry.answeredAt),
            name: inquiry.answeredBy ?? '-'
          })}
        </p>
      )}
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="sr-only">{t('inquiries.answerMode')}</legend>
        {(['text', 'html'] as const).map((value) => (
          <label key={value} className="flex min-h-11 items-center gap-2">
            <input type="radio" name="answer-mode" checked={mode === value} onChange={() => setMode(value)} />
            {t(`inquiries.mode.${value}`)}
          </label>
        ))}
      </fieldset>
      <label htmlFor="inquiry-answer" className="sr-only">
        {t('inquiries.answer')}
      </label>
      <textarea
        id="inquiry-answer"
        rows={10}
        maxLength={INQUIRY_ANSWER_MAX}
        value={source}
        onChange={(event) => setSource(event.target.value)}
        aria-describedby="inquiry-answer-hint"
        data-testid="inquiry-answer-input"
        className={`rounded-md border border-line bg-white px-3 py-2 text-sm ${mode === 'html' ? 'font-mono' : ''}`}
      />
      <p id="inquiry-answer-hint" className="text-xs text-muted">
        {t('inquiries.answerHint', { max: INQUIRY_ANSWER_MAX })}
      </p>
      {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      <button
        type="button"
        disabled={busy}
        onClick={() => void save()}
        data-testid="inquiry-answer-save"
        className="min-h-11 self-start rounded-md bg-plum px-4 font-medium text-white disabled:opacity-60"
      >
        {first ? t('inquiries.sendAnswer') : t('inquiries.saveAnswer')}
      </button>
      {html && (
        <div className="mt-2 rounded-md bg-plum-soft/40 p-3">
          <p className="mb-2 text-xs font-semibold text-muted">{t('inquiries.preview')}</p>
          <SafeHtml html={html} />
        </div>
      )}
    </Section>
  );
}
