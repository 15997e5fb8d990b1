import type { SitePageBlock } from '@mall/domain';
import { useId } from 'react';
import { Field } from '../../components/field';
import { ImageField } from '../../components/image-field';
import { LocalizedField } from '../../components/localized-field';
import { useT } from '../../i18n';
import { LocationFields } from './location-fields';

type Props<B extends SitePageBlock> = { block: B; onChange: (block: B) => void };

/** The fields of one block, by its kind. */
export function BlockFields({ block, onChange }: Props<SitePageBlock>) {
  const { t } = useT();
  const id = useId();
  const set = (patch: Partial<SitePageBlock>) => onChange({ ...block, ...patch } as SitePageBlock);
  const number = (value: string) => (value.trim() === '' ? null : Number(value));
  switch (block.kind) {
    case 'text':
      return (
        <>
          <LocalizedField
            label={t('pages.field.title')}
            value={block.title}
            onChange={(title) => set({ title })}
            maxLength={200}
          />
          <LocalizedField
            label={t('pages.field.html')}
            kind="html"
            value={block.html}
            onChange={(html) => set({ html })}
            maxLength={30000}
          />
        </>
      );
    case 'image':
      return (
        <>
          <ImageField
            label={t('pages.field.image')}
            value={block.url || null}
            onChange={(url) => set({ url: url ?? '' })}
            required
          />
          <LocalizedField
            label={t('pages.field.alt')}
            value={block.alt}
            onChange={(alt) => set({ alt })}
            maxLength={200}
          />
          <LocalizedField
            label={t('pages.field.caption')}
            value={block.caption}
            onChange={(caption) => set({ caption })}
            maxLength={200}
          />
        </>
      );
    case 'milestone':
      return (
        <>
          <div className="grid grid-cols-2 gap-2">
            <Field
              id={`${id}-year`}
              label={t('pages.field.year')}
              type="number"
              min={1900}
              max={2100}
              value={block.year}
              onChange={(e) => set({ year: Number(e.target.value) })}
            />
            <Field
              id={`${id}-month`}
              label={t('pages.field.month')}
              type="number"
              min={1}
              max={12}
              value={block.month ?? ''}
              onChange={(e) => set({ month: number(e.target.value) })}
            />
          </div>
          <LocalizedField
            label={t('pages.field.text')}
            kind="textarea"
            value={block.text}
            onChange={(text) => set({ text })}
            required
            maxLength={2000}
          />
          <ImageField
            label={t('pages.field.image')}
            value={block.imageUrl}
            onChange={(imageUrl) => set({ imageUrl })}
          />
        </>
      );
    case 'card':
      return (
        <>
          <LocalizedField
            label={t('pages.field.title')}
            value={block.title}
            onChange={(title) => set({ title })}
            required
            maxLength={200}
          />
          <LocalizedField
            label={t('pages.field.html')}
            kind="html"
            value={block.html}
            onChange={(html) => set({ html })}
            maxLength={30000}
          />
          <ImageField
            label={t('pages.field.image')}
            value={block.imageUrl}
            onChange={(imageUrl) => set({ imageUrl })}
          />
        </>
      );
    case 'color':
      return (
        <>
          <LocalizedField
            label={t('pages.field.name')}
            value={block.name}
            onChange={(name) => set({ name })}
            required
            maxLength={200}
          />
          <Field
            id={`${id}-hex`}
            label={t('pages.field.hex')}
            value={block.hex}
            pattern="#[0-9a-fA-F]{6}"
            onChange={(e) => set({ hex: e.target.value })}
          />
          <LocalizedField
            label={t('pages.field.note')}
            kind="textarea"
            value={block.note}
            onChange={(note) => set({ note })}
            maxLength={2000}
          />
        </>
      );
    case 'article':
      return (
        <>
          <Field
            id={`${id}-number`}
            label={t('pages.field.number')}
            type="number"
            min={1}
            max={999}
            value={block.number}
            onChange={(e) => set({ number: Number(e.target.value) })}
          />
          <LocalizedField
            label={t('pages.field.title')}
            value={block.title}
            onChange={(title) => set({ title })}
            required
            maxLength={200}
          />
          <LocalizedField
            label={t('pages.field.html')}
            kind="html"
            value={block.html}
            onChange={(html) => set({ html })}
            maxLength={30000}
          />
        </>
      );
    case 'location':
      return <LocationFields block={block} onChange={onChange} />;
  }
}
