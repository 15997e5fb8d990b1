import { BOARD_PATH_KINDS, boardPathOfKind, type BoardPathKind, type Language } from '@mall/domain';
import { previewImage } from '../../lib/raster-image.ts';
import type { ContentPreviewSource } from '../share/content-previews.ts';
import { clip, type ShellPage } from '../share/share.service.ts';
import { SHARE_TEXTS } from '../share/share.texts.ts';
import type { BoardService } from './board.service.ts';

/** The preview words of the board's pages; the storefront's `content-updates.*` titles say the same. */
const BOARD_TEXTS: Record<Language, { title: Record<'all' | BoardPathKind, string>; description: string }> = {
  'ko-KR': {
    title: { all: '새소식', notice: '공지사항', event: '이벤트', news: '뉴스' },
    description: '루미에르 비타의 공지사항, 이벤트와 뉴스를 확인하세요.'
  },
  'en-US': {
    title: { all: 'Updates', notice: 'Notices', event: 'Events', news: 'News' },
    description: 'Notices, events and news from Lumière Vita.'
  },
  'zh-TW': {
    title: { all: '最新消息', notice: '公告', event: '活動', news: '新聞' },
    description: '查看露米耶維他的公告、活動與新聞。'
  }
};

const LIST_PATH = /^\/update(?:\/(notice|event|news))?\/?$/;
const POST_PATH = /^\/update\/(notice|event|news)\/([^/]+)\/?$/;
const NOT_FOUND: ShellPage = { status: 404, meta: null, skeleton: 'page' };

/**
 * Previews of `/update`, `/update/{kind}` and `/update/{kind}/{id}` (docs/decisions/076): a live post's own title,
 * summary and image; a post that is not live (or no post) is 404. Live posts are in the sitemap.
 */
export function boardPreviews(board: BoardService): ContentPreviewSource {
  return {
    async page(pathname, language) {
      const texts = BOARD_TEXTS[language];
      const listMatch = LIST_PATH.exec(pathname);
      if (listMatch) {
        const kind = (listMatch[1] as BoardPathKind | undefined) ?? 'all';
        return {
          status: 200,
          skeleton: 'page',
          meta: {
            title: SHARE_TEXTS[language].pageTitle(texts.title[kind]),
            description: texts.description,
            path: kind === 'all' ? '/update' : `/update/${kind}`,
            image: null,
            type: 'website'
          }
        };
      }
      const postMatch = POST_PATH.exec(pathname);
      if (!postMatch) return null;
      const kind = postMatch[1] as BoardPathKind;
      const id = /^[0-9]{1,15}$/.test(postMatch[2]!) ? Number(postMatch[2]) : NaN;
      const post = Number.isSafeInteger(id) && id > 0 ? await board.preview(kind, id, language) : null;
      if (!post) return NOT_FOUND;
      return {
        status: 200,
        skeleton: 'page',
        meta: {
          title: SHARE_TEXTS[language].pageTitle(post.title),
          description: clip(post.description || post.title),
          path: `/update/${kind}/${id}`,
          image: previewImage(post.imageUrl),
          type: 'website'
        }
      };
    },

    async sitemap() {
      const posts = await board.sitemapEntries();
      // A list page changes when one of its posts does; an empty list is not worth a crawler's visit.
      const newest = (kind?: BoardPathKind) =>
        posts
          .filter((post) => !kind || boardPathOfKind(post.kind) === kind)
          .reduce<Date | null>((max, post) => (!max || post.updatedAt > max ? post.updatedAt : max), null);
      const lists = (['all', ...BOARD_PATH_KINDS] as const).flatMap((kind) => {
        const lastmod = newest(kind === 'all' ? undefined : kind);
        const path = kind === 'all' ? '/update' : `/update/${kind}`;
        return lastmod ? [{ path, lastmod, changefreq: 'daily' as const }] : [];
      });
      return [
        ...lists,
        ...posts.map((post) => ({
          path: `/update/${boardPathOfKind(post.kind)}/${post.id}`,
          lastmod: post.updatedAt,
          changefreq: 'weekly' as const
        }))
      ];
    }
  };
}
