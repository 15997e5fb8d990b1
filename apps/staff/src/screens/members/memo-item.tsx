import { MEMBER_MEMO_COMMENT_MAX, type MemberMemo, type MemberMemoList } from '@mall/domain';
import { useState } from 'react';
import { messageOf } from '../../api';
import { membersApi } from '../../api/members';
import { Notice } from '../../components/field';
import { seoulDateTime } from '../../format';
import { useT } from '../../i18n';

/** One memo: pinned or not (toggle), who wrote it from which department, its comments and a comment box. */
export function MemoItem({ memo, onSaved }: { memo: MemberMemo; onSaved: (next: MemberMemoList) => void }) {
  const { t } = useT();
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<MemberMemoList>) => {
    setBusy(true);
    setProblem(null);
    try {
      onSaved(await work());
      return true;
    } catch (caught) {
      setProblem(messageOf(caught, t('error.generic')));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const addComment = async () => {
    // SPEC §5: an empty comment is ALT_InsertContent.
    if (!comment.trim()) return setProblem(t('members.memo.ALT_InsertContent'));
    const ok = await run(() =>
      membersApi.addComment({ memberMemoId: memo.memberMemoId, memberMemoCommentContent: comment.trim() })
    );
    if (ok) setComment('');
  };
  const by = (row: { createdUserDepartment: string; createdUserName: string; createdAt: string }) =>
    t('members.memo.by', {
      department: row.createdUserDepartment,
      name: row.createdUserName,
      date: seoulDateTime(row.createdAt)
    });
  return (
    <li
      className={`flex flex-col gap-2 rounded-md border p-3 text-sm ${memo.fixed ? 'border-plum bg-plum-soft/30' : 'border-line'}`}
      data-testid="member-memo"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-xs text-muted">
          {memo.fixed && (
            <span className="mr-2 rounded-full bg-plum px-2 py-0.5 text-white">
              {t('members.memo.pinned')}
            </span>
          )}
          {by(memo)}
        </span>
        <button
          type="button"
          disabled={busy}
          onClick={() => void run(() => membersApi.fix(memo.memberMemoId, !memo.fixed))}
          className="min-h-9 rounded-md border border-line px-2 text-xs"
        >
          {memo.fixed ? t('members.memo.unpin') : t('members.memo.pin')}
        </button>
      </div>
      <p className="whitespace-pre-wrap break-words">{memo.memberMemoContent}</p>
      {memo.comments.length > 0 && (
        <ul className="flex flex-col gap-1 border-l-2 border-line pl-3">
          {memo.comments.map((row) => (
            <li key={row.memberMemoCommentId}>
              <p className="whitespace-pre-wrap break-words">{row.memberMemoCommentContent}</p>
              <p className="text-xs text-muted">{by(row)}</p>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <label htmlFor={`memo-comment-${memo.memberMemoId}`} className="sr-only">
          {t('members.memo.comment')}
        </label>
        <input
          id={`memo-comment-${memo.memberMemoId}`}
          value={comment}
          maxLength={MEMBER_MEMO_COMMENT_MAX}
          placeholder={t('members.memo.comment')}
          onChange={(event) => setComment(event.target.value)}
          className="min-w-0 flex-1 rounded-md border border-line px-2 py-1.5"
        />
        <button
          type="button"
          disabled={busy}
          onClick={() => void addComment()}
          className="min-h-9 rounded-md border border-line px-2 text-xs"
        >
          {t('members.memo.addComment')}
        </button>
      </div>
      {problem && <Notice tone="error">{problem}</Notice>}
    </li>
  );
}
