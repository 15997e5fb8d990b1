import { useTranslation } from 'react-i18next';

/** The static spring hero. Its image is the home page's LCP candidate: eager and high priority. */
export function HeroBanner() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="hero-title" className="container-page pt-4 md:pt-8">
      <div className="grid overflow-hidden rounded-3xl bg-white md:grid-cols-2 md:items-center">
        <div className="order-2 px-6 pb-8 pt-6 md:order-1 md:px-10 md:py-12 lg:px-14">
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-coral-strong">
            {t('home.heroEyebrow')}
          </p>
          <h1
            id="hero-title"
            className="mt-3 whitespace-pre-line text-[26px] font-bold leading-tight tracking-tight text-ink md:text-[34px] lg:text-[40px]"
          >
            {t('home.heroTitle')}
          </h1>
          <p className="mt-4 max-w-md text-[15px] leading-relaxed text-muted">{t('home.heroBody')}</p>
          <a href="#home-best" className="btn-primary mt-6">
            {t('home.heroCta')}
          </a>
        </div>
        <div className="order-1 md:order-2">
          <img
            src="/images/hero-spring.svg"
            alt={t('home.heroImageAlt')}
            width={960}
            height={720}
            fetchPriority="high"
            loading="eager"
            decoding="async"
            className="aspect-[4/3] w-full object-cover"
          />
        </div>
      </div>
    </section>
  );
}
