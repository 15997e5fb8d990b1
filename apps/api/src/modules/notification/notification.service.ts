import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  DomainError,
  NOTIFICATION_CATEGORY_OF,
  NOTIFICATION_PAGE_SIZE,
  courierName,
  displayOrderNumber,
  isLanguage,
  notificationText,
  pickText,
  toCourierCode,
  totalPageCount,
  type Language,
  type NotificationCategory,
  type NotificationCheck,
  type NotificationEvent,
  type NotificationFacts,
  type NotificationPage
} from '@mall/domain';
import type { Database, Executor } from '../../db/client.ts';
import type { MailProvider } from '../../providers/mail/mail-provider.ts';
import { createJobQueue } from '../jobs/job-queue.ts';
import type { JobHandler } from '../jobs/job-runner.ts';
import { users } from '../member/member.table.ts';
import { autoshipSubscriptions } from '../autoship/autoship.table.ts';
import { salesOrders } from '../order/order.table.ts';
import { inquiries } from '../inquiry/inquiry.table.ts';
import { productOptions, products } from '../product/product.table.ts';
import { restockAlerts } from '../shopper-lists/shopper-lists.table.ts';
import { notifications } from './notification.table.ts';

export const NOTIFY_JOB = 'notify';
type CategoryFilter = NotificationCategory | 'ALL';

const ofCategory = (category: CategoryFilter) =>
  category === 'ALL' ? undefined : eq(notifications.category, category);

/** The facts as a reader sees them: the carrier by name in their language. */
function worded(event: NotificationEvent, facts: NotificationFacts, language: Language) {
  const code = facts.courier ? toCourierCode(facts.courier) : null;
  return notificationText(
    event,
    { ...facts, courier: code ? courierName(code, language) : facts.courier },
    language
  );
}

/**
 * The notification centre and the mails of the same events (issue 16 item 7). `notify` queues an event as a
 * durable job (unique per event and order: sent once); the job words the notice for a member's centre and mails
 * the orderer in the order's language.
 */
export function createNotificationService({
  db,
  mail,
  publicOrigin
}: {
  db: Database;
  mail: MailProvider;
  publicOrigin: string | null;
}) {
  const mine = (userSeqNo: number, category: CategoryFilter) =>
    and(eq(notifications.userSeqNo, userSeqNo), ofCategory(category));

  /** Writes a member's notice (once per event key) and mails it in the given language. */
  async function send(input: {
    userSeqNo: number | null;
    to: string | null;
    language: Language;
    event: NotificationEvent;
    key: string;
    facts: NotificationFacts;
    link: string | null;
    /** Mail only when this call wrote the notice (a job run twice mails once; issue 19 inquiries). */
    mailOnce?: boolean;
  }) {
    let written = true;
    if (input.userSeqNo !== null) {
      const rows = await db
        .insert(notifications)
        .values({
          userSeqNo: input.userSeqNo,
          category: NOTIFICATION_CATEGORY_OF[input.event],
          event: input.event,
          eventKey: input.key,
          facts: input.facts,
          linkUrl: input.link
        })
        .onConflictDoNothing()
        .returning({ id: notifications.id });
      written = rows.length > 0;
    }
    if (input.to && (written || !input.mailOnce)) {
      const text = worded(input.event, input.facts, input.language);
      const where = input.link && publicOrigin ? `\n\n${publicOrigin}${input.link}` : '';
      await mail.send({
        to: input.to,
        subject: `[Lumière Vita] ${text.title}`,
        text: `${text.body}${where}`
      });
    }
  }

  /** An autoship cycle's notice (docs/decisions/074): to the subscriber, linking the subscription. */
  async function deliverAutoship(event: NotificationEvent, key: string, payload: Record<string, unknown>) {
    const [row] = await db
      .select({ subscription: autoshipSubscriptions, email: users.email })
      .from(autoshipSubscriptions)
      .innerJoin(users, eq(users.userSeqNo, autoshipSubscriptions.userSeqNo))
      .where(eq(autoshipSubscriptions.id, Number(payload.autoshipId)))
      .limit(1);
    if (!row) return;
    const { subscription } = row;
    const orderNumber =
      typeof payload.orderNumber === 'string' ? displayOrderNumber(payload.orderNumber) : '';
    await send({
      userSeqNo: subscription.userSeqNo,
      to: row.email,
      language: isLanguage(subscription.language) ? subscription.language : 'ko-KR',
      event,
      key,
      facts: { orderNumber, count: typeof payload.count === 'number' ? payload.count : null },
      link: `/autoship/detail/${subscription.id}`
    });
  }

  /** An inquiry's answer (issue 19, docs/decisions/080): to its writer, linking the inquiry, in its language. */
  async function deliverInquiry(key: string, inquiryId: number) {
    const [row] = await db
      .select({ inquiry: inquiries, email: users.email })
      .from(inquiries)
      .innerJoin(users, eq(users.userSeqNo, inquiries.userSeqNo))
      .where(eq(inquiries.id, inquiryId))
      .limit(1);
    if (!row || row.inquiry.state !== 'ANSWERED') return;
    await send({
      userSeqNo: row.inquiry.userSeqNo,
      to: row.email,
      language: isLanguage(row.inquiry.language) ? row.inquiry.language : 'ko-KR',
      event: 'INQUIRY_ANSWERED',
      key,
      facts: { orderNumber: '', title: row.inquiry.title },
      link: `/customer/inquiry/detail/${row.inquiry.id}`,
      mailOnce: true
    });
  }

  /**
   * A claimed restock alert (docs/decisions/092): to its member, linking the product, named in the alert's language,
   * mailed only when this run wrote the notice (a job run twice mails once).
   */
  async function deliverRestock(key: string, alertId: number) {
    const [row] = await db
      .select({
        alert: restockAlerts,
        email: users.email,
        name: products.name,
        option: productOptions.value
      })
      .from(restockAlerts)
      .innerJoin(users, eq(users.userSeqNo, restockAlerts.userSeqNo))
      .innerJoin(products, eq(products.id, restockAlerts.productId))
      .leftJoin(productOptions, eq(productOptions.id, restockAlerts.productOptionId))
      .where(eq(restockAlerts.id, alertId))
      .limit(1);
    if (!row || row.alert.notifiedAt === null) return;
    const language = isLanguage(row.alert.language) ? row.alert.language : 'ko-KR';
    const name = pickText(row.name, language);
    await send({
      userSeqNo: row.alert.userSeqNo,
      to: row.email,
      language,
      event: 'RESTOCK_AVAILABLE',
      key,
      facts: { orderNumber: '', title: row.option ? `${name} (${pickText(row.option, language)})` : name },
      link: `/product/detail/${row.alert.productId}`,
      mailOnce: true
    });
  }

  const deliver: JobHandler = async (job) => {
    const event = job.payload.event as NotificationEvent;
    if (job.payload.restockAlertId !== undefined) {
      await deliverRestock(job.key, Number(job.payload.restockAlertId));
      return { done: true };
    }
    if (job.payload.inquiryId !== undefined) {
      await deliverInquiry(job.key, Number(job.payload.inquiryId));
      return { done: true };
    }
    if (job.payload.autoshipId !== undefined) {
      await deliverAutoship(event, job.key, job.payload);
      return { done: true };
    }
    const orderId = Number(job.payload.orderId);
    const [row] = await db
      .select({ order: salesOrders, email: users.email })
      .from(salesOrders)
      .leftJoin(users, eq(users.userSeqNo, salesOrders.userSeqNo))
      .where(eq(salesOrders.id, orderId))
      .limit(1);
    if (!row) return { done: true };
    const { order } = row;
    const orderNumber = displayOrderNumber(order.orderNumber);
    const facts: NotificationFacts = {
      orderNumber,
      courier: order.courier,
      trackingNumber: order.trackingNumber,
      amount: typeof job.payload.amount === 'number' ? job.payload.amount : null
    };
    const ref = typeof job.payload.ref === 'number' ? job.payload.ref : null;
    const link =
      order.userSeqNo === null
        ? null
        : ref !== null
          ? `/mypage/returnDetail?returnId=${ref}`
          : `/mypage/orderDetail?orderNumber=${orderNumber}`;
    await send({
      userSeqNo: order.userSeqNo,
      to: row.email ?? order.ordererEmail,
      language: isLanguage(order.language) ? order.language : 'ko-KR',
      event,
      key: job.key,
      facts,
      link
    });
    return { done: true };
  };

  return {
    handlers: { [NOTIFY_JOB]: deliver } as Record<string, JobHandler>,

    /**
     * Queues the notice and mail of an order's event (in the event's own transaction when one is given); the same
     * event of the same order is sent once.
     */
    notify: (
      event: NotificationEvent,
      orderId: number,
      extra: { amount?: number; ref?: number } = {},
      exec: Executor = db
    ) =>
      createJobQueue(exec).enqueue(
        NOTIFY_JOB,
        // An order's returns each have their own notices: the return is part of the key.
        extra.ref === undefined ? `${event}:${orderId}` : `${event}:${orderId}:${extra.ref}`,
        { event, orderId, ...extra },
        new Date()
      ),

    /**
     * Queues an autoship cycle's notice and mail (sold-out lines left out, a cycle skipped as sold out, the
     * subscription held): once per event, subscription and cycle.
     */
    notifyAutoship: (
      event: Extract<NotificationEvent, `AUTOSHIP_${string}`>,
      autoshipId: number,
      cycleIndex: number,
      extra: { orderNumber?: string | null; count?: number } = {}
    ) =>
      createJobQueue(db).enqueue(
        NOTIFY_JOB,
        `${event}:autoship:${autoshipId}:${cycleIndex}`,
        { event, autoshipId, ...extra },
        new Date()
      ),

    /** Queues the notice and mail of an inquiry's answer (in the answer's transaction): once per inquiry. */
    notifyInquiryAnswered: (inquiryId: number, exec: Executor = db) =>
      createJobQueue(exec).enqueue(
        NOTIFY_JOB,
        `INQUIRY_ANSWERED:${inquiryId}`,
        { event: 'INQUIRY_ANSWERED', inquiryId },
        new Date()
      ),

    /** Queues the notice and mail of a claimed restock alert (in the claim's transaction): once per alert. */
    notifyRestocked: (alertId: number, exec: Executor = db) =>
      createJobQueue(exec).enqueue(
        NOTIFY_JOB,
        `RESTOCK_AVAILABLE:${alertId}`,
        { event: 'RESTOCK_AVAILABLE', restockAlertId: alertId },
        new Date()
      ),

    async list(
      userSeqNo: number,
      category: CategoryFilter,
      page: number,
      language: Language
    ): Promise<NotificationPage> {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(mine(userSeqNo, category))
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(NOTIFICATION_PAGE_SIZE)
          .offset((page - 1) * NOTIFICATION_PAGE_SIZE),
        db.select({ n: count() }).from(notifications).where(mine(userSeqNo, category))
      ]);
      const totalSize = total?.n ?? 0;
      return {
        list: rows.map((row) => ({
          notiCenterId: row.id,
          notiCenterType: row.event,
          notiCenterCategory: row.category,
          ...worded(row.event, row.facts, language),
          linkUrl: row.linkUrl,
          isReadYn: row.readAt ? 'Y' : 'N',
          createdAt: row.createdAt.toISOString()
        })),
        pageNumber: page,
        totalPageNumber: totalPageCount(totalSize, NOTIFICATION_PAGE_SIZE),
        totalSize
      };
    },

    async check(userSeqNo: number): Promise<NotificationCheck> {
      const [row] = await db
        .select({
          commerce: sql<boolean>`coalesce(bool_or(${notifications.category} = 'COMMERCE'), false)`,
          rbo: sql<boolean>`coalesce(bool_or(${notifications.category} = 'RBO'), false)`
        })
        .from(notifications)
        .where(and(eq(notifications.userSeqNo, userSeqNo), isNull(notifications.readAt)));
      return { commerceNonReadExists: row?.commerce === true, rboNonReadExists: row?.rbo === true };
    },

    async read(userSeqNo: number, id: number): Promise<void> {
      const rows = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
        .where(and(eq(notifications.id, id), eq(notifications.userSeqNo, userSeqNo)))
        .returning({ id: notifications.id });
      if (rows.length === 0) throw new DomainError('NOT_FOUND');
    },

    async readAll(userSeqNo: number, category: CategoryFilter): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(and(mine(userSeqNo, category), isNull(notifications.readAt)));
    },

    async remove(userSeqNo: number, id: number): Promise<void> {
      const rows = await db
        .delete(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.userSeqNo, userSeqNo)))
        .returning({ id: notifications.id });
      if (rows.length === 0) throw new DomainError('NOT_FOUND');
    },

    async removeAll(userSeqNo: number, category: CategoryFilter): Promise<void> {
      await db.delete(notifications).where(mine(userSeqNo, category));
    }
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
