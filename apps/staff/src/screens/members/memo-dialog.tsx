import { MEMBER_MEMO_MAX, type MemberMemoList } from '@mall/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../api';
import { MEMBERS_KEY, membersApi, memosKey } from '../../api/members';
import { Notice } from '../../components/field';
import { Modal } from '../../components/modal';
import { seoulDateTime } from '../../format';
import { useT } from '../../i18n';
import { MemoItem } from './memo-item';

/**
 * SPEC's member memo dialog: the member at a glance (audited), a new memo (pinned or not; the department is the
 * writer's own, set by the server), and the memos, pinned first, each with its comments.
 */
export function MemoDialog({ userId, onClose }: { userId: number; onClose: () => void }) {
  const { t } = useT();
  const queryClient = useQueryClient();
  const summary = useQuery({
    queryKey: [...MEMBERS_KEY, 'summary', userId],
    queryFn: () => membersApi.summary(userId)
  });
  const memos = useQuery({ queryKey: memosKey(userId), queryFn: () => membersApi.memos(userId) });
  const [content, setContent] = useState('');
  const [fixed, setFixed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const saved = (next: MemberMemoList) => queryClient.setQueryData(memosKey(userId), next);
  const add = async () => {
    // SPEC §5: an empty memo is INQ_AlertMemo.
    if (!content.trim()) return setProblem(t('members.memo.INQ_AlertMemo'));
    setBusy(true);
    setProblem(null);
    try {
      saved(await membersApi.addMemo({ userId, memberMemoContent: content.trim(), fixed }));
      setContent('');
      setFixed(false);
    } catch (caught) {
      setProblem(messageOf(caught, t('error.generic')));
    } finally {
      setBusy(false);
    }
  };
  const member = summary.data;
  const title = member
    ? t('members.memo.title', { name: member.name, number: member.userNumber })
    : t('inquiries.memo');
  return (
    <Modal title={title} onClose={onClose} wide>
      <div className="flex flex-col gap-4 text-sm" data-testid="member-memo-dialog">
        {member && (
          <p className="text-muted">
            {t('members.memo.summary', {
              grade: t(`members.grade.${member.userType}`),
              status: t(`members.status.${member.userStatus}`),
              joined: seoulDateTime(member.joinDatetime).slice(0, 10),
              inquiries: member.inquiryCount
            })}
          </p>
        )}
        {(summary.error || memos.error) && (
          <Notice tone="error">{messageOf(summary.error ?? memos.error, t('error.generic'))}</Notice>
        )}
        <div className="flex flex-col gap-2">
          <label htmlFor="member-memo-new" className="font-medium">
            {t('members.memo.new')}
          </label>
          <textarea
            id="member-memo-new"
            rows={3}
            maxLength={MEMBER_MEMO_MAX}
            value={content}
            onChange={(event) => setContent(event.target.value)}
            className="rounded-md border border-line px-3 py-2"
            data-testid="member-memo-input"
          />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <label className="flex min-h-11 items-center gap-2">
              <input type="checkbox" checked={fixed} onChange={(event) => setFixed(event.target.checked)} />
              {t('members.memo.fixed')}
            </label>
            <button
              type="button"
              disabled={busy}
              onClick={() => void add()}
              className="min-h-11 rounded-md bg-plum px-4 font-medium text-white disabled:opacity-60"
              data-testid="member-memo-add"
            >
              {t('members.memo.add')}
            </button>
          </div>
          {problem && <Notice tone="error">{problem}</Notice>}
        </div>
        {memos.data && memos.data.list.length === 0 && (
          <p className="text-muted">{t('members.memo.empty')}</p>
        )}
        <ul className="flex flex-col gap-2">
          {memos.data?.list.map((memo) => (
            <MemoItem key={memo.memberMemoId} memo={memo} onSaved={saved} />
          ))}
        </ul>
      </div>
    </Modal>
  );
}
