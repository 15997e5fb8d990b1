import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useLanguage, useTranslation } from '../../../shared/i18n/i18n';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { MessageScreen } from '../../../shared/ui/message-screen';
import { RichHtml } from '../../../shared/ui/rich-html';
import { rightwayArticleQueryOptions } from '../api/site-pages-api';
import { companyPaths } from '../company-paths';
import { PageFrame } from '../components/page-frame';

const neighbour =
  'flex min-h-14 flex-1 flex-col justify-center rounded-2xl bg-white px-4 py-2 shadow-sm hover:text-plum';

/** SPEC §2 /esg/rightway/{id}: one article of the member code of ethics, with the previous and next. */
export function RightwayArticleRoute() {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({ ...rightwayArticleQueryOptions(id, language), enabled: valid });
  if (!valid) return <MessageScreen title={t('company.notFound.title')} body={t('company.notFound.body')} />;
  const article = query.data;
  return (
    <PageFrame slug="esg-rightway" state={query}>
      {article && (
        <article data-testid="rightway-article">
          <DocumentTitle
            page={`${t('company.rightway.number', { number: article.number })} ${article.title}`}
          />
          <p className="text-sm font-semibold text-plum">{article.pageTitle}</p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight md:text-[28px]">
            {t('company.rightway.number', { number: article.number })} {article.title}
          </h1>
          <RichHtml html={article.html} className="mt-6 rounded-2xl bg-white p-6 text-[15px] shadow-sm" />
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            {article.previous && (
              <Link to={companyPaths.rightwayArticle(article.previous.id)} className={neighbour} rel="prev">
                <span className="text-xs text-muted">{t('company.rightway.previous')}</span>
                <span className="font-semibold">{article.previous.title}</span>
              </Link>
            )}
            {article.next && (
              <Link
                to={companyPaths.rightwayArticle(article.next.id)}
                className={`${neighbour} sm:text-right`}
                rel="next"
              >
                <span className="text-xs text-muted">{t('company.rightway.next')}</span>
                <span className="font-semibold">{article.next.title}</span>
              </Link>
            )}
          </div>
          <Link to={companyPaths.page('esg-rightway')} className="btn-secondary mt-6 h-11 px-6">
            {t('company.rightway.backToList')}
          </Link>
        </article>
      )}
    </PageFrame>
  );
}
