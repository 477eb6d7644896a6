/**
 * The seed images' artwork, drawn as SVG: supplier logos, car pictures, location pictures. Nothing
 * user-provided ends up in them; names are XML-escaped anyway. scripts/renderImages.ts renders them
 * to the WebP files the seed serves (an SVG in a page costs the browser a document of its own, laid
 * out and painted on the main thread; a WebP is decoded off it).
 */
import type { CarModel } from '../server/src/db/seedData';

function xml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function supplierLogoSvg(name: string, colors: { background: string; foreground: string }): string {
  const initials = name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60" viewBox="0 0 120 60" role="img" aria-label="${xml(name)}">
<rect width="120" height="60" rx="10" fill="${colors.background}"/>
<circle cx="30" cy="30" r="19" fill="${colors.foreground}" opacity="0.18"/>
<text x="30" y="37" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="20" font-weight="700" fill="${colors.foreground}">${xml(initials)}</text>
<text x="54" y="27" font-family="Arial, Helvetica, sans-serif" font-size="11" font-weight="700" fill="${colors.foreground}">${xml(name.split(' ')[0] ?? name)}</text>
<text x="54" y="41" font-family="Arial, Helvetica, sans-serif" font-size="10" fill="${colors.foreground}">${xml(name.split(' ').slice(1).join(' '))}</text>
</svg>
`;
}

export function carImageSvg(model: CarModel): string {
  const c = model.color;
  const label = xml(model.name);
  if (model.range === 'scooter') {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200" viewBox="0 0 300 200" role="img" aria-label="${label}">
<ellipse cx="150" cy="168" rx="120" ry="8" fill="#000" opacity="0.12"/>
<circle cx="80" cy="145" r="24" fill="#1f2937"/><circle cx="80" cy="145" r="10" fill="#9ca3af"/>
<circle cx="225" cy="145" r="24" fill="#1f2937"/><circle cx="225" cy="145" r="10" fill="#9ca3af"/>
<path d="M70 140 Q95 100 150 110 L190 110 Q205 70 215 55 L228 58 Q218 90 232 140 Z" fill="${c}" stroke="#111827" stroke-width="3"/>
<rect x="118" y="92" width="62" height="14" rx="7" fill="#111827"/>
<path d="M214 55 L240 48" stroke="#111827" stroke-width="5" stroke-linecap="round"/>
</svg>
`;
  }
  const long = model.range === 'maxi';
  const bodyEnd = long ? 285 : 270;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200" viewBox="0 0 300 200" role="img" aria-label="${label}">
<ellipse cx="150" cy="168" rx="135" ry="9" fill="#000" opacity="0.12"/>
<path d="M20 140 L20 112 Q22 96 45 92 L${long ? 75 : 85} 88 Q${long ? 95 : 110} 52 ${long ? 120 : 135} 50 L${long ? 250 : 205} 50 Q${long ? 270 : 230} 55 ${long ? 278 : 250} 88 L${bodyEnd - 10} 94 Q${bodyEnd} 100 ${bodyEnd} 115 L${bodyEnd} 140 Z" fill="${c}" stroke="#111827" stroke-width="3"/>
<path d="M${long ? 92 : 104} 88 Q${long ? 108 : 120} 62 ${long ? 126 : 140} 60 L${long ? 240 : 200} 60 Q${long ? 258 : 220} 64 ${long ? 266 : 236} 88 Z" fill="#bfdbfe" stroke="#111827" stroke-width="2"/>
<line x1="${long ? 180 : 170}" y1="60" x2="${long ? 180 : 170}" y2="88" stroke="#111827" stroke-width="3"/>
<circle cx="${long ? 75 : 72}" cy="140" r="24" fill="#1f2937"/><circle cx="${long ? 75 : 72}" cy="140" r="11" fill="#9ca3af"/>
<circle cx="${long ? 235 : 222}" cy="140" r="24" fill="#1f2937"/><circle cx="${long ? 235 : 222}" cy="140" r="11" fill="#9ca3af"/>
<rect x="24" y="104" width="14" height="8" rx="3" fill="#fde68a"/>
</svg>
`;
}

export function locationImageSvg(key: string): string {
  const h = hash(key);
  const hue = h % 360;
  const sky = `hsl(${hue}, 70%, 78%)`;
  const ground = `hsl(${(hue + 140) % 360}, 35%, 45%)`;
  const buildings = Array.from({ length: 9 }, (_, i) => {
    const height = 40 + ((h >>> (i * 3)) % 90);
    const width = 38 + ((h >>> (i * 2)) % 20);
    return `<rect x="${i * 72 - 10}" y="${300 - height}" width="${width}" height="${height}" fill="hsl(${(hue + 200) % 360}, 20%, ${30 + (i % 3) * 10}%)"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360" role="img" aria-label="">
<rect width="640" height="360" fill="${sky}"/>
<circle cx="${120 + (h % 400)}" cy="80" r="36" fill="#fff7ed" opacity="0.9"/>
${buildings}
<rect y="296" width="640" height="64" fill="${ground}"/>
</svg>
`;
}
