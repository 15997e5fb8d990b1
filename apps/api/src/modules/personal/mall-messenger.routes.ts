import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataEnvelope,
  DomainError,
  MallMessengerParamsSchema,
  MallMessengerQuerySchema,
  MessengerShareSchema,
  signupLinkPath
} from '@mall/domain';
import { errorAnswers, noStore } from '../../http/route-kit.ts';
import type { MessengerShare } from '../../providers/share/kakao-share.ts';
import { absolute, clip, originOf } from '../share/share.service.ts';
import { SHARE_TEXTS } from '../share/share.texts.ts';
import type { PersonalMallService } from './personal-mall.service.ts';

/**
 * `GET /api/share/v1/messenger/personal-malls/{userNumber}?kind=shopping|signup` (docs/decisions/075): the
 * messenger's share page for one of an active planner's two links, like a product's (docs/decisions/026): the
 * feed (the mall's name and first message, its profile picture, the link) is built here from the mall, so a
 * shared card always names the planner it credits. Null when no messenger or no trustworthy origin is known.
 */
export function mallMessengerRoutes(
  malls: Pick<PersonalMallService, 'publicMall'>,
  messenger: MessengerShare | null,
  publicOrigin: string | null
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/share/v1/messenger/personal-malls/:userNumber',
      {
        schema: {
          tags: ['personal'],
          summary: "A planner's sign-up or shopping link as a messenger share page",
          params: MallMessengerParamsSchema,
          querystring: MallMessengerQuerySchema,
          response: { 200: dataEnvelope(MessengerShareSchema), ...errorAnswers(400, 404) }
        }
      },
      async (request, reply) => {
        noStore(reply);
        const origin = originOf(request, publicOrigin);
        const mall = await malls.publicMall(request.params.userNumber, origin);
        if (!mall) throw new DomainError('NOT_FOUND');
        if (!messenger || !origin) return { data: null };
        const texts = SHARE_TEXTS[request.language];
        const signup = request.query.kind === 'signup';
        const url = signup ? absolute(origin, signupLinkPath(mall.userNumber)) : mall.shoppingLink;
        const link = { webUrl: url, mobileWebUrl: url };
        const title = mall.mallName ?? texts.mallTitle(mall.userInfo.fullName);
        const description = signup ? texts.mallSignupDescription(mall.userInfo.fullName) : mall.message1;
        const shareUrl = messenger.shareUrl({
          objectType: 'feed',
          content: {
            title: clip(title, 200),
            description: clip(description || title, 120),
            imageUrl: absolute(origin, mall.profileUrl ?? '/favicon.svg'),
            link
          },
          buttons: [{ title: signup ? texts.mallSignupButton : texts.mallShoppingButton, link }]
        });
        return { data: { provider: messenger.provider, shareUrl } };
      }
    );
  };
}
