import type { DeskReturnDetail, DeskReturnMoveBody } from '@mall/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, RETURNS_KEY, returnKey, staffApi } from '../api';
import { useT } from '../i18n';
import { ConfirmDialog } from './confirm-dialog';
import { Notice } from './field';
import { RejectDialog } from './reject-dialog';

type DeskReturnEvent = DeskReturnDetail['events'][number];

/**
 * The moves the API says staff may make now (`events`), each asked about first: approve and collect are
 * confirmed, reject asks the reason. After a move the detail is the API's answer and the desk's counts are read
 * again; a return that changed meanwhile is read again too.
 */
export function ReturnActions({ detail }: { detail: DeskReturnDetail }) {
  const { t } = useT();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<DeskReturnEvent | null>(null);
  const [notice, setNotice] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const id = detail.returnId;

  const move = async (body: DeskReturnMoveBody) => {
    try {
      queryClient.setQueryData(returnKey(id), await staffApi.moveReturn(id, body));
      setNotice({ tone: 'info', text: t(`returnMoved.${body.event}`) });
    } catch (caught) {
      // Not this dialog's to answer: the return moved on (or is gone) meanwhile; show it as it is now.
      if (!(caught instanceof ApiError && (caught.status === 409 || caught.status === 404))) throw caught;
      setNotice({
        tone: 'error',
        text: caught.status === 409 ? t('returns.moveRefused') : t('returns.notFound')
      });
      await queryClient.invalidateQueries({ queryKey: returnKey(id) });
    }
    setAsking(null);
    await queryClient.invalidateQueries({ queryKey: RETURNS_KEY });
  };

  return (
    <div className="flex flex-col gap-3">
      {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      {detail.events.length > 0 && (
        <div className="flex flex-wrap gap-2" data-testid="return-actions">
          {detail.events.map((event) => (
            <button
              key={event}
              type="button"
              onClick={() => {
                setNotice(null);
                setAsking(event);
              }}
              className={
                event === 'reject'
                  ? 'min-h-11 rounded-md border border-danger bg-white px-4 text-sm font-medium text-danger'
                  : 'min-h-11 rounded-md bg-plum px-4 text-sm font-medium text-white'
              }
            >
              {t(`returnEvent.${event}`)}
            </button>
          ))}
        </div>
      )}
      {(asking === 'approve' || asking === 'collect') && (
        <ConfirmDialog
          title={`${t(`returnEvent.${asking}`)} — ${t('returns.ref', { id })}`}
          text={t(`returnConfirm.${asking}`)}
          confirmLabel={t(`returnEvent.${asking}`)}
          send={() => move({ event: asking })}
          onClose={() => setAsking(null)}
        />
      )}
      {asking === 'reject' && (
        <RejectDialog
          returnId={id}
          send={(reason) => move({ event: 'reject', reason })}
          onClose={() => setAsking(null)}
        />
      )}
    </div>
  );
}
