/** The title + subtitle of a Home section (shared look with the product sections). */
export function SectionHeading({ id, title, subtitle }: { id: string; title: string; subtitle: string }) {
  return (
    <div className="mb-6">
      <h2 id={id} className="font-display text-[26px] font-bold tracking-tight text-ink md:text-3xl">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted">{subtitle}</p>
    </div>
  );
}
