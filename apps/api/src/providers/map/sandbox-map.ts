import { MAP_SIZES, type MapPlace, type MapProvider, type MapSize } from './map-provider.ts';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!
  );

/** A small deterministic generator: the same place always draws the same streets. */
function seeded(place: MapPlace) {
  let state = Math.abs(Math.round(place.lat * 1e5) * 31 + Math.round(place.lng * 1e5)) % 2147483647 || 1;
  return () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
}

/**
 * Draws a schematic street map around the place (SVG): blocks, main roads, a river band, the marker and the
 * name with the coordinates. It is a stand-in for a real map picture in demo mode (docs/decisions/078).
 */
export function drawSandboxMap(place: MapPlace, size: MapSize): string {
  const { w, h } = MAP_SIZES[size];
  const random = seeded(place);
  const cx = w / 2;
  const cy = h / 2;
  const streets: string[] = [];
  for (let x = 40 + random() * 60; x < w; x += 70 + random() * 60) {
    streets.push(`<line x1="${x.toFixed(0)}" y1="0" x2="${(x + random() * 40 - 20).toFixed(0)}" y2="${h}"/>`);
  }
  for (let y = 30 + random() * 50; y < h; y += 60 + random() * 50) {
    streets.push(`<line x1="0" y1="${y.toFixed(0)}" x2="${w}" y2="${(y + random() * 30 - 15).toFixed(0)}"/>`);
  }
  const riverY = h * (0.15 + random() * 0.15);
  const name = escapeXml(place.name);
  const coords = `${place.lat.toFixed(5)}, ${place.lng.toFixed(5)}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${name}">
<rect width="${w}" height="${h}" fill="#f3efe6"/>
<path d="M0 ${riverY.toFixed(0)} C ${w * 0.3} ${riverY - 40} ${w * 0.6} ${riverY + 50} ${w} ${riverY - 10} L ${w} ${riverY + 30} C ${w * 0.6} ${riverY + 90} ${w * 0.3} ${riverY} 0 ${riverY + 40} Z" fill="#bfdbe8"/>
<rect x="${(w * 0.62).toFixed(0)}" y="${(h * 0.58).toFixed(0)}" width="${(w * 0.2).toFixed(0)}" height="${(h * 0.22).toFixed(0)}" rx="10" fill="#d5e8c8"/>
<g stroke="#ffffff" stroke-width="9" stroke-linecap="round">${streets.join('')}</g>
<g stroke="#f2c46d" stroke-width="14"><line x1="0" y1="${cy + 40}" x2="${w}" y2="${cy + 25}"/><line x1="${cx - 60}" y1="0" x2="${cx - 45}" y2="${h}"/></g>
<circle cx="${cx}" cy="${cy}" r="26" fill="#7b2d6b" fill-opacity="0.18"/>
<path d="M${cx} ${cy} l-13 -22 a15 15 0 1 1 26 0 z" fill="#7b2d6b"/><circle cx="${cx}" cy="${cy - 29}" r="5" fill="#fff"/>
<g font-family="system-ui, sans-serif" text-anchor="middle"><rect x="${cx - 150}" y="${cy + 12}" width="300" height="44" rx="10" fill="#ffffff" fill-opacity="0.92"/>
<text x="${cx}" y="${cy + 32}" font-size="16" font-weight="700" fill="#2b2130">${name}</text>
<text x="${cx}" y="${cy + 50}" font-size="12" fill="#6b6470">${coords}</text></g>
<text x="${w - 10}" y="${h - 10}" font-family="system-ui, sans-serif" font-size="11" fill="#6b6470" text-anchor="end">SANDBOX MAP</text>
</svg>`;
}

export function createSandboxMap(): MapProvider {
  return {
    name: 'sandbox',
    picture: async (place, size) => ({
      bytes: Buffer.from(drawSandboxMap(place, size)),
      contentType: 'image/svg+xml'
    }),
    openUrl: () => null
  };
}
