import { easyBagLineState, type EasyBagLineState, type ProductDetail } from '@mall/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { productQueryOptions } from '../../catalogue';
import { ApiError } from '../../../shared/api/api-error';
import { useLanguage } from '../../../shared/i18n/i18n';
import { lineKey } from '../lib/bag-draft';

type Line = { productId: number; productOptionId: number | null };
/** A product's detail, 'GONE' when the catalogue no longer has it, null when it could not be read now. */
type Read = ProductDetail | 'GONE' | null;

function stateOf(detail: ProductDetail, line: Line): EasyBagLineState {
  const option =
    line.productOptionId === null
      ? null
      : detail.options.find((held) => held.productOptionId === line.productOptionId);
  return easyBagLineState({
    listed: option !== undefined,
    exposureBag: true,
    productStatus: detail.salesStatus.code,
    optionStatus: option?.salesStatus.code ?? null
  });
}

/**
 * How lines that carry no state of their own (the wizard's picks, a saved bag's new lines) stand now, read from
 * each product's detail as the picker reads it (through the query cache, so a pick just made costs no call). A
 * product the catalogue no longer has is UNAVAILABLE; one that cannot be read now has no state yet (no mark).
 * One query over the product ids, not `useQueries`: that hook would join the runtime chunk Home loads first.
 */
export function useLineStates(lines: readonly Line[]): ReadonlyMap<string, EasyBagLineState> {
  const language = useLanguage();
  const client = useQueryClient();
  const ids = [...new Set(lines.map((line) => line.productId))].sort((a, b) => a - b);
  const { data } = useQuery({
    queryKey: ['easy-bag', 'line-states', language, ids],
    queryFn: () =>
      Promise.all(
        ids.map(async (productId): Promise<Read> => {
          try {
            return await client.fetchQuery({ ...productQueryOptions(language, productId), retry: false });
          } catch (error) {
            return error instanceof ApiError && error.code === 'PRODUCT_NOT_FOUND' ? 'GONE' : null;
          }
        })
      ),
    enabled: ids.length > 0
  });
  const states = new Map<string, EasyBagLineState>();
  if (!data) return states;
  for (const line of lines) {
    const read = data[ids.indexOf(line.productId)];
    if (read === 'GONE') states.set(lineKey(line), 'UNAVAILABLE');
    else if (read) states.set(lineKey(line), stateOf(read, line));
  }
  return states;
}
