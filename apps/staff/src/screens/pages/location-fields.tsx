import type { SitePageBlock } from '@mall/domain';
import { useId } from 'react';
import { Field } from '../../components/field';
import { LocalizedField } from '../../components/localized-field';
import { useT } from '../../i18n';

type Location = Extract<SitePageBlock, { kind: 'location' }>;
const TEXTS = ['hours', 'subway', 'bus', 'car'] as const;

/** A place: name, address in three languages, phone, hours, directions and its coordinates (for the map). */
export function LocationFields({
  block,
  onChange
}: {
  block: Location;
  onChange: (block: Location) => void;
}) {
  const { t } = useT();
  const id = useId();
  const set = (patch: Partial<Location>) => onChange({ ...block, ...patch });
  return (
    <>
      <LocalizedField
        label={t('pages.field.name')}
        value={block.name}
        onChange={(name) => set({ name })}
        required
        maxLength={200}
      />
      <LocalizedField
        label={t('pages.field.address')}
        value={block.address}
        onChange={(address) => set({ address })}
        required
        maxLength={200}
      />
      <Field
        id={`${id}-phone`}
        label={t('pages.field.phone')}
        value={block.phone}
        maxLength={30}
        onChange={(e) => set({ phone: e.target.value })}
      />
      {TEXTS.map((key) => (
        <LocalizedField
          key={key}
          label={t(`pages.field.${key}`)}
          kind="textarea"
          value={block[key]}
          onChange={(value) => set({ [key]: value })}
          maxLength={2000}
        />
      ))}
      <div className="grid grid-cols-2 gap-2">
        <Field
          id={`${id}-lat`}
          label={t('pages.field.lat')}
          type="number"
          step="0.00001"
          min={-90}
          max={90}
          value={block.lat}
          onChange={(e) => set({ lat: Number(e.target.value) })}
        />
        <Field
          id={`${id}-lng`}
          label={t('pages.field.lng')}
          type="number"
          step="0.00001"
          min={-180}
          max={180}
          value={block.lng}
          onChange={(e) => set({ lng: Number(e.target.value) })}
        />
      </div>
    </>
  );
}
