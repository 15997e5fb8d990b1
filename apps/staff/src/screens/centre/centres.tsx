import {
  CENTRE_REGION_NAMES,
  CENTRE_REGIONS,
  CENTRE_SERVICES,
  type DeskCentre,
  type DeskCentreBody,
  type LocalizedText
} from '@mall/domain';
import { useState } from 'react';
import { centreApi } from '../../api/centre';
import { Field } from '../../components/field';
import { LocalizedField } from '../../components/localized-field';
import { useT } from '../../i18n';
import { CollectionScreen, DisplayToggle, SaveBar, SortOrderField, useSave } from './collection';

const bodyOf = ({ centreId: _id, updatedAt: _at, ...centre }: DeskCentre): DeskCentreBody => ({
  ...centre,
  name: centre.name,
  address: centre.address,
  hours: centre.hours
});
const EMPTY: DeskCentreBody = {
  name: { 'ko-KR': '' },
  region: 'SEOUL',
  address: { 'ko-KR': '' },
  phone: '',
  hours: { 'ko-KR': '' },
  latitude: null,
  longitude: null,
  services: [],
  sortOrder: 0,
  display: false
};
const coordinate = (value: string) => (value.trim() === '' ? null : Number(value));

function CentreForm({ centre, done }: { centre: DeskCentre | null; done: () => void }) {
  const { t } = useT();
  const [body, setBody] = useState<DeskCentreBody>(centre ? bodyOf(centre) : EMPTY);
  const { busy, error, save } = useSave(done);
  const text = (field: 'name' | 'address' | 'hours') => (value: LocalizedText) =>
    setBody({ ...body, [field]: value });
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void save(() =>
          centre ? centreApi.centre.update(centre.centreId, body) : centreApi.centre.create(body)
        );
      }}
    >
      <LocalizedField
        label={t('centre.location.name')}
        value={body.name}
        required
        maxLength={60}
        onChange={text('name')}
      />
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t('centre.location.region')}
        <select
          value={body.region}
          onChange={(event) => setBody({ ...body, region: event.target.value as DeskCentreBody['region'] })}
          className="min-h-11 rounded-md border border-line bg-white px-3"
        >
          {CENTRE_REGIONS.map((region) => (
            <option key={region} value={region}>
              {CENTRE_REGION_NAMES[region]['ko-KR']} ({region})
            </option>
          ))}
        </select>
      </label>
      <LocalizedField
        label={t('centre.location.address')}
        value={body.address}
        required
        maxLength={200}
        onChange={text('address')}
      />
      <Field
        id="centre-phone"
        label={t('centre.location.phone')}
        value={body.phone}
        required
        maxLength={14}
        onChange={(event) => setBody({ ...body, phone: event.target.value })}
      />
      <LocalizedField
        label={t('centre.location.hours')}
        value={body.hours}
        required
        maxLength={120}
        onChange={text('hours')}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          id="centre-lat"
          label={t('centre.location.latitude')}
          type="number"
          step="0.0001"
          value={body.latitude ?? ''}
          onChange={(event) => setBody({ ...body, latitude: coordinate(event.target.value) })}
        />
        <Field
          id="centre-lng"
          label={t('centre.location.longitude')}
          type="number"
          step="0.0001"
          value={body.longitude ?? ''}
          onChange={(event) => setBody({ ...body, longitude: coordinate(event.target.value) })}
        />
      </div>
      <fieldset className="flex flex-wrap gap-3 text-sm">
        <legend className="mb-1 font-medium">{t('centre.location.services')}</legend>
        {CENTRE_SERVICES.map((service) => (
          <label key={service} className="inline-flex min-h-11 items-center gap-1.5">
            <input
              type="checkbox"
              checked={body.services.includes(service)}
              onChange={(event) =>
                setBody({
                  ...body,
                  services: event.target.checked
                    ? [...body.services, service]
                    : body.services.filter((s) => s !== service)
                })
              }
            />
            {t(`centre.service.${service}`)}
          </label>
        ))}
      </fieldset>
      <SortOrderField
        id="centre-sort"
        value={body.sortOrder}
        onChange={(sortOrder) => setBody({ ...body, sortOrder })}
      />
      <DisplayToggle checked={body.display} onChange={(display) => setBody({ ...body, display })} />
      <SaveBar busy={busy} error={error} />
    </form>
  );
}

/** Centres: name, region, address, phone, hours, coordinates and services. */
export function CentreLocationsScreen() {
  const { t } = useT();
  return (
    <CollectionScreen<DeskCentre>
      title={t('centre.location.list')}
      name="centers"
      load={centreApi.centres}
      rowOf={(centre) => ({
        id: centre.centreId,
        title: centre.name['ko-KR'],
        meta: `${CENTRE_REGION_NAMES[centre.region]['ko-KR']} · ${centre.address['ko-KR']} · ${centre.phone}`,
        display: centre.display
      })}
      setDisplay={(centre, display) =>
        centreApi.centre.update(centre.centreId, { ...bodyOf(centre), display })
      }
      remove={centreApi.centre.remove}
      editor={(centre, done) => <CentreForm centre={centre} done={done} />}
    />
  );
}
