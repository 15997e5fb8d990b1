import type { BoardPost } from '@mall/domain';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { ShareSheet } from '../../../shared/share/share-sheet';

/** The post's share button and sheet: copy the link or hand it to the device's share sheet (its preview: ADR 076). */
export function PostShare({ post, path }: { post: BoardPost; path: string }) {
  const { t } = useTranslation('content');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn-secondary h-10 min-h-10 px-4 text-sm"
        onClick={() => setOpen(true)}
        data-testid="post-share"
      >
        {t('updates.share')}
      </button>
      {open && (
        <ShareSheet
          title={t('updates.share')}
          description={post.title}
          url={`${window.location.origin}${path}`}
          shareTitle={post.title}
          shareText={post.summary || undefined}
          linkLabel={t('updates.shareLink')}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
