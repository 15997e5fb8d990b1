import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { CategoryEntries } from '../components/category-entries';
import { HeroBanner } from '../components/hero-banner';
import { ProductSection } from '../components/product-section';

/** / — hero, category entry points, Best and New grids (requested together by the route loader). */
export function HomeRoute() {
  const { t } = useTranslation();
  return (
    <div className="pb-8">
      <DocumentTitle />
      <HeroBanner />
      <CategoryEntries />
      <ProductSection
        id="home-best"
        order="BEST"
        title={t('home.bestTitle')}
        subtitle={t('home.bestSubtitle')}
      />
      <ProductSection
        id="home-new"
        order="NEWEST"
        title={t('home.newTitle')}
        subtitle={t('home.newSubtitle')}
      />
    </div>
  );
}
