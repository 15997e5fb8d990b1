import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from '../../../shared/i18n/i18n';
import { isLoggedIn, useSession } from '../../../shared/session/session-store';
import { dialogs } from '../../../shared/ui/dialog-store';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { personalMallQueryOptions, personalMallSummaryQueryOptions } from '../api/personal-mall-api';
import { MallEditForm } from '../components/mall-edit-form';
import { MallFigures } from '../components/mall-figures';
import { MallHero } from '../components/mall-hero';
import { MallLinks } from '../components/mall-links';
import { mallTitle } from '../lib/mall-rules';

/**
 * SPEC §2 /mypage/personalMall (and /mypage/personalmall; guard: planner): the owner's mall as visitors see it,
 * the edit form (the owner alone), the two referral links with their QR codes and the month's figures.
 */
export function PersonalMallRoute() {
  const { t } = useTranslation('planner');
  const session = useSession();
  // The planner guard let only a planner in; the session is theirs.
  const userSeqNo = isLoggedIn(session) ? session.user.userSeqNo : 0;
  const mall = useQuery({ ...personalMallQueryOptions(userSeqNo), enabled: userSeqNo > 0 });
  const summary = useQuery({ ...personalMallSummaryQueryOptions(userSeqNo), enabled: userSeqNo > 0 });
  const [editing, setEditing] = useState(false);
  const data = mall.data;
  // The page is the asker's own mall, but the edit button follows SPEC §6 to the letter: the owner alone.
  const owner = data !== undefined && isLoggedIn(session) && session.user.userSeqNo === data.userSeqNo;
  const defaultTitle = (name: string) => t('mall.defaultTitle', { name });
  const title = data ? mallTitle(data.mallName, data.userInfo.fullName, defaultTitle) : '';

  return (
    <div className="container-page max-w-5xl pb-16 pt-6 md:pb-20 md:pt-10">
      <DocumentTitle page={t('mall.title')} />
      <Link
        to={paths.myPage()}
        className="inline-flex min-h-11 items-center gap-1 text-sm text-muted hover:text-plum"
      >
        <span aria-hidden="true">‹</span> {t('mall.backToMyPage')}
      </Link>
      <h1 className="mt-1 text-2xl font-bold tracking-tight md:text-[28px]">{t('mall.title')}</h1>
      <p className="mt-2 max-w-xl text-sm leading-relaxed text-muted break-keep">{t('mall.lead')}</p>

      {mall.isPending ? (
        <p className="mt-6 rounded-3xl bg-white px-6 py-16 text-center text-sm text-muted ring-1 ring-line/70">
          {t('mall.loading')}
        </p>
      ) : mall.isError || !data ? (
        <div
          role="alert"
          className="mt-6 flex flex-col items-center rounded-3xl bg-white px-6 py-16 text-center ring-1 ring-line/70"
        >
          <p className="text-[15px] text-ink">{t('mall.loadError')}</p>
          <button type="button" className="btn-secondary mt-4" onClick={() => void mall.refetch()}>
            {t('mall.retry')}
          </button>
        </div>
      ) : (
        <div className="mt-6 grid grid-cols-1 gap-6">
          <section aria-label={t('mall.preview')}>
            <p className="mb-2 text-xs font-semibold uppercase tracking-wider text-muted">
              {t('mall.preview')}
            </p>
            <MallHero
              title={title}
              message1={data.message1}
              message2={data.message2}
              profileUrl={data.profileUrl}
              profileAlt={t('mall.profileAlt', { name: data.userInfo.fullName })}
              backgroundMobileUrl={data.backgroundMobileUrl}
              backgroundPcUrl={data.backgroundPcUrl}
              action={
                owner && (
                  <button
                    type="button"
                    className="btn-primary h-10 px-4 text-sm shadow"
                    data-testid="mall-edit-open"
                    onClick={() => setEditing(true)}
                  >
                    {t('mall.edit')}
                  </button>
                )
              }
            >
              {!data.message1 && !data.message2 && (
                <p className="mt-2 text-sm text-muted break-keep" data-testid="mall-empty-messages">
                  {t('mall.emptyMessages')}
                </p>
              )}
              <p className="mt-4 flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted">
                <span className="font-semibold text-ink">
                  {t('mall.planner')} {data.userInfo.fullName}
                </span>
                <span>{t('mall.plannerNumber', { number: data.userInfo.globalRefererUserNumber })}</span>
                {data.nickname && <span>{t('mall.nickname', { nickname: data.nickname })}</span>}
              </p>
            </MallHero>
          </section>
          <MallLinks mall={data} title={title} />
          <MallFigures summary={summary} />
        </div>
      )}
      {editing && data && owner && (
        <MallEditForm
          mall={data}
          defaultName={defaultTitle(data.userInfo.fullName)}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            void dialogs.alert(t('mall.form.saved'));
          }}
        />
      )}
    </div>
  );
}
