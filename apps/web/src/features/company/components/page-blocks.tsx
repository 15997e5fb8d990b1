import type { PublicSitePageBlock } from '@mall/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/i18n';
import { RichHtml } from '../../../shared/ui/rich-html';
import { companyPaths } from '../company-paths';
import { HistoryTimeline } from './history-timeline';
import { LocationCard } from './location-card';

type Block = PublicSitePageBlock;
type Of<K extends Block['kind']> = Extract<Block, { kind: K }>;

/** Consecutive blocks of one kind render together (a timeline, a grid of cards, a list of articles). */
export function groupBlocks(blocks: Block[]): Block[][] {
  const groups: Block[][] = [];
  for (const block of blocks) {
    const last = groups.at(-1);
    if (last && last[0]!.kind === block.kind && block.kind !== 'text' && block.kind !== 'location')
      last.push(block);
    else groups.push([block]);
  }
  return groups;
}

function Cards({ cards }: { cards: Of<'card'>[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.id} className="overflow-hidden rounded-2xl bg-white shadow-sm">
          {card.imageUrl && (
            <img
              src={card.imageUrl}
              alt=""
              loading="lazy"
              width={640}
              height={400}
              className="aspect-[16/10] w-full object-cover"
            />
          )}
          <div className="p-5">
            <h3 className="text-lg font-bold">{card.title}</h3>
            <RichHtml html={card.html} className="mt-2 text-[15px] text-muted" />
          </div>
        </li>
      ))}
    </ul>
  );
}

function Colors({ colors }: { colors: Of<'color'>[] }) {
  const { t } = useTranslation('content');
  return (
    <ul aria-label={t('company.colors.label')} className="grid gap-4 sm:grid-cols-3">
      {colors.map((color) => (
        <li key={color.id} className="overflow-hidden rounded-2xl bg-white shadow-sm">
          <div className="h-24 border-b border-line" style={{ backgroundColor: color.hex }} />
          <div className="p-4">
            <p className="font-bold">{color.name}</p>
            <p className="font-mono text-sm text-muted">{color.hex.toUpperCase()}</p>
            <p className="mt-1 text-sm">{color.note}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

function Articles({ articles }: { articles: Of<'article'>[] }) {
  const { t } = useTranslation('content');
  return (
    <nav aria-label={t('company.rightway.articles')}>
      <ol
        className="divide-y divide-line overflow-hidden rounded-2xl bg-white shadow-sm"
        data-testid="rightway-list"
      >
        {articles.map((article) => (
          <li key={article.id}>
            <Link
              to={companyPaths.rightwayArticle(article.id)}
              className="flex min-h-14 items-center gap-4 px-5 py-3 hover:bg-plum-soft/50"
            >
              <span className="w-16 shrink-0 text-sm font-semibold text-plum">
                {t('company.rightway.number', { number: article.number })}
              </span>
              <span className="text-[15px] font-semibold">{article.title}</span>
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function One({ group }: { group: Block[] }) {
  const first = group[0]!;
  switch (first.kind) {
    case 'milestone':
      return <HistoryTimeline milestones={group as Of<'milestone'>[]} />;
    case 'card':
      return <Cards cards={group as Of<'card'>[]} />;
    case 'color':
      return <Colors colors={group as Of<'color'>[]} />;
    case 'article':
      return <Articles articles={group as Of<'article'>[]} />;
    case 'location':
      return <LocationCard block={first} />;
    case 'image':
      return (
        <div className="grid gap-4 md:grid-cols-2">
          {(group as Of<'image'>[]).map((image) => (
            <figure key={image.id} className="overflow-hidden rounded-2xl bg-white shadow-sm">
              <img src={image.url} alt={image.alt} loading="lazy" className="w-full object-cover" />
              {image.caption && <figcaption className="p-3 text-sm text-muted">{image.caption}</figcaption>}
            </figure>
          ))}
        </div>
      );
    case 'text':
      return (
        <section>
          {first.title && <h2 className="mb-3 text-xl font-bold">{first.title}</h2>}
          <RichHtml html={first.html} className="text-[15px]" />
        </section>
      );
  }
}

/** A page's blocks in order, each kind drawn its own way. */
export function PageBlocks({ blocks }: { blocks: Block[] }) {
  return (
    <div className="space-y-10">
      {groupBlocks(blocks).map((group) => (
        <One key={group[0]!.id} group={group} />
      ))}
    </div>
  );
}
