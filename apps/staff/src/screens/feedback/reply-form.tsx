import { FEEDBACK_REPLY_MAX, type DeskFeedbackDetail } from '@mall/domain';
import { useState } from 'react';
import { feedbackApi } from '../../api/feedback';
import { messageOf } from '../../api';
import { Notice } from '../../components/field';
import { SafeHtml } from '../../components/safe-html';
import { Section } from '../../components/section';
import { seoulDateTime } from '../../format';
import { useT } from '../../i18n';

/** The post's one reply: what staff wrote (HTML or text), the shop's sanitised copy, and who replied when. */
export function ReplyForm({
  post,
  onSaved
}: {
  post: DeskFeedbackDetail;
  onSaved: (next: DeskFeedbackDetail) => void;
}) {
  const { t } = useT();
  const [html, setHtml] = useState(post.reply?.html ?? '');
  const [notice, setNotice] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    if (!html.trim()) return setNotice({ tone: 'error', text: t('feedback.replyRequired') });
    setBusy(true);
    try {
      onSaved(await feedbackApi.reply(post.feedbackId, { html }));
      setNotice({ tone: 'info', text: t('feedback.replySaved') });
    } catch (caught) {
      setNotice({ tone: 'error', text: messageOf(caught, t('error.generic')) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Section title={t('feedback.reply')}>
      {post.reply && (
        <p className="text-xs text-muted" data-testid="feedback-replied">
          {t('feedback.repliedBy', {
            date: seoulDateTime(post.reply.repliedAt),
            name: post.reply.repliedBy ?? '-'
          })}
        </p>
      )}
      <label htmlFor="feedback-reply" className="sr-only">
        {t('feedback.reply')}
      </label>
      <textarea
        id="feedback-reply"
        rows={8}
        maxLength={FEEDBACK_REPLY_MAX}
        value={html}
        onChange={(event) => setHtml(event.target.value)}
        aria-describedby="feedback-reply-hint"
        className="rounded-md border border-line bg-white px-3 py-2 font-mono text-sm"
      />
      <p id="feedback-reply-hint" className="text-xs text-muted">
        {t('feedback.replyHint', { max: FEEDBACK_REPLY_MAX })}
      </p>
      {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      <button
        type="button"
        disabled={busy}
        onClick={() => void save()}
        className="min-h-11 self-start rounded-md bg-plum px-4 font-medium text-white disabled:opacity-60"
      >
        {t('feedback.saveReply')}
      </button>
      {post.reply && (
        <div className="mt-2 rounded-md bg-plum-soft/40 p-3">
          <p className="mb-2 text-xs font-semibold text-muted">{t('feedback.replyPreview')}</p>
          <SafeHtml html={post.reply.sanitized} />
        </div>
      )}
    </Section>
  );
}
