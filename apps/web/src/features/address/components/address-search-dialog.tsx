import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { ResponsiveModal } from '../../../shared/ui/responsive-modal';
import { postcodeWidgetQueryOptions } from '../api/address-search';
import { loadPostcode, type PostcodeConstructor } from '../lib/postcode-loader';
import { fromPostcode, type SearchedAddress } from '../lib/searched-address';
import { AddressSearchList } from './address-search-list';

type Props = { onPick: (address: SearchedAddress) => void; onClose: () => void };

type Finder = { kind: 'loading' } | { kind: 'widget'; Postcode: PostcodeConstructor } | { kind: 'list' };

/**
 * Which finder the dialog shows: the postcode widget when the API names a script and it loads (within
 * POSTCODE_LOAD_TIMEOUT_MS, with a Postcode in it), else our own search list.
 */
function useFinder(): Finder {
  const widget = useQuery(postcodeWidgetQueryOptions());
  const url = widget.data?.postcodeScriptUrl ?? null;
  const [loaded, setLoaded] = useState<{ url: string; Postcode: PostcodeConstructor | null } | null>(null);

  useEffect(() => {
    if (!url) return;
    let live = true;
    loadPostcode(url).then(
      (Postcode) => live && setLoaded({ url, Postcode }),
      () => live && setLoaded({ url, Postcode: null })
    );
    return () => {
      live = false;
    };
  }, [url]);

  if (widget.isPending) return { kind: 'loading' };
  if (!url) return { kind: 'list' };
  if (loaded?.url !== url) return { kind: 'loading' };
  return loaded.Postcode ? { kind: 'widget', Postcode: loaded.Postcode } : { kind: 'list' };
}

function PostcodeEmbed({ Postcode, onPick, onClose }: Props & { Postcode: PostcodeConstructor }) {
  const { t } = useTranslation('address');
  const ref = useRef<HTMLDivElement>(null);
  const handlers = useRef({ onPick, onClose });
  useEffect(() => {
    handlers.current = { onPick, onClose };
  });

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    new Postcode({
      width: '100%',
      height: '100%',
      oncomplete: (data) => handlers.current.onPick(fromPostcode(data)),
      // COMPLETE_CLOSE follows oncomplete, which already closed the dialog.
      onclose: (state) => {
        if (state === 'FORCE_CLOSE') handlers.current.onClose();
      }
    }).embed(element, { autoClose: true });
    return () => {
      element.replaceChildren();
    };
  }, [Postcode]);

  return (
    <div
      ref={ref}
      role="region"
      aria-label={t('search.widgetLabel')}
      data-testid="postcode-widget"
      className="h-[28rem] w-full overflow-hidden rounded-xl border border-line md:h-[30rem]"
    />
  );
}

/** SPEC §2's address search dialog: the postcode widget, or our own search list when the widget is unavailable. */
export function AddressSearchDialog({ onPick, onClose }: Props) {
  const { t } = useTranslation('address');
  const finder = useFinder();
  return (
    <ResponsiveModal title={t('search.title')} onClose={onClose} size="lg" testId="address-search-dialog">
      {finder.kind === 'loading' && (
        <p className="py-10 text-center text-sm text-muted" aria-live="polite">
          {t('search.widgetLoading')}
        </p>
      )}
      {finder.kind === 'widget' && (
        <PostcodeEmbed Postcode={finder.Postcode} onPick={onPick} onClose={onClose} />
      )}
      {finder.kind === 'list' && <AddressSearchList onPick={onPick} />}
    </ResponsiveModal>
  );
}
