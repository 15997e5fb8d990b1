import { BOARD_PATH_KINDS, type BoardPathKind } from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import { useLanguage, useTranslation } from '../../../shared/i18n/i18n';
import { formatDate } from '../../../shared/lib/format';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { MessageScreen } from '../../../shared/ui/message-screen';
import { RichHtml } from '../../../shared/ui/rich-html';
import { boardPostQueryOptions } from '../api/board-api';
import { EventPeriod, EventStateBadge, PinnedBadge } from '../components/event-badge';
import { PostNeighbours } from '../components/post-neighbours';
import { PostShare } from '../components/post-share';
import { updatePaths } from '../lib/update-paths';

/** SPEC §2 /update/{kind}/{eventId}: one live post (its HTML sanitised twice), its neighbours, share, back to list. */
export function UpdateDetailRoute() {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const params = useParams();
  const kind = params.kind as BoardPathKind;
  const id = /^[0-9]{1,15}$/.test(params.eventId ?? '') ? Number(params.eventId) : 0;
  const valid = (BOARD_PATH_KINDS as readonly string[]).includes(kind) && id > 0;
  const {
    data: post,
    error,
    refetch
  } = useQuery({
    ...boardPostQueryOptions(kind, id, language),
    enabled: valid
  });

  if (!valid || (error instanceof ApiError && error.status === 404))
    return <MessageScreen title={t('updates.notFoundTitle')} body={t('updates.notFoundBody')} />;
  if (error)
    return (
      <div role="alert" className="container-page py-20 text-center">
        <p className="text-[15px] text-ink">{t('updates.loadError')}</p>
        <button type="button" className="btn-secondary mt-4" onClick={() => void refetch()}>
          {t('updates.retry')}
        </button>
      </div>
    );
  if (!post) return <div className="min-h-[60vh]" aria-busy="true" />;
  const path = updatePaths.post(kind, post.boardId);
  return (
    <article className="container-page max-w-3xl pb-16 pt-6 md:pb-20 md:pt-10" data-testid="update-detail">
      <DocumentTitle page={post.title} />
      <p className="mb-3 text-sm font-semibold text-plum">
        <Link to={updatePaths.list(kind)}>{t(`updates.kinds.${kind}`)}</Link>
      </p>
      <header className="border-b-2 border-ink pb-5">
        {(post.pinned || post.eventState) && (
          <div className="mb-2 flex gap-1.5">
            {post.pinned && <PinnedBadge />}
            {post.eventState && <EventStateBadge state={post.eventState} />}
          </div>
        )}
        <h1 className="text-xl font-bold leading-snug tracking-tight md:text-[26px]">{post.title}</h1>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm text-muted">
          <dl className="flex flex-wrap gap-x-4 gap-y-1">
            <div className="flex gap-1.5">
              <dt>{t('updates.published')}</dt>
              <dd>
                <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
              </dd>
            </div>
            {post.eventState && (
              <div className="flex gap-1.5">
                <dt>{t('updates.period')}</dt>
                <dd>
                  <EventPeriod startAt={post.eventStartAt} endAt={post.eventEndAt} />
                </dd>
              </div>
            )}
          </dl>
          <PostShare post={post} path={path} />
        </div>
      </header>
      <RichHtml html={post.html} className="py-8 md:py-10" />
      <PostNeighbours post={post} kind={kind} />
      <div className="mt-8 flex justify-center">
        <Link to={updatePaths.list(kind)} className="btn-primary min-w-40" data-testid="back-to-list">
          {t('updates.backToList')}
        </Link>
      </div>
    </article>
  );
}
