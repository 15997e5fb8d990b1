import { EASY_BAG_MAX_LINES, EasyBagSaveSchema, clampBagQuantity, type EasyBagSave } from '@mall/domain';
import { readStored, removeStored, writeStored } from '../../../shared/storage/browser-storage';

/**
 * The "new easy bag" wizard's state (/mypage/easybag/add/1..3), kept per tab in sessionStorage through the typed
 * storage helper so a reload or a step back keeps the planner's picks. Its key lives here, not in the shell's
 * STORAGE_KEYS: the shell is in Home's first load and this wizard is not.
 */
export const BAG_DRAFT_KEY = 'mall.easyBagDraft';

/** A picked product as the wizard shows it (the server prices and checks it again on save). */
export type DraftLine = {
  productId: number;
  productOptionId: number | null;
  productName: string;
  optionValue: string | null;
  imageUrl: string;
  price: number;
  maxQuantity: number;
  quantity: number;
};

export type BagDraft = {
  version: 1;
  lines: DraftLine[];
  name: string;
  note: string;
  /** The furthest step the planner has reached (a later step entered out of order goes back to step 1). */
  reached: 1 | 2 | 3;
};

export const EMPTY_DRAFT: BagDraft = { version: 1, lines: [], name: '', note: '', reached: 1 };

const isLine = (value: unknown): value is DraftLine => {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    Number.isInteger(line.productId) &&
    (line.productOptionId === null || Number.isInteger(line.productOptionId)) &&
    typeof line.productName === 'string' &&
    Number.isInteger(line.quantity) &&
    Number.isInteger(line.maxQuantity) &&
    Number.isInteger(line.price)
  );
};

function isDraft(value: unknown): value is BagDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return (
    draft.version === 1 &&
    Array.isArray(draft.lines) &&
    draft.lines.every(isLine) &&
    typeof draft.name === 'string' &&
    typeof draft.note === 'string' &&
    (draft.reached === 1 || draft.reached === 2 || draft.reached === 3)
  );
}

export function readDraft(): BagDraft {
  return readStored('session', BAG_DRAFT_KEY, isDraft) ?? EMPTY_DRAFT;
}

export function writeDraft(draft: BagDraft): void {
  writeStored('session', BAG_DRAFT_KEY, draft);
}

export function clearDraft(): void {
  removeStored('session', BAG_DRAFT_KEY);
}

export const lineKey = (line: { productId: number; productOptionId: number | null }) =>
  `${line.productId}:${line.productOptionId ?? ''}`;

/** Adds a product (quantity 1) or takes it out when it is there; at most EASY_BAG_MAX_LINES lines. */
export function toggleLine(draft: BagDraft, line: Omit<DraftLine, 'quantity'>): BagDraft {
  const key = lineKey(line);
  if (draft.lines.some((held) => lineKey(held) === key))
    return { ...draft, lines: draft.lines.filter((held) => lineKey(held) !== key) };
  if (draft.lines.length >= EASY_BAG_MAX_LINES) return draft;
  return { ...draft, lines: [...draft.lines, { ...line, quantity: 1 }] };
}

export type AddOutcome = 'added' | 'held' | 'full';

/**
 * A saved bag's "add products": a product+option not yet in the bag joins at quantity 1 within the line limit; one
 * already there is never added twice (its quantity is the list's to change), and the caller says why nothing moved.
 */
export function addLine<L extends { productId: number; productOptionId: number | null }>(
  lines: readonly L[],
  line: L
): { lines: L[]; outcome: AddOutcome } {
  if (lines.some((held) => lineKey(held) === lineKey(line))) return { lines: [...lines], outcome: 'held' };
  if (lines.length >= EASY_BAG_MAX_LINES) return { lines: [...lines], outcome: 'full' };
  return { lines: [...lines, line], outcome: 'added' };
}

type QuantityLine = {
  productId: number;
  productOptionId: number | null;
  maxQuantity: number;
  quantity: number;
};

/** The lines with one line's quantity set, held within 1..its limit. */
export function withQuantity<L extends QuantityLine>(
  lines: readonly L[],
  key: string,
  quantity: number
): L[] {
  return lines.map((line) =>
    lineKey(line) === key ? { ...line, quantity: clampBagQuantity(quantity, line.maxQuantity) } : line
  );
}

/** The body the API takes, or the first problem's message key (the domain's schema, as the server checks it). */
export function draftBody(
  draft: Pick<BagDraft, 'lines' | 'name' | 'note'>
): { ok: true; body: EasyBagSave } | { ok: false; field: string; message: string } {
  const parsed = EasyBagSaveSchema.safeParse({
    name: draft.name,
    note: draft.note,
    lines: draft.lines.map(({ productId, productOptionId, quantity }) => ({
      productId,
      productOptionId,
      quantity
    }))
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const issue = parsed.error.issues[0]!;
  return { ok: false, field: String(issue.path[0] ?? 'lines'), message: issue.message };
}

/**
 * Which step the wizard may show for the asked one: a step needs the ones before it done (step 2 some products,
 * step 3 a valid bag) and reached in order; anything else goes back to step 1.
 */
export function allowedStep(draft: BagDraft, asked: number): 1 | 2 | 3 {
  if (asked === 2 && draft.reached >= 2 && draft.lines.length > 0) return 2;
  if (asked === 3 && draft.reached >= 3 && draftBody(draft).ok) return 3;
  return 1;
}
