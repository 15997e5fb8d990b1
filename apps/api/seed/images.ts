/**
 * Generated catalogue artwork: pure functions that return SVG markup (no I/O, no dependencies).
 * Product shots are 800x800 studio-style drawings of the container, option swatches 120x120
 * and category icons 160x160. Every piece of text is escaped and every colour is normalised
 * before it reaches the markup.
 */
import type { ProductShape, SeedProduct } from './types.ts';

const FONT = 'system-ui, sans-serif';
const BRAND_PLUM = '#5b2a86';
const BRAND_CORAL = '#f26b5b';
const BRAND_CREAM = '#fbf6f1';

/** Escapes text for use in SVG element content and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

// ---------------------------------------------------------------------------------------------
// Colour helpers

type Rgb = [number, number, number];

/** Returns a lower-case #rrggbb colour, or the fallback when the input is not a hex colour. */
function safeColor(input: string, fallback = '#cccccc'): string {
  const value = input.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(value)) return value;
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(value);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`;
  return fallback;
}

function toRgb(color: string): Rgb {
  const hex = safeColor(color);
  return [parseInt(hex.slice(1, 3), 16), parseInt(hex.slice(3, 5), 16), parseInt(hex.slice(5, 7), 16)];
}

function toHex([r, g, b]: Rgb): string {
  const part = (n: number) =>
    Math.max(0, Math.min(255, Math.round(n)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** Blends a towards b by t (0..1). */
function mix(a: string, b: string, t: number): string {
  const x = toRgb(a);
  const y = toRgb(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

const lighten = (color: string, t: number) => mix(color, '#ffffff', t);
const darken = (color: string, t: number) => mix(color, '#1a1420', t);

/** Relative luminance 0..1 (sRGB approximation). */
function luminance(color: string): number {
  const [r, g, b] = toRgb(color).map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Dark ink on light colours, light ink on dark ones. */
function inkOn(color: string): string {
  return luminance(color) > 0.42 ? '#2d2433' : '#fdfaf7';
}

/** Small deterministic hash so gradient ids differ between images. */
function hash(text: string): string {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return (h >>> 0).toString(36);
}

// ---------------------------------------------------------------------------------------------
// Shared defs

type Palette = {
  /** Gradient id prefix. */
  k: string;
  body: string;
  accent: string;
  brand: string;
};

/** Horizontal cylinder shading: dark edge, soft highlight left of centre, dark edge. */
function cylinderGradient(id: string, color: string): string {
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0" stop-color="${darken(color, 0.22)}"/>` +
    `<stop offset="0.18" stop-color="${color}"/>` +
    `<stop offset="0.34" stop-color="${lighten(color, 0.38)}"/>` +
    `<stop offset="0.5" stop-color="${color}"/>` +
    `<stop offset="0.86" stop-color="${darken(color, 0.12)}"/>` +
    `<stop offset="1" stop-color="${darken(color, 0.3)}"/>` +
    `</linearGradient>`
  );
}

function paletteDefs(p: Palette): string {
  const metal = mix('#d9c29a', p.accent, 0.15);
  return (
    cylinderGradient(`${p.k}b`, p.body) +
    cylinderGradient(`${p.k}a`, p.accent) +
    cylinderGradient(`${p.k}m`, metal) +
    `<linearGradient id="${p.k}f" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${lighten(p.body, 0.12)}"/>` +
    `<stop offset="1" stop-color="${darken(p.body, 0.08)}"/></linearGradient>` +
    `<linearGradient id="${p.k}mirror" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="#f4f6f8"/><stop offset="0.45" stop-color="#c9ced6"/>` +
    `<stop offset="0.55" stop-color="#e9ecf0"/><stop offset="1" stop-color="#aab1bb"/></linearGradient>` +
    `<radialGradient id="${p.k}sh" cx="0.5" cy="0.5" r="0.5">` +
    `<stop offset="0" stop-color="#2b1d33" stop-opacity="0.32"/>` +
    `<stop offset="1" stop-color="#2b1d33" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="${p.k}drop" cx="0.38" cy="0.32" r="0.75">` +
    `<stop offset="0" stop-color="${lighten(p.body, 0.55)}"/>` +
    `<stop offset="0.55" stop-color="${p.body}"/>` +
    `<stop offset="1" stop-color="${darken(p.body, 0.25)}"/></radialGradient>`
  );
}

/** The brand word, sized to fit width. */
function brandText(p: Palette, x: number, y: number, width: number, color: string, maxSize = 26): string {
  const letters = Math.max(p.brand.length, 3);
  const size = Math.max(9, Math.min(maxSize, Math.floor(width / (letters * 0.86))));
  const spacing = (size * 0.18).toFixed(1);
  return (
    `<text x="${x}" y="${y}" text-anchor="middle" font-family="${FONT}" font-size="${size}" ` +
    `font-weight="600" letter-spacing="${spacing}" fill="${color}">${escapeXml(p.brand)}</text>`
  );
}

/** A small printed label: brand word, a hairline and two fine text lines. */
function label(p: Palette, x: number, y: number, w: number, h: number, rx = 6): string {
  const cx = x + w / 2;
  const lineW = w * 0.5;
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="#ffffff" fill-opacity="0.88"/>` +
    brandText(p, cx, y + h * 0.42, w * 0.84, '#2d2433') +
    `<rect x="${cx - lineW / 2}" y="${y + h * 0.56}" width="${lineW}" height="2" fill="${p.accent}"/>` +
    `<rect x="${cx - w * 0.3}" y="${y + h * 0.68}" width="${w * 0.6}" height="4" rx="2" fill="#2d2433" fill-opacity="0.22"/>` +
    `<rect x="${cx - w * 0.2}" y="${y + h * 0.8}" width="${w * 0.4}" height="4" rx="2" fill="#2d2433" fill-opacity="0.14"/>`
  );
}

/** Vertical soft highlight strip. */
function gloss(x: number, y: number, w: number, h: number, opacity = 0.32): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w / 2}" fill="#ffffff" fill-opacity="${opacity}"/>`;
}

// ---------------------------------------------------------------------------------------------
// Containers, drawn with the bottom centre at (0, 0) and growing upwards.

type ShapeInfo = { w: number; h: number };

const SHAPE_SIZE: Record<ProductShape, ShapeInfo> = {
  bottle: { w: 230, h: 430 },
  jar: { w: 330, h: 250 },
  tube: { w: 230, h: 430 },
  box: { w: 300, h: 400 },
  pouch: { w: 290, h: 400 },
  dropper: { w: 180, h: 400 },
  compact: { w: 350, h: 330 },
  stick: { w: 240, h: 390 }
};

function drawBottle(p: Palette): string {
  return (
    `<path d="M-110 -24 Q-110 0 -86 0 H86 Q110 0 110 -24 V-246 Q110 -292 64 -304 H-64 Q-110 -292 -110 -246 Z" fill="url(#${p.k}b)"/>` +
    `<rect x="-40" y="-332" width="80" height="32" fill="${darken(p.body, 0.15)}"/>` +
    `<rect x="-48" y="-430" width="96" height="104" rx="12" fill="url(#${p.k}a)"/>` +
    `<rect x="-48" y="-344" width="96" height="8" fill="${darken(p.accent, 0.18)}" fill-opacity="0.6"/>` +
    gloss(-88, -280, 16, 250) +
    gloss(-30, -420, 10, 80, 0.35) +
    label(p, -82, -214, 164, 132)
  );
}

function drawJar(p: Palette): string {
  const lidTop = lighten(p.accent, 0.18);
  return (
    `<path d="M-150 -150 V-18 A150 18 0 0 0 150 -18 V-150 Z" fill="url(#${p.k}b)"/>` +
    `<path d="M-150 -116 A150 14 0 0 0 150 -116 V-56 A150 14 0 0 1 -150 -56 Z" fill="#ffffff" fill-opacity="0.86"/>` +
    brandText(p, 0, -80, 210, '#2d2433', 24) +
    `<rect x="-40" y="-70" width="80" height="2" fill="${p.accent}"/>` +
    `<path d="M-162 -150 V-226 A162 20 0 0 1 162 -226 V-150 A162 20 0 0 1 -162 -150 Z" fill="url(#${p.k}a)"/>` +
    `<ellipse cx="0" cy="-226" rx="162" ry="20" fill="${lidTop}"/>` +
    `<ellipse cx="0" cy="-226" rx="120" ry="12" fill="#ffffff" fill-opacity="0.18"/>` +
    gloss(-120, -216, 14, 56, 0.3) +
    gloss(-116, -140, 14, 110, 0.26)
  );
}

function drawTube(p: Palette): string {
  const ink = inkOn(p.body);
  let crimps = '';
  for (let x = -100; x <= 100; x += 12) {
    crimps += `<rect x="${x}" y="-426" width="4" height="26" fill="${darken(p.body, 0.25)}" fill-opacity="0.35"/>`;
  }
  return (
    `<rect x="-62" y="-72" width="124" height="72" rx="12" fill="url(#${p.k}a)"/>` +
    `<path d="M-62 -70 L-76 -102 H76 L62 -70 Z" fill="${darken(p.body, 0.12)}"/>` +
    `<path d="M-76 -102 L-104 -398 H104 L76 -102 Z" fill="url(#${p.k}b)"/>` +
    `<rect x="-108" y="-428" width="216" height="32" rx="3" fill="${darken(p.body, 0.06)}"/>` +
    crimps +
    gloss(-70, -380, 14, 250, 0.3) +
    brandText(p, 0, -262, 150, ink, 28) +
    `<rect x="-34" y="-244" width="68" height="2" fill="${p.accent}"/>` +
    `<rect x="-44" y="-222" width="88" height="4" rx="2" fill="${ink}" fill-opacity="0.3"/>` +
    `<rect x="-30" y="-210" width="60" height="4" rx="2" fill="${ink}" fill-opacity="0.2"/>`
  );
}

function drawBox(p: Palette): string {
  const ink = inkOn(p.body);
  return (
    `<path d="M118 -360 L172 -392 V-32 L118 0 Z" fill="${darken(p.body, 0.2)}"/>` +
    `<path d="M-122 -360 L-68 -392 H172 L118 -360 Z" fill="${lighten(p.body, 0.25)}"/>` +
    `<rect x="-122" y="-360" width="240" height="360" fill="url(#${p.k}f)"/>` +
    `<rect x="-122" y="-112" width="240" height="22" fill="${p.accent}"/>` +
    `<path d="M118 -112 L172 -144 V-122 L118 -90 Z" fill="${darken(p.accent, 0.22)}"/>` +
    `<circle cx="-2" cy="-286" r="22" fill="none" stroke="${p.accent}" stroke-width="3"/>` +
    `<circle cx="-2" cy="-286" r="8" fill="${p.accent}"/>` +
    brandText(p, -2, -212, 190, ink, 28) +
    `<rect x="-52" y="-190" width="100" height="4" rx="2" fill="${ink}" fill-opacity="0.3"/>` +
    `<rect x="-36" y="-176" width="68" height="4" rx="2" fill="${ink}" fill-opacity="0.2"/>`
  );
}

function drawPouch(p: Palette): string {
  const ink = inkOn(p.body);
  return (
    `<path d="M-126 -392 H126 C140 -260 146 -110 132 -14 Q0 8 -132 -14 C-146 -110 -140 -260 -126 -392 Z" fill="url(#${p.k}b)"/>` +
    `<rect x="-126" y="-392" width="252" height="40" fill="${darken(p.body, 0.1)}" fill-opacity="0.55"/>` +
    `<path d="M-126 -372 l12 6 l-12 6 Z M126 -372 l-12 6 l12 6 Z" fill="${darken(p.body, 0.35)}"/>` +
    `<line x1="-118" y1="-336" x2="118" y2="-336" stroke="${darken(p.body, 0.2)}" stroke-width="3" stroke-dasharray="8 6"/>` +
    `<rect x="-92" y="-290" width="184" height="170" rx="16" fill="#ffffff" fill-opacity="0.86"/>` +
    brandText(p, 0, -228, 150, '#2d2433', 26) +
    `<path d="M0 -146 C-30 -160 -32 -196 0 -212 C32 -196 30 -160 0 -146 Z" fill="${p.accent}"/>` +
    `<path d="M0 -150 V-200" stroke="#ffffff" stroke-opacity="0.7" stroke-width="2.5" stroke-linecap="round"/>` +
    gloss(-108, -320, 14, 280, 0.26) +
    `<text x="0" y="-60" text-anchor="middle" font-family="${FONT}" font-size="14" letter-spacing="3" fill="${ink}" fill-opacity="0.7">${escapeXml(p.brand)}</text>`
  );
}

function drawDropper(p: Palette): string {
  return (
    `<path d="M-86 -22 Q-86 0 -64 0 H64 Q86 0 86 -22 V-184 Q86 -232 42 -240 H-42 Q-86 -232 -86 -184 Z" fill="url(#${p.k}b)"/>` +
    `<rect x="-44" y="-296" width="88" height="60" rx="6" fill="url(#${p.k}m)"/>` +
    `<rect x="-44" y="-252" width="88" height="6" fill="${darken(p.accent, 0.2)}" fill-opacity="0.35"/>` +
    `<path d="M-32 -294 V-352 Q-32 -400 0 -400 Q32 -400 32 -352 V-294 Z" fill="url(#${p.k}a)"/>` +
    gloss(-16, -388, 8, 80, 0.3) +
    gloss(-70, -210, 14, 190, 0.34) +
    label(p, -64, -168, 128, 110, 4)
  );
}

function drawCompact(p: Palette): string {
  return (
    // open lid with mirror, standing behind the base
    `<ellipse cx="0" cy="-196" rx="168" ry="128" fill="url(#${p.k}a)"/>` +
    `<ellipse cx="0" cy="-196" rx="146" ry="108" fill="url(#${p.k}mirror)"/>` +
    `<path d="M-110 -250 L-40 -300" stroke="#ffffff" stroke-opacity="0.7" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="M-96 -214 L-70 -232" stroke="#ffffff" stroke-opacity="0.6" stroke-width="6" stroke-linecap="round"/>` +
    // base
    `<path d="M-170 -82 V-30 A170 52 0 0 0 170 -30 V-82 Z" fill="url(#${p.k}a)"/>` +
    `<ellipse cx="0" cy="-82" rx="170" ry="52" fill="${lighten(p.accent, 0.2)}"/>` +
    `<ellipse cx="0" cy="-84" rx="142" ry="40" fill="${darken(p.body, 0.12)}"/>` +
    `<ellipse cx="0" cy="-82" rx="136" ry="36" fill="url(#${p.k}drop)"/>` +
    // puff
    `<ellipse cx="18" cy="-88" rx="92" ry="26" fill="#f6f0ea"/>` +
    `<ellipse cx="18" cy="-92" rx="80" ry="18" fill="#ffffff"/>` +
    `<path d="M-6 -92 h48" stroke="${p.accent}" stroke-width="6" stroke-linecap="round"/>` +
    brandText(p, 0, -38, 170, inkOn(p.accent), 20)
  );
}

function drawStick(p: Palette): string {
  const ink = inkOn(p.accent);
  return (
    // cap standing to the right
    `<rect x="52" y="-226" width="104" height="226" rx="8" fill="url(#${p.k}a)"/>` +
    `<rect x="52" y="-30" width="104" height="6" fill="${darken(p.accent, 0.25)}" fill-opacity="0.5"/>` +
    gloss(66, -214, 10, 170, 0.28) +
    // base with the brand written upwards
    `<rect x="-116" y="-190" width="104" height="190" rx="8" fill="url(#${p.k}a)"/>` +
    `<text transform="translate(-58 -95) rotate(-90)" text-anchor="middle" font-family="${FONT}" font-size="${Math.min(20, Math.floor(150 / Math.max(3, p.brand.length) / 0.86))}" font-weight="600" letter-spacing="3" fill="${ink}">${escapeXml(p.brand)}</text>` +
    `<rect x="-120" y="-202" width="112" height="16" rx="3" fill="url(#${p.k}m)"/>` +
    `<rect x="-104" y="-268" width="80" height="68" fill="url(#${p.k}m)"/>` +
    `<path d="M-98 -268 V-330 Q-98 -344 -86 -350 L-40 -382 Q-30 -388 -30 -376 V-268 Z" fill="url(#${p.k}b)"/>` +
    gloss(-90, -340, 8, 64, 0.35) +
    gloss(-104, -180, 10, 160, 0.24)
  );
}

const DRAWERS: Record<ProductShape, (p: Palette) => string> = {
  bottle: drawBottle,
  jar: drawJar,
  tube: drawTube,
  box: drawBox,
  pouch: drawPouch,
  dropper: drawDropper,
  compact: drawCompact,
  stick: drawStick
};

function placed(shape: ProductShape, p: Palette, x: number, y: number, scale: number, rotate = 0): string {
  const rot = rotate ? ` rotate(${rotate})` : '';
  return `<g transform="translate(${x} ${y}) scale(${scale})${rot}">${DRAWERS[shape](p)}</g>`;
}

function floorShadow(p: Palette, x: number, y: number, rx: number): string {
  return `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${Math.max(14, rx * 0.13)}" fill="url(#${p.k}sh)"/>`;
}

// ---------------------------------------------------------------------------------------------
// Compositions

function studio(p: Palette, tint: string): string {
  return (
    `<linearGradient id="${p.k}bg" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${mix(tint, BRAND_CREAM, 0.8)}"/>` +
    `<stop offset="0.72" stop-color="${mix(tint, BRAND_CREAM, 0.9)}"/>` +
    `<stop offset="1" stop-color="${mix(tint, '#ffffff', 0.86)}"/></linearGradient>` +
    `<radialGradient id="${p.k}glow" cx="0.5" cy="0.42" r="0.5">` +
    `<stop offset="0" stop-color="#ffffff" stop-opacity="0.85"/>` +
    `<stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`
  );
}

function background(p: Palette): string {
  return (
    `<rect width="800" height="800" fill="url(#${p.k}bg)"/>` +
    `<rect y="610" width="800" height="190" fill="#ffffff" fill-opacity="0.22"/>` +
    `<circle cx="400" cy="340" r="330" fill="url(#${p.k}glow)"/>`
  );
}

/** View 0: the product alone, centred, front on. */
function heroView(shape: ProductShape, p: Palette): string {
  const size = SHAPE_SIZE[shape];
  const scale = Math.min(1.15, 470 / size.h, 470 / size.w);
  const offsetX = shape === 'stick' ? 20 : 0;
  return floorShadow(p, 400, 660, (size.w * scale) / 2 + 40) + placed(shape, p, 400 + offsetX, 660, scale);
}

/** View 1: on a round podium with a smaller second piece leaning beside it. */
function podiumView(shape: ProductShape, p: Palette): string {
  const size = SHAPE_SIZE[shape];
  const main = Math.min(0.95, 380 / size.h, 300 / size.w);
  const second = main * 0.62;
  const podTop = lighten(p.accent, 0.55);
  const podSide = lighten(p.accent, 0.35);
  return (
    `<circle cx="520" cy="300" r="210" fill="${lighten(p.body, 0.45)}" fill-opacity="0.55"/>` +
    `<circle cx="170" cy="170" r="46" fill="${lighten(p.accent, 0.5)}" fill-opacity="0.6"/>` +
    floorShadow(p, 340, 690, 230) +
    `<path d="M130 612 V672 A210 34 0 0 0 550 672 V612 Z" fill="${podSide}"/>` +
    `<ellipse cx="340" cy="612" rx="210" ry="34" fill="${podTop}"/>` +
    floorShadow(p, 340, 616, (size.w * main) / 2 + 20) +
    placed(shape, p, 340, 616, main) +
    floorShadow(p, 640, 694, (size.w * second) / 2 + 16) +
    placed(shape, p, 640, 692, second, -8)
  );
}

/** View 2: texture close-up — a smear of the formula, droplets and a small pack in the corner. */
function textureView(shape: ProductShape, p: Palette): string {
  const size = SHAPE_SIZE[shape];
  const mini = Math.min(0.5, 230 / size.h, 200 / size.w);
  const drops = [
    [170, 180, 34],
    [250, 118, 18],
    [500, 596, 24],
    [420, 664, 12],
    [120, 560, 20],
    [640, 150, 14]
  ]
    .map(
      ([x, y, r]) =>
        `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#${p.k}drop)"/>` +
        `<ellipse cx="${(x ?? 0) - (r ?? 0) * 0.32}" cy="${(y ?? 0) - (r ?? 0) * 0.36}" rx="${(r ?? 0) * 0.28}" ry="${(r ?? 0) * 0.18}" fill="#ffffff" fill-opacity="0.8"/>`
    )
    .join('');
  return (
    `<circle cx="400" cy="400" r="300" fill="${lighten(p.body, 0.5)}" fill-opacity="0.5"/>` +
    // broad smear of the formula
    `<path d="M150 470 C210 330 330 300 420 330 C520 362 600 300 660 250 C690 300 680 380 620 420 C540 474 440 430 360 470 C290 505 200 540 150 470 Z" fill="url(#${p.k}drop)"/>` +
    `<path d="M210 450 C270 370 350 352 420 372 C500 394 560 356 620 306" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="M260 470 C320 430 380 420 450 428" fill="none" stroke="#ffffff" stroke-opacity="0.3" stroke-width="6" stroke-linecap="round"/>` +
    // a second, thinner swipe in a lighter tint
    `<path d="M250 590 C320 548 400 552 470 560 C420 600 330 620 250 590 Z" fill="${lighten(p.body, 0.25)}" fill-opacity="0.9"/>` +
    drops +
    `<circle cx="700" cy="140" r="10" fill="none" stroke="${p.accent}" stroke-width="3"/>` +
    `<circle cx="90" cy="380" r="6" fill="${p.accent}" fill-opacity="0.7"/>` +
    floorShadow(p, 660, 760, (size.w * mini) / 2 + 16) +
    placed(shape, p, 660, 756, mini, 0)
  );
}

/**
 * An 800x800 product shot. view 0: the product front on; view 1: podium composition with a
 * second piece; view 2: texture/formula close-up.
 */
export function productImageSvg(visual: SeedProduct['visual'], brand: string, view: 0 | 1 | 2): string {
  const shape: ProductShape = visual.shape in SHAPE_SIZE ? visual.shape : 'bottle';
  const body = safeColor(visual.color, '#e9d8cc');
  const accent = safeColor(visual.accent, BRAND_PLUM);
  const p: Palette = {
    k: `p${hash(`${shape}${body}${accent}${brand}${view}`)}`,
    body,
    accent,
    brand: brand.trim()
  };
  const content = view === 0 ? heroView(shape, p) : view === 1 ? podiumView(shape, p) : textureView(shape, p);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800" role="img" aria-label="${escapeXml(p.brand)}">` +
    `<defs>${studio(p, body)}${paletteDefs(p)}</defs>` +
    background(p) +
    content +
    `</svg>`
  );
}

/** A 120x120 round colour swatch with a soft sheen. */
export function optionSwatchSvg(color: string): string {
  const c = safeColor(color);
  const id = `s${hash(c)}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120" role="img" aria-label="${c}">` +
    `<defs><radialGradient id="${id}" cx="0.35" cy="0.3" r="0.8">` +
    `<stop offset="0" stop-color="${lighten(c, 0.35)}"/><stop offset="0.6" stop-color="${c}"/>` +
    `<stop offset="1" stop-color="${darken(c, 0.18)}"/></radialGradient></defs>` +
    `<circle cx="60" cy="60" r="56" fill="#ffffff"/>` +
    `<circle cx="60" cy="60" r="56" fill="none" stroke="#2d2433" stroke-opacity="0.12" stroke-width="2"/>` +
    `<circle cx="60" cy="60" r="48" fill="url(#${id})"/>` +
    `<ellipse cx="44" cy="40" rx="14" ry="8" fill="#ffffff" fill-opacity="0.35" transform="rotate(-30 44 40)"/>` +
    `</svg>`
  );
}

// ---------------------------------------------------------------------------------------------
// Category icons: plum line drawings with a coral accent on a cream disc.

const line = (width = 5) =>
  `fill="none" stroke="${BRAND_PLUM}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;
const LINE = line();
const THIN = line(3);
const MID = line(4);
const ACCENT = `fill="${BRAND_CORAL}"`;

const ICONS: Record<string, string> = {
  // droplet with a shine
  'skin-care':
    `<path d="M80 34 C80 34 50 70 50 94 A30 30 0 0 0 110 94 C110 70 80 34 80 34 Z" ${LINE}/>` +
    `<path d="M66 96 A14 14 0 0 0 80 110" ${LINE}/>` +
    `<circle cx="112" cy="46" r="6" ${ACCENT}/>`,
  // lipstick
  'make-up':
    `<path d="M68 66 V50 L92 38 V66" ${LINE}/>` +
    `<rect x="62" y="66" width="36" height="16" rx="2" ${LINE}/>` +
    `<rect x="58" y="82" width="44" height="46" rx="4" ${LINE}/>` +
    `<path d="M70 50 L90 40 V66 H70 Z" ${ACCENT} fill-opacity="0.9"/>`,
  // pump bottle with a leaf
  'body-hair':
    `<path d="M62 38 H84 M74 38 V52" ${LINE}/>` +
    `<rect x="66" y="52" width="16" height="12" ${LINE}/>` +
    `<rect x="52" y="64" width="44" height="66" rx="10" ${LINE}/>` +
    `<path d="M108 118 C104 96 112 82 128 78 C132 98 124 112 108 118 Z" ${ACCENT}/>` +
    `<path d="M108 118 L120 94" ${THIN}/>`,
  // capsule and a round tablet
  'health-food':
    `<g transform="rotate(-40 80 80)"><rect x="46" y="64" width="68" height="32" rx="16" ${LINE}/>` +
    `<path d="M80 64 V96" ${LINE}/><path d="M80 67 H98 A13 13 0 0 1 98 93 H80 Z" ${ACCENT}/></g>` +
    `<circle cx="112" cy="116" r="12" ${LINE}/><path d="M104 116 H120" ${THIN}/>`,
  // house
  household:
    `<path d="M40 80 L80 46 L120 80" ${LINE}/>` +
    `<path d="M52 72 V122 H108 V72" ${LINE}/>` +
    `<rect x="72" y="96" width="16" height="26" ${ACCENT}/>` +
    `<path d="M100 56 V44 H110 V64" ${LINE}/>`,
  // perfume bottle
  fragrance:
    `<rect x="70" y="36" width="20" height="14" rx="2" ${ACCENT}/>` +
    `<path d="M74 50 V58 M86 50 V58" ${LINE}/>` +
    `<rect x="50" y="58" width="60" height="66" rx="14" ${LINE}/>` +
    `<path d="M64 90 H96" ${THIN}/>` +
    `<path d="M116 46 q6 -4 12 0 M118 58 q6 -4 12 0" ${THIN}/>`,
  // razor
  mens:
    `<rect x="48" y="40" width="64" height="22" rx="6" ${LINE}/>` +
    `<path d="M56 51 H104" stroke="${BRAND_CORAL}" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M80 62 V72" ${LINE}/>` +
    `<rect x="72" y="72" width="16" height="56" rx="8" ${LINE}/>` +
    `<path d="M76 90 H84 M76 100 H84 M76 110 H84" ${THIN}/>`,
  // facial wand with light rays
  'beauty-device':
    `<rect x="66" y="64" width="28" height="68" rx="14" ${LINE}/>` +
    `<circle cx="80" cy="50" r="16" ${LINE}/>` +
    `<circle cx="80" cy="50" r="7" ${ACCENT}/>` +
    `<path d="M80 22 V28 M52 50 H58 M102 50 H108 M60 30 L64 34 M100 30 L96 34" ${MID}/>` +
    `<circle cx="80" cy="96" r="4" ${ACCENT}/>`,
  // gift box with bow
  'gift-sets':
    `<rect x="44" y="70" width="72" height="56" rx="4" ${LINE}/>` +
    `<rect x="40" y="58" width="80" height="14" rx="3" ${LINE}/>` +
    `<path d="M80 58 V126" ${LINE}/>` +
    `<path d="M80 58 C66 40 52 46 60 56 Z M80 58 C94 40 108 46 100 56 Z" ${ACCENT}/>`,
  // book / story
  'company-story':
    `<path d="M80 50 C66 42 52 42 40 46 V118 C52 114 66 114 80 122 C94 114 108 114 120 118 V46 C108 42 94 42 80 50 Z" ${LINE}/>` +
    `<path d="M80 50 V122" ${LINE}/>` +
    `<circle cx="100" cy="72" r="7" ${ACCENT}/>`
};

const FALLBACK_ICON =
  `<path d="M80 40 L90 70 L120 80 L90 90 L80 120 L70 90 L40 80 L70 70 Z" ${LINE}/>` +
  `<circle cx="80" cy="80" r="7" ${ACCENT}/>`;

/** A 160x160 category icon; top-level shop slugs get their own drawing, others a sparkle. */
export function categoryIconSvg(slug: string, name: string): string {
  const top = Object.keys(ICONS).find((key) => slug === key || slug.startsWith(`${key}-`));
  const art = top ? ICONS[top] : FALLBACK_ICON;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" role="img" aria-label="${escapeXml(name)}">` +
    `<title>${escapeXml(name)}</title>` +
    `<circle cx="80" cy="80" r="76" fill="${BRAND_CREAM}"/>` +
    `<circle cx="80" cy="80" r="76" fill="none" stroke="${BRAND_PLUM}" stroke-opacity="0.12" stroke-width="2"/>` +
    art +
    `</svg>`
  );
}
