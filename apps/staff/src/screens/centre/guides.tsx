import type { DeskGuide, DeskGuideBody, LocalizedText } from '@mall/domain';
import { useState } from 'react';
import { centreApi } from '../../api/centre';
import { ImageField } from '../../components/image-field';
import { LocalizedField } from '../../components/localized-field';
import { PeriodFields } from '../../components/period-fields';
import { useT } from '../../i18n';
import { CollectionScreen, SaveBar, SortOrderField, useSave } from './collection';

const bodyOf = (guide: DeskGuide): DeskGuideBody => ({
  title: guide.title,
  summary: guide.summary,
  body: guide.body,
  imageUrl: guide.imageUrl,
  sortOrder: guide.sortOrder,
  display: guide.display,
  startAt: guide.startAt,
  endAt: guide.endAt
});
const EMPTY: DeskGuideBody = {
  title: { 'ko-KR': '' },
  summary: { 'ko-KR': '' },
  body: { 'ko-KR': '' },
  imageUrl: null,
  sortOrder: 0,
  display: false,
  startAt: null,
  endAt: null
};

function GuideForm({ guide, done }: { guide: DeskGuide | null; done: () => void }) {
  const { t } = useT();
  const [body, setBody] = useState<DeskGuideBody>(guide ? bodyOf(guide) : EMPTY);
  const { busy, error, save } = useSave(done);
  const text = (field: 'title' | 'summary' | 'body') => (value: LocalizedText) =>
    setBody({ ...body, [field]: value });
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void save(() => (guide ? centreApi.guide.update(guide.guideId, body) : centreApi.guide.create(body)));
      }}
    >
      <LocalizedField
        label={t('centre.guide.title')}
        value={body.title}
        required
        maxLength={100}
        onChange={text('title')}
      />
      <LocalizedField
        label={t('centre.guide.summary')}
        value={body.summary}
        required
        maxLength={300}
        onChange={text('summary')}
      />
      <LocalizedField
        label={t('centre.guide.body')}
        kind="html"
        value={body.body}
        required
        onChange={text('body')}
      />
      <ImageField
        label={t('centre.guide.image')}
        value={body.imageUrl}
        onChange={(imageUrl) => setBody({ ...body, imageUrl })}
      />
      <SortOrderField
        id="guide-sort"
        value={body.sortOrder}
        onChange={(sortOrder) => setBody({ ...body, sortOrder })}
      />
      <PeriodFields value={body} onChange={(period) => setBody({ ...body, ...period })} />
      <SaveBar busy={busy} error={error} />
    </form>
  );
}

/** Usage guides: title, summary and body in three languages, a picture, order and publishing window. */
export function CentreGuidesScreen() {
  const { t } = useT();
  return (
    <CollectionScreen<DeskGuide>
      title={t('centre.guide.list')}
      name="guides"
      load={centreApi.guides}
      rowOf={(guide) => ({
        id: guide.guideId,
        title: guide.title['ko-KR'],
        meta: guide.summary['ko-KR'],
        display: guide.display
      })}
      setDisplay={(guide, display) => centreApi.guide.update(guide.guideId, { ...bodyOf(guide), display })}
      remove={centreApi.guide.remove}
      editor={(guide, done) => <GuideForm guide={guide} done={done} />}
    />
  );
}
