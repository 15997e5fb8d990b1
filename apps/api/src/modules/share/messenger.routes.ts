import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, DomainError, IdParamSchema, MessengerShareSchema } from '@mall/domain';
import type { MessengerShare } from '../../providers/share/kakao-share.ts';
import { previewImage } from '../../lib/raster-image.ts';
import type { ProductService } from '../product/product.service.ts';
import { absolute, clip, originOf } from './share.service.ts';
import { SHARE_TEXTS } from './share.texts.ts';
import { errorAnswers, noStore } from '../../http/route-kit.ts';

/**
 * `GET /api/share/v1/messenger/products/{id}` (docs/decisions/026): the messenger's share page for a product,
 * in the asker's language. The feed (title, summary, picture, canonical link) is built here from the
 * catalogue, so the storefront cannot send a card the shop would not; null when no messenger is configured
 * or no trustworthy origin is known for absolute links.
 */
export function messengerRoutes(
  products: ProductService,
  messenger: MessengerShare | null,
  publicOrigin: string | null
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/share/v1/messenger/products/:id',
      {
        schema: {
          tags: ['share'],
          summary: "A product's messenger share page (feed of title, description, image, link)",
          params: IdParamSchema,
          response: { 200: dataEnvelope(MessengerShareSchema), ...errorAnswers(400, 404) }
        }
      },
      async (request, reply) => {
        const product = await products.productPreview(request.params.id, request.language);
        if (!product) throw new DomainError('PRODUCT_NOT_FOUND', { productId: request.params.id });
        noStore(reply);
        const origin = originOf(request, publicOrigin);
        if (!messenger || !origin) return { data: null };
        const url = `${origin}/product/detail/${product.productId}`;
        const link = { webUrl: url, mobileWebUrl: url };
        const image = previewImage(product.imageUrl);
        const shareUrl = messenger.shareUrl({
          objectType: 'feed',
          content: {
            title: clip(product.name, 200),
            description: clip(product.summary, 120),
            // The PNG twin: KakaoTalk does not draw SVG previews (raster-image.ts).
            imageUrl: absolute(origin, image?.url ?? '/favicon.svg'),
            ...(image?.width && image.height ? { imageWidth: image.width, imageHeight: image.height } : {}),
            link
          },
          buttons: [{ title: SHARE_TEXTS[request.language].messengerButton, link }]
        });
        return { data: { provider: messenger.provider, shareUrl } };
      }
    );
  };
}
