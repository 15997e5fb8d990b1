/**
 * Generated artwork of the company, ESG and guide pages (docs/decisions/078): heroes (1200×630, the link-preview
 * shape) and card pictures (640×400), pure SVG without words; plus the CI logo. Colours are fixed by the seed.
 */
type Art = { from: string; to: string; accent: string };

function scene(width: number, height: number, art: Art, id: string, motif: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#${id})"/>` +
    `<circle cx="${width * 0.85}" cy="${height * 0.18}" r="${height * 0.38}" fill="#fff" opacity=".22"/>` +
    `<circle cx="${width * 0.1}" cy="${height * 0.92}" r="${height * 0.2}" fill="${art.accent}" opacity=".12"/>` +
    motif +
    `</svg>`
  );
}

/** A leaf-and-sun mark standing at (x, y), scaled: the brand's motif on every hero. */
const mark = (x: number, y: number, s: number, art: Art) =>
  `<g transform="translate(${x} ${y}) scale(${s})">` +
  `<circle r="90" fill="#fff" opacity=".85"/>` +
  `<circle r="90" fill="none" stroke="${art.accent}" stroke-width="6" opacity=".6"/>` +
  `<path d="M0 55 C -45 20 -40 -40 0 -62 C 40 -40 45 20 0 55 Z" fill="${art.accent}" opacity=".85"/>` +
  `<path d="M0 50 L0 -50" stroke="#fff" stroke-width="4" opacity=".8"/>` +
  `</g>`;

export const heroSvg = (art: Art, id: string) => scene(1200, 630, art, `h${id}`, mark(900, 330, 1.6, art));

/** Card pictures: the same scene with a motif varying by index (bars, rings, dots). */
export function cardSvg(art: Art, id: string, variant: number): string {
  const motifs = [
    `<g fill="#fff" opacity=".9"><rect x="380" y="150" width="60" height="200" rx="20"/><rect x="460" y="110" width="60" height="240" rx="20"/><rect x="540" y="190" width="60" height="160" rx="20"/></g>`,
    `<g fill="none" stroke="#fff" stroke-width="18" opacity=".85"><circle cx="470" cy="230" r="90"/><circle cx="470" cy="230" r="40"/></g>`,
    `<g fill="#fff" opacity=".9"><circle cx="400" cy="260" r="34"/><circle cx="480" cy="200" r="46"/><circle cx="560" cy="270" r="28"/></g>`
  ];
  return scene(640, 400, art, `c${id}`, motifs[variant % motifs.length]! + mark(140, 280, 0.6, art));
}

/** The CI logo: symbol plus a wordmark drawn as shapes (no font needed). */
export function logoSvg(): string {
  const art = { from: '#ffffff', to: '#f6efe6', accent: '#7b2d6b' };
  return scene(
    1200,
    630,
    art,
    'logo',
    mark(360, 315, 1.8, art) +
      `<g fill="#7b2d6b"><rect x="560" y="270" width="420" height="26" rx="13"/><rect x="560" y="320" width="300" height="18" rx="9" fill="#e8b04b"/></g>`
  );
}
