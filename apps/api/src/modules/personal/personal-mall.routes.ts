import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataEnvelope,
  DomainError,
  DuplicateCheckAnswerSchema,
  HeaderPersonalQuerySchema,
  HeaderPersonalSchema,
  IdParamSchema,
  FindExistUserNickNmBodySchema,
  parseQrCodeFileName,
  PERSONAL_MALL_IMAGE_FIELDS,
  PERSONAL_MALL_IMAGE_MAX_MB,
  PersonalMallSaveSchema,
  PersonalMallSchema,
  PersonalMallSummarySchema,
  QrCodeDownloadQuerySchema,
  SiteUrlCheckBodySchema
} from '@mall/domain';
import { errorAnswers, noStore, privateAnswer } from '../../http/route-kit.ts';
import { requireSelf } from '../auth/authenticate.ts';
import { jsonField, readImageForm } from '../media/multipart-form.ts';
import { originOf } from '../share/share.service.ts';
import type { PersonalMallService } from './personal-mall.service.ts';
import { drawQrCode } from './qr-codes.ts';
import { setShopReferrerCookie, shopReferrerCookieOf } from './shop-referrer.ts';

const errors = errorAnswers(400, 401, 403, 404, 409, 413, 429);
const tags = ['personal-mall'];
/** Each save re-encodes up to three pictures: a few a minute is plenty for a person. */
const UPLOAD_LIMIT = { rateLimit: { max: 10, timeWindow: '1 minute' } };
/** Look-ups that reveal whether a handle or login id is someone's: bounded per client, like sign-up's. */
const CHECK_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };
const IMAGE_FORM = {
  fileField: PERSONAL_MALL_IMAGE_FIELDS,
  maxFiles: PERSONAL_MALL_IMAGE_FIELDS.length,
  maxPerField: 1,
  maxBytes: PERSONAL_MALL_IMAGE_MAX_MB * 1024 * 1024
};
/** QR codes change only with the planner's site address: a day in any cache (docs/decisions/075). */
const QR_CACHE = 'public, max-age=86400';

/**
 * The personal mall (SPEC §7 Personal mall, member public calls; docs/decisions/075): the owner's mall, its save
 * and month figures behind `{id}` = the asker (403 otherwise) and an active planner (ALT_PlannerOnly); the header
 * state, handle checks and QR codes public, with an optional login.
 */
export function personalMallRoutes(
  service: PersonalMallService,
  authenticate: (request: FastifyRequest) => Promise<void>,
  publicOrigin: string | null,
  /** Sign-up's login id check, which shares findExistUserNickNm's path (the member module's). */
  loginIdTaken: (loginId: string) => Promise<boolean>
): FastifyPluginAsyncZod {
  /** A valid login makes the asker a member; none (or a forged one) is a visitor. An expired one still says so. */
  const optionalLogin = async (request: FastifyRequest) => {
    if (!request.headers.authorization) return;
    try {
      await authenticate(request);
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'UNAUTHORIZED')) throw error;
    }
  };
  const origin = (request: FastifyRequest) => originOf(request, publicOrigin);

  return async (app) => {
    await app.register(multipart, { throwFileSizeLimit: true });

    app.get(
      '/personal/v1/users/:id/personalMall',
      {
        preHandler: authenticate,
        schema: {
          tags,
          summary: "The owner's personal mall with its links and QR code names (mallName null until saved)",
          params: IdParamSchema,
          response: { 200: dataEnvelope(PersonalMallSchema), ...errors }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        const { userSeqNo } = requireSelf(request);
        return { data: await service.ownMall(userSeqNo, origin(request)) };
      }
    );

    app.post(
      '/personal/v1/users/:id/personalMall',
      {
        preHandler: authenticate,
        config: UPLOAD_LIMIT,
        schema: {
          tags,
          summary:
            'Save the mall: multipart `request` (JSON PersonalMallSave) and optional `profile`, `backgroundMobile`, `backgroundPc` (JPEG/PNG, 20 MB each)',
          params: IdParamSchema,
          response: { 200: dataEnvelope(PersonalMallSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        const { userSeqNo } = requireSelf(request);
        // Who may save is settled before a byte of a picture is read.
        await service.assertPlanner(userSeqNo);
        const form = await readImageForm(request, IMAGE_FORM);
        const body = jsonField(PersonalMallSaveSchema, form.fields.get('request'));
        return { data: await service.save(userSeqNo, body, form.named, origin(request)) };
      }
    );

    app.get(
      '/personal/v1/users/:id/personalMall/summary',
      {
        preHandler: authenticate,
        schema: {
          tags,
          summary: "The planner's Korean month: referred members and the orders credited to them (SP/BP)",
          params: IdParamSchema,
          response: { 200: dataEnvelope(PersonalMallSummarySchema), ...errors }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        const { userSeqNo } = requireSelf(request);
        return { data: await service.summary(userSeqNo) };
      }
    );

    app.get(
      '/personal/v1/users/public/headerPersonal',
      {
        preHandler: optionalLogin,
        schema: {
          tags,
          summary:
            "The banner's mall and state (SHOWN, NONE, INACTIVE, MISMATCH, COMPANY); a shown query code sets the shop-referrer cookie",
          querystring: HeaderPersonalQuerySchema,
          response: { 200: dataEnvelope(HeaderPersonalSchema), ...errors }
        }
      },
      async (request, reply) => {
        // Depends on the login and the cookie: no shared cache.
        privateAnswer(reply);
        const { remember, ...header } = await service.header({
          referrerCode: request.query.referrerCode || null,
          cookie: shopReferrerCookieOf(request),
          askerId: request.principal?.userSeqNo ?? null,
          origin: origin(request)
        });
        if (remember) setShopReferrerCookie(reply, remember);
        return { data: header };
      }
    );

    app.post(
      '/member/v1/public/findExistUserSiteUrl',
      {
        preHandler: optionalLogin,
        config: CHECK_LIMIT,
        schema: {
          tags,
          summary: 'Whether another mall has this site address (case-insensitive; the asker’s own is not)',
          body: SiteUrlCheckBodySchema,
          response: { 200: dataEnvelope(DuplicateCheckAnswerSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        const askerId = request.principal?.userSeqNo ?? null;
        return { data: { duplicate: await service.siteUrlTaken(request.body.siteUrl, askerId) } };
      }
    );

    app.post(
      '/member/v1/public/findExistUserNickNm',
      {
        preHandler: optionalLogin,
        config: CHECK_LIMIT,
        schema: {
          tags,
          summary:
            'Whether a login id is taken (`{ loginId }`, sign-up) or another planner has this mall nickname (`{ nickName }`; the asker’s own is not); both case-insensitive',
          body: FindExistUserNickNmBodySchema,
          response: { 200: dataEnvelope(DuplicateCheckAnswerSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        const { loginId, nickName } = request.body;
        if (loginId !== undefined) return { data: { duplicate: await loginIdTaken(loginId) } };
        const askerId = request.principal?.userSeqNo ?? null;
        return { data: { duplicate: await service.nicknameTaken(nickName ?? '', askerId) } };
      }
    );

    app.get(
      '/member/v1/public/qrcode/download',
      {
        schema: {
          tags,
          summary:
            "A planner's sign-up or shopping link as a QR code: qrcodeFileName=<userNumber>-<signup|shopping>.<png|svg>",
          querystring: QrCodeDownloadQuerySchema
        }
      },
      async (request, reply) => {
        const name = request.query.qrcodeFileName;
        const parsed = parseQrCodeFileName(name);
        if (!parsed) throw new DomainError('NOT_FOUND');
        const link = await service.qrLink(parsed.userNumber, parsed.kind, origin(request));
        if (!link) throw new DomainError('NOT_FOUND');
        const image = await drawQrCode(link, parsed.format);
        return reply
          .header('cache-control', QR_CACHE)
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', `attachment; filename="${name}"`)
          .type(image.contentType)
          .send(image.body);
      }
    );
  };
}
