import { FEEDBACK_HIDE_REASON_MAX, type DeskFeedbackDetail } from '@mall/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ApiError, messageOf } from '../../api';
import { FEEDBACK_KEY, feedbackApi, feedbackPostKey } from '../../api/feedback';
import { Field, Notice } from '../../components/field';
import { BackLink, Section } from '../../components/section';
import { seoulDateTime } from '../../format';
import { useDocumentTitle, useT } from '../../i18n';
import { ReplyForm } from './reply-form';
import { FeedbackBadges } from './rows';

/** One post (the read is audited: it shows the writer's contact): its text, the reply, hide with a reason or show. */
export function FeedbackDetailScreen() {
  const { t } = useT();
  const id = Number(useParams().feedbackId);
  const valid = Number.isSafeInteger(id) && id > 0;
  const queryClient = useQueryClient();
  const { data: post, error } = useQuery({
    queryKey: feedbackPostKey(id),
    queryFn: () => feedbackApi.post(id),
    enabled: valid
  });
  const [reason, setReason] = useState('');
  const [notice, setNotice] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  useDocumentTitle(t('feedback.ref', { id: valid ? id : '' }));
  const back = <BackLink to="/feedback">{t('feedback.back')}</BackLink>;
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
  if (!post) return <p className="text-muted">{t('loading')}</p>;

  const saved = async (next: DeskFeedbackDetail) => {
    queryClient.setQueryData(feedbackPostKey(id), next);
    await queryClient.invalidateQueries({ queryKey: [...FEEDBACK_KEY, 'list'] });
  };
  const toggle = async () => {
    if (!post.hidden && !reason.trim())
      return setNotice({ tone: 'error', text: t('feedback.hideReasonRequired') });
    setBusy(true);
    try {
      const next = await feedbackApi.visibility(
        id,
        post.hidden ? { hidden: false } : { hidden: true, reason: reason.trim() }
      );
      await saved(next);
      setReason('');
      setNotice({ tone: 'info', text: t(next.hidden ? 'feedback.hiddenDone' : 'feedback.shownDone') });
    } catch (caught) {
      setNotice({ tone: 'error', text: messageOf(caught, t('error.generic')) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <article className="flex flex-col gap-5" aria-labelledby="feedback-post-title">
      {back}
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="feedback-post-title" className="text-xl font-semibold break-words">
          {t('feedback.ref', { id: post.feedbackId })} · {post.title}
        </h1>
        <FeedbackBadges row={post} />
      </div>
      {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      <div className="grid gap-4 md:grid-cols-2">
        <Section title={t('feedback.writer')}>
          <p>
            {post.writerName} ·{' '}
            {post.userSeqNo === null ? t('feedback.guest') : t('feedback.member', { id: post.userSeqNo })}
          </p>
          <p className="text-muted">
            {t('feedback.contact')}: {[post.email, post.mobileNumber].filter(Boolean).join(' · ') || '-'}
          </p>
          <p className="text-muted">
            {t(`feedback.category.${post.category}`)} · {seoulDateTime(post.createdAt)}
            {post.updatedAt && ` · ${t('feedback.updatedAt', { date: seoulDateTime(post.updatedAt) })}`}
          </p>
        </Section>
        <Section title={post.hidden ? t('feedback.show') : t('feedback.hide')}>
          {post.hidden ? (
            <p data-testid="feedback-hidden-reason">
              {t('feedback.hiddenBecause', {
                reason: post.hiddenReason ?? '-',
                date: seoulDateTime(post.hiddenAt)
              })}
            </p>
          ) : (
            <Field
              id="feedback-hide-reason"
              label={t('feedback.hideReason')}
              maxLength={FEEDBACK_HIDE_REASON_MAX}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
          <button
            type="button"
            disabled={busy}
            onClick={() => void toggle()}
            className={`min-h-11 self-start rounded-md px-4 font-medium disabled:opacity-60 ${
              post.hidden ? 'bg-plum text-white' : 'border border-danger text-danger'
            }`}
          >
            {post.hidden ? t('feedback.show') : t('feedback.hide')}
          </button>
        </Section>
      </div>
      <Section title={t('feedback.body')}>
        <p className="whitespace-pre-wrap break-words" data-testid="feedback-desk-body">
          {post.body}
        </p>
      </Section>
      <ReplyForm key={post.reply?.repliedAt ?? 'none'} post={post} onSaved={(next) => void saved(next)} />
    </article>
  );
}
