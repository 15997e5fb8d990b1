import type { Language } from '@mall/domain';

type Copy = { subject: string; body: (title: string, link: string, minutes: number) => string };

/** The reset mail a guest writer gets, in the language they asked in. */
export const RESET_MAIL: Record<Language, Copy> = {
  'ko-KR': {
    subject: '[루미에르 비타] 고객의 소리 게시글 비밀번호 재설정',
    body: (title, link, minutes) =>
      `고객의 소리 게시글 「${title}」의 비밀번호 재설정을 요청하셨습니다.\n` +
      `아래 링크에서 새 비밀번호를 정해 주세요 (${minutes}분 동안, 한 번만 사용 가능).\n${link}\n` +
      '요청하지 않으셨다면 이 메일을 무시해 주세요. 비밀번호는 바뀌지 않습니다.'
  },
  'en-US': {
    subject: '[Lumière Vita] Reset the password of your feedback post',
    body: (title, link, minutes) =>
      `You asked to reset the password of your feedback post "${title}".\n` +
      `Choose a new password with this link (valid for ${minutes} minutes, once).\n${link}\n` +
      'If you did not ask for this, ignore this mail: the password stays as it is.'
  },
  'zh-TW': {
    subject: '[Lumière Vita] 重設意見回饋文章密碼',
    body: (title, link, minutes) =>
      `您申請重設意見回饋文章「${title}」的密碼。\n` +
      `請透過以下連結設定新密碼（${minutes} 分鐘內有效，僅能使用一次）。\n${link}\n` +
      '若非您本人申請，請忽略此郵件，密碼不會變更。'
  }
};
