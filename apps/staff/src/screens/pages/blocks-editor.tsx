import { SITE_PAGE_BLOCK_KINDS, type SitePageBlock, type SitePageBlockKind } from '@mall/domain';
import { useState } from 'react';
import { useT } from '../../i18n';
import { BlockFields } from './block-fields';
import { moved, newBlock } from './blocks';

const small = 'min-h-9 rounded-md border border-line bg-white px-2 text-xs disabled:opacity-40';

/** The page's blocks in order: each one's fields, moved up or down, removed; new ones added at the end. */
export function BlocksEditor({
  blocks,
  onChange
}: {
  blocks: SitePageBlock[];
  onChange: (blocks: SitePageBlock[]) => void;
}) {
  const { t } = useT();
  const [kind, setKind] = useState<SitePageBlockKind>('text');
  // New blocks share id 0 until saved: their place in the list keys them.
  const keyOf = (block: SitePageBlock, index: number) => (block.id === 0 ? `new-${index}` : String(block.id));
  return (
    <section className="flex flex-col gap-3" aria-labelledby="blocks-title">
      <h2 id="blocks-title" className="text-base font-semibold">
        {t('pages.blocks')}
      </h2>
      <ol className="flex flex-col gap-3" data-testid="page-blocks">
        {blocks.map((block, index) => (
          <li
            key={keyOf(block, index)}
            className="flex flex-col gap-3 rounded-lg border border-line bg-white p-3"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-sm font-semibold text-plum">
                {index + 1}. {t(`pages.kind.${block.kind}`)}
              </span>
              <span className="flex gap-1">
                <button
                  type="button"
                  className={small}
                  disabled={index === 0}
                  onClick={() => onChange(moved(blocks, index, -1))}
                >
                  {t('pages.moveUp')}
                </button>
                <button
                  type="button"
                  className={small}
                  disabled={index === blocks.length - 1}
                  onClick={() => onChange(moved(blocks, index, 1))}
                >
                  {t('pages.moveDown')}
                </button>
                <button
                  type="button"
                  className={`${small} text-danger`}
                  onClick={() => onChange(blocks.filter((_, i) => i !== index))}
                >
                  {t('pages.remove')}
                </button>
              </span>
            </div>
            <BlockFields
              block={block}
              onChange={(next) => onChange(blocks.map((b, i) => (i === index ? next : b)))}
            />
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-2">
        <select
          aria-label={t('pages.addBlock')}
          className="min-h-11 rounded-md border border-line bg-white px-3 text-sm"
          value={kind}
          onChange={(event) => setKind(event.target.value as SitePageBlockKind)}
        >
          {SITE_PAGE_BLOCK_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`pages.kind.${k}`)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="min-h-11 rounded-md border border-plum px-3 text-sm font-medium text-plum"
          onClick={() => onChange([...blocks, newBlock(kind)])}
        >
          {t('pages.add')}
        </button>
      </div>
    </section>
  );
}
