import { easyBagLineState, type EasyBagLineState, type ProductDetail } from '@mall/domain';
import { useQueries } from '@tanstack/react-query';
import { productQueryOptions } from '../../catalogue';
import { ApiError } from '../../../shared/api/api-error';
import { useLanguage } from '../../../shared/i18n/i18n';
import { lineKey } from '../lib/bag-draft';

type Line = { productId: number; productOptionId: number | null };

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
 * each product's detail as the picker reads it (cached, so a pick just made costs no call). A product the catalogue
 * no longer has is UNAVAILABLE; one still loading or failing otherwise has no state yet (no mark).
 */
export function useLineStates(lines: readonly Line[]): ReadonlyMap<string, EasyBagLineState> {
  const language = useLanguage();
  const ids = [...new Set(lines.map((line) => line.productId))];
  const results = useQueries({
    queries: ids.map((productId) => ({ ...productQueryOptions(language, productId), retry: false }))
  });
  const states = new Map<string, EasyBagLineState>();
  for (const line of lines) {
    const result = results[ids.indexOf(line.productId)];
    if (result?.data) states.set(lineKey(line), stateOf(result.data, line));
    else if (result?.error instanceof ApiError && result.error.code === 'PRODUCT_NOT_FOUND')
      states.set(lineKey(line), 'UNAVAILABLE');
  }
  return states;
}
