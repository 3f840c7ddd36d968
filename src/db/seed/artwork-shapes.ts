/**
 * Primitives for the generated recipe artwork: a seeded PRNG, colour helpers
 * and flat, top-down food shapes. Every shape is drawn around the origin at a
 * "natural" pixel size so the composer only has to translate/rotate/scale it,
 * and reports an approximate radius so it can be spaced without overlaps.
 */

// ---------------------------------------------------------------- randomness

export interface Rng {
  next(): number;
  range(min: number, max: number): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  shuffle<T>(items: readonly T[]): T[];
}

/** FNV-1a: tiny, stable across platforms, and good enough to spread slugs. */
export function hashString(input: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < input.length; i++) {
    h ^= input.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32 keeps artwork reproducible without pulling in a dependency. */
export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng: Rng = {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick() from an empty list');
      return item;
    },
    chance: (p) => next() < p,
    shuffle: (items) => {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
  };
  return rng;
}

// ---------------------------------------------------------------- colour

function toRgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function mix(a: string, b: string, t: number): string {
  const ca = toRgb(a);
  const cb = toRgb(b);
  const out = ca.map((v, i) => Math.round(v + ((cb[i] ?? 0) - v) * t));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

// Mixing toward a warm near-black keeps shadows from going muddy grey.
export const shade = (c: string, t: number): string => mix(c, '#1f1a17', t);
export const tint = (c: string, t: number): string => mix(c, '#fffdf8', t);

/** Nudges a palette colour so repeated items are related but not identical. */
export function jitter(rng: Rng, c: string, amount = 0.08): string {
  const t = rng.range(-amount, amount);
  return t < 0 ? shade(c, -t) : tint(c, t);
}

// ---------------------------------------------------------------- svg helpers

/** One decimal is invisible at 1200px and keeps the SVG source small. */
export const n = (v: number): string => String(Math.round(v * 10) / 10);

export function place(x: number, y: number, rot: number, scale: number, body: string): string {
  const s = Math.round(scale * 100) / 100;
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)})${s === 1 ? '' : ` scale(${s})`}">${body}</g>`;
}

/** Closed Catmull-Rom curve through the points: organic outlines from a few samples. */
export function smoothPath(points: ReadonlyArray<readonly [number, number]>): string {
  const count = points.length;
  const at = (i: number) => points[((i % count) + count) % count] ?? [0, 0];
  const first = at(0);
  let d = `M${n(first[0])},${n(first[1])}`;
  for (let i = 0; i < count; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1x = p1[0] + (p2[0] - p0[0]) / 6;
    const c1y = p1[1] + (p2[1] - p0[1]) / 6;
    const c2x = p2[0] - (p3[0] - p1[0]) / 6;
    const c2y = p2[1] - (p3[1] - p1[1]) / 6;
    d += `C${n(c1x)},${n(c1y)} ${n(c2x)},${n(c2y)} ${n(p2[0])},${n(p2[1])}`;
  }
  return `${d}Z`;
}

/** A roughly circular blob; `wobble` is the relative radius variation. */
export function blobPath(rng: Rng, r: number, wobble: number, points = 9, squash = 1): string {
  const pts: Array<[number, number]> = [];
  const phase = rng.range(0, Math.PI * 2);
  for (let i = 0; i < points; i++) {
    const a = phase + (i / points) * Math.PI * 2;
    const rr = r * (1 + rng.range(-wobble, wobble));
    pts.push([Math.cos(a) * rr, Math.sin(a) * rr * squash]);
  }
  return smoothPath(pts);
}

// ---------------------------------------------------------------- ingredients

export interface Shape {
  svg: string;
  /** approximate footprint radius at scale 1, used for spacing */
  r: number;
}

const HIGHLIGHT = 'fill="#ffffff" fill-opacity="0.28"';

export function leaf(color: string, length = 84, width = 0.46): Shape {
  const h = length / 2;
  const w = length * width;
  const vein = shade(color, 0.22);
  const svg =
    `<path d="M0,${n(-h)}C${n(w * 0.75)},${n(-h * 0.45)} ${n(w * 0.62)},${n(h * 0.62)} 0,${n(h)}` +
    `C${n(-w * 0.62)},${n(h * 0.62)} ${n(-w * 0.75)},${n(-h * 0.45)} 0,${n(-h)}Z" fill="${color}"/>` +
    `<path d="M0,${n(-h * 0.78)}L0,${n(h * 1.18)}" stroke="${vein}" stroke-width="2.2" stroke-linecap="round" fill="none" opacity="0.55"/>` +
    `<path d="M0,${n(-h * 0.1)}l${n(w * 0.28)},${n(-h * 0.2)}M0,${n(-h * 0.1)}l${n(-w * 0.28)},${n(-h * 0.2)}` +
    `M0,${n(h * 0.32)}l${n(w * 0.3)},${n(-h * 0.2)}M0,${n(h * 0.32)}l${n(-w * 0.3)},${n(-h * 0.2)}" ` +
    `stroke="${vein}" stroke-width="1.4" stroke-linecap="round" fill="none" opacity="0.35"/>`;
  return { svg, r: h };
}

export type SprigKind = 'thyme' | 'rosemary' | 'dill';

/** A curved stem with leaves alternating along it, tip pointing up. */
export function sprig(rng: Rng, color: string, kind: SprigKind): Shape {
  const len = 170;
  const bend = rng.range(-22, 22);
  const stem = shade(color, 0.12);
  const at = (t: number): [number, number] => {
    // quadratic bezier from (0, len/2) through (bend, 0) to (0, -len/2)
    const u = 1 - t;
    return [2 * u * t * bend, u * u * (len / 2) + t * t * (-len / 2)];
  };
  let leaves = '';
  const count = kind === 'thyme' ? 11 : kind === 'rosemary' ? 16 : 7;
  for (let i = 0; i < count; i++) {
    const t = 0.18 + (i / count) * 0.82;
    const [x, y] = at(t);
    const side = i % 2 === 0 ? 1 : -1;
    const taper = 1 - t * 0.45;
    if (kind === 'rosemary') {
      leaves += place(x, y, side * rng.range(48, 62), 1, `<rect x="-2.6" y="-30" width="5.2" height="30" rx="2.6" fill="${jitter(rng, color, 0.06)}"/>`);
    } else if (kind === 'thyme') {
      leaves += place(x, y, side * rng.range(50, 75), taper, `<ellipse cx="0" cy="-9" rx="5" ry="9" fill="${jitter(rng, color, 0.06)}"/>`);
    } else {
      // dill: a short branch ending in a fan of hair-thin fronds
      const l = 40 * taper;
      let fronds = `M0,0L0,${n(-l)}`;
      for (let f = 0; f < 5; f++) {
        const a = ((f - 2) * 22 * Math.PI) / 180;
        fronds += `M0,${n(-l * 0.55)}l${n(Math.sin(a) * l * 0.6)},${n(-Math.cos(a) * l * 0.6)}`;
        fronds += `M0,${n(-l)}l${n(Math.sin(a) * l * 0.45)},${n(-Math.cos(a) * l * 0.45)}`;
      }
      leaves += place(x, y, side * rng.range(35, 50), 1, `<path d="${fronds}" stroke="${jitter(rng, color, 0.06)}" stroke-width="2.2" stroke-linecap="round" fill="none"/>`);
    }
  }
  const path = `M0,${n(len / 2)}Q${n(bend)},0 0,${n(-len / 2)}`;
  return {
    svg: `<path d="${path}" stroke="${stem}" stroke-width="3" fill="none" stroke-linecap="round"/>${leaves}`,
    r: len / 2,
  };
}

export function citrusSlice(rind: string, flesh: string, r = 50): Shape {
  const pith = tint(flesh, 0.72);
  let segments = '';
  const count = 9;
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2;
    segments += `M0,0L${n(Math.cos(a) * r * 0.84)},${n(Math.sin(a) * r * 0.84)}`;
  }
  const svg =
    `<circle r="${r}" fill="${rind}"/><circle r="${n(r * 0.9)}" fill="${pith}"/>` +
    `<circle r="${n(r * 0.84)}" fill="${flesh}"/>` +
    `<path d="${segments}" stroke="${pith}" stroke-width="${n(r * 0.07)}" stroke-linecap="round"/>` +
    `<circle r="${n(r * 0.11)}" fill="${pith}"/>` +
    `<circle r="${n(r * 0.84)}" fill="#ffffff" fill-opacity="0.12"/>`;
  return { svg, r };
}

function calyx(green: string, r: number, points = 5): string {
  let d = '';
  for (let i = 0; i < points; i++) {
    const a = (i / points) * Math.PI * 2 - Math.PI / 2;
    const b1 = a - 0.32;
    const b2 = a + 0.32;
    d +=
      `M${n(Math.cos(b1) * r * 0.25)},${n(Math.sin(b1) * r * 0.25)}` +
      `L${n(Math.cos(a) * r)},${n(Math.sin(a) * r)}` +
      `L${n(Math.cos(b2) * r * 0.25)},${n(Math.sin(b2) * r * 0.25)}Z`;
  }
  return `<path d="${d}" fill="${green}" stroke="${green}" stroke-width="2" stroke-linejoin="round"/>`;
}

export function tomato(red: string, green: string, r = 36): Shape {
  const svg =
    `<circle r="${r}" fill="${red}"/>` +
    `<ellipse cx="${n(-r * 0.38)}" cy="${n(-r * 0.38)}" rx="${n(r * 0.26)}" ry="${n(r * 0.16)}" transform="rotate(-40 ${n(-r * 0.38)} ${n(-r * 0.38)})" ${HIGHLIGHT}/>` +
    calyx(green, r * 0.46) +
    `<circle r="${n(r * 0.08)}" fill="${shade(green, 0.2)}"/>`;
  return { svg, r };
}

export function tomatoHalf(red: string, r = 34): Shape {
  const flesh = tint(red, 0.18);
  const gel = mix(red, '#f4c95d', 0.45);
  let chambers = '';
  for (let i = 0; i < 3; i++) {
    const a = (i / 3) * 360 + 30;
    chambers +=
      `<g transform="rotate(${a})"><ellipse cx="0" cy="${n(-r * 0.44)}" rx="${n(r * 0.26)}" ry="${n(r * 0.3)}" fill="${gel}"/>` +
      `<circle cx="${n(-r * 0.08)}" cy="${n(-r * 0.46)}" r="${n(r * 0.05)}" fill="${tint(gel, 0.5)}"/>` +
      `<circle cx="${n(r * 0.08)}" cy="${n(-r * 0.36)}" r="${n(r * 0.05)}" fill="${tint(gel, 0.5)}"/></g>`;
  }
  const svg =
    `<circle r="${r}" fill="${red}"/><circle r="${n(r * 0.86)}" fill="${flesh}"/>${chambers}` +
    `<circle r="${n(r * 0.16)}" fill="${tint(red, 0.35)}"/>`;
  return { svg, r };
}

export function blueberry(rng: Rng, r = 14): Shape {
  const base = jitter(rng, '#4b5a8c', 0.08);
  const svg =
    `<circle r="${r}" fill="${base}"/>` +
    `<circle cx="${n(-r * 0.35)}" cy="${n(-r * 0.35)}" r="${n(r * 0.35)}" fill="#ffffff" fill-opacity="0.16"/>` +
    `<circle r="${n(r * 0.3)}" fill="${shade(base, 0.35)}"/>`;
  return { svg, r };
}

export function raspberry(rng: Rng, color: string, r = 20): Shape {
  // Drupelets without individual highlights: at 15-20px they would only add cost.
  let dots = '';
  const rings: Array<[number, number]> = [[0, 1], [0.45, 5], [0.8, 9]];
  for (const [dist, count] of rings) {
    const phase = rng.range(0, 1);
    for (let i = 0; i < count; i++) {
      const a = ((i + phase) / count) * Math.PI * 2;
      dots += `<circle cx="${n(Math.cos(a) * r * dist)}" cy="${n(Math.sin(a) * r * dist)}" r="${n(r * 0.3)}" fill="${jitter(rng, color, 0.07)}"/>`;
    }
  }
  const hl = `<circle cx="${n(-r * 0.35)}" cy="${n(-r * 0.35)}" r="${n(r * 0.22)}" fill="#ffffff" fill-opacity="0.28"/>`;
  return { svg: `<circle r="${n(r * 0.98)}" fill="${shade(color, 0.15)}"/>${dots}${hl}`, r };
}

export function strawberry(rng: Rng, red: string, green: string): Shape {
  let seeds = '';
  for (let i = 0; i < 14; i++) {
    const x = rng.range(-20, 20);
    const y = rng.range(-14, 26);
    if (Math.abs(x) > 24 - (y + 14) * 0.35) continue;
    seeds += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="1.6" ry="2.6" fill="#f6d98b" fill-opacity="0.85"/>`;
  }
  const svg =
    `<path d="M0,40C-14,36 -32,12 -30,-8C-28,-24 -14,-28 0,-24C14,-28 28,-24 30,-8C32,12 14,36 0,40Z" fill="${red}"/>` +
    `<ellipse cx="-12" cy="-8" rx="7" ry="11" ${HIGHLIGHT} transform="rotate(20 -12 -8)"/>` +
    seeds +
    `<g transform="translate(0 -24)">${calyx(green, 20, 6)}</g>`;
  return { svg, r: 36 };
}

/** Loose pile of small ellipses: rice, oats, lentils, seeds. */
export function grains(rng: Rng, color: string, count = 16, spread = 40): Shape {
  let svg = '';
  for (let i = 0; i < count; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = Math.sqrt(rng.next()) * spread;
    svg += `<ellipse cx="${n(Math.cos(a) * d)}" cy="${n(Math.sin(a) * d)}" rx="6.5" ry="3.4" transform="rotate(${n(rng.range(0, 180))} ${n(Math.cos(a) * d)} ${n(Math.sin(a) * d)})" fill="${jitter(rng, color, 0.08)}"/>`;
  }
  return { svg, r: spread * 0.9 };
}

/** Loose round pieces: peppercorns, chickpeas, peas. */
export function pebbles(rng: Rng, color: string, size: number, count: number, spread: number): Shape {
  let svg = '';
  const placed: Array<[number, number]> = [];
  for (let i = 0; i < count * 6 && placed.length < count; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = Math.sqrt(rng.next()) * spread;
    const x = Math.cos(a) * d;
    const y = Math.sin(a) * d;
    if (placed.some(([px, py]) => Math.hypot(px - x, py - y) < size * 1.9)) continue;
    placed.push([x, y]);
    const c = jitter(rng, color, 0.08);
    svg +=
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(size)}" fill="${c}"/>` +
      `<circle cx="${n(x - size * 0.3)}" cy="${n(y - size * 0.3)}" r="${n(size * 0.35)}" fill="#ffffff" fill-opacity="0.22"/>`;
  }
  return { svg, r: spread + size };
}

export function garlic(): Shape {
  const body = '#f2ebdd';
  const line = '#d9ccb4';
  const svg =
    `<path d="M0,-40C6,-30 30,-16 32,6C34,28 18,38 0,38C-18,38 -34,28 -32,6C-30,-16 -6,-30 0,-40Z" fill="${body}"/>` +
    `<path d="M0,-30C-10,-10 -12,18 -4,36M0,-30C10,-10 12,18 4,36M-4,-22C-22,-6 -24,18 -16,32M4,-22C22,-6 24,18 16,32" stroke="${line}" stroke-width="2" fill="none" stroke-linecap="round"/>` +
    `<path d="M0,-40L0,-48" stroke="#c9b48e" stroke-width="4" stroke-linecap="round"/>`;
  return { svg, r: 40 };
}

export function chili(red: string, green: string): Shape {
  const svg =
    `<path d="M-48,-8C-20,-16 26,-12 58,18C58,22 54,22 50,20C24,4 -20,6 -48,8Z" fill="${red}"/>` +
    `<path d="M-36,-6C-12,-10 16,-8 38,4" stroke="#ffffff" stroke-opacity="0.3" stroke-width="3" fill="none" stroke-linecap="round"/>` +
    `<path d="M-48,-9C-56,-10 -58,8 -48,9Z" fill="${green}"/>` +
    `<path d="M-54,0C-62,0 -66,-6 -70,-14" stroke="${green}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  return { svg, r: 56 };
}

export function egg(shell: string): Shape {
  const svg =
    `<ellipse rx="30" ry="38" fill="${shell}"/>` +
    `<ellipse cx="-10" cy="-14" rx="8" ry="13" transform="rotate(20 -10 -14)" ${HIGHLIGHT}/>`;
  return { svg, r: 38 };
}

export function friedEgg(rng: Rng, r = 70): Shape {
  const yolk = rng.pick(['#f3a632', '#f5b13d', '#efa02b']);
  const svg =
    `<path d="${blobPath(rng, r, 0.14, 8)}" fill="#fffcf5"/>` +
    `<path d="${blobPath(rng, r * 0.78, 0.1, 7)}" fill="#ffffff"/>` +
    `<g transform="translate(${n(rng.range(-r * 0.15, r * 0.15))} ${n(rng.range(-r * 0.15, r * 0.15))})">` +
    `<circle r="${n(r * 0.36)}" fill="${yolk}"/>` +
    `<ellipse cx="${n(-r * 0.12)}" cy="${n(-r * 0.13)}" rx="${n(r * 0.1)}" ry="${n(r * 0.06)}" transform="rotate(-35 ${n(-r * 0.12)} ${n(-r * 0.13)})" fill="#ffffff" fill-opacity="0.55"/></g>`;
  return { svg, r };
}

/** Whole fish, nose pointing +x. */
export function fish(body: string, belly: string, length = 200): Shape {
  const s = length / 200;
  const dark = shade(body, 0.25);
  const svg =
    `<g transform="scale(${n(s)})">` +
    `<path d="M96,0C66,-38 -8,-44 -62,-8L-98,-36C-90,-12 -90,12 -98,36L-62,8C-8,44 66,38 96,0Z" fill="${body}"/>` +
    `<path d="M94,4C64,36 -8,40 -60,8C-10,22 50,22 94,4Z" fill="${belly}"/>` +
    `<path d="M50,-24C42,-8 42,10 50,24" stroke="${dark}" stroke-width="3" fill="none" stroke-linecap="round" opacity="0.6"/>` +
    `<path d="M-30,-27C-18,-50 18,-56 38,-34C18,-40 -6,-37 -30,-27Z" fill="${dark}"/>` +
    `<path d="M-34,26C-24,40 -6,44 4,40C-8,34 -20,30 -34,26Z" fill="${dark}" opacity="0.7"/>` +
    `<path d="M-92,-22L-70,-4M-92,22L-70,4M-94,0L-70,0" stroke="${dark}" stroke-width="2" opacity="0.35"/>` +
    `<path d="M30,-10C12,-14 -14,-12 -40,-4" stroke="#ffffff" stroke-opacity="0.25" stroke-width="4" fill="none" stroke-linecap="round"/>` +
    // scored, roasted skin reads as "cooked fish" rather than "aquarium"
    `<path d="M26,-26L12,18M2,-28L-12,18M-22,-24L-34,14" stroke="${dark}" stroke-width="5" stroke-linecap="round" opacity="0.45"/>` +
    `<circle cx="70" cy="-9" r="6" fill="${tint(belly, 0.5)}"/><circle cx="70.5" cy="-9" r="3.4" fill="#2c2a2a"/></g>`;
  return { svg, r: length * 0.5 };
}

export function avocadoHalf(withPit: boolean): Shape {
  const svg =
    `<path d="M0,-62C24,-62 32,-30 38,0C46,34 30,64 0,64C-30,64 -46,34 -38,0C-32,-30 -24,-62 0,-62Z" fill="#3f5d2e"/>` +
    `<path d="M0,-55C20,-55 27,-27 32,0C39,30 25,57 0,57C-25,57 -39,30 -32,0C-27,-27 -20,-55 0,-55Z" fill="#b9cf72"/>` +
    `<path d="M0,-40C14,-40 20,-18 24,2C30,26 18,46 0,46C-18,46 -30,26 -24,2C-20,-18 -14,-40 0,-40Z" fill="#dfe49a"/>` +
    (withPit
      ? `<circle cx="0" cy="16" r="21" fill="#8b5a36"/><circle cx="-6" cy="9" r="6" fill="#ffffff" fill-opacity="0.25"/>`
      : `<circle cx="0" cy="16" r="21" fill="#cdd884"/>`);
  return { svg, r: 62 };
}

export function toast(crust: string, crumb: string): Shape {
  const outline = 'M-52,54L-52,-18C-66,-40 -52,-66 -28,-62C-12,-76 12,-76 28,-62C52,-66 66,-40 52,-18L52,54Z';
  const svg =
    `<path d="${outline}" fill="${crust}" stroke="${crust}" stroke-width="6" stroke-linejoin="round"/>` +
    `<path d="${outline}" fill="${crumb}" transform="scale(0.84) translate(0 2)"/>` +
    `<path d="M-18,-20l4,2M10,-34l3,3M-30,14l4,1M22,6l3,3M0,30l4,1M-10,-44l3,2" stroke="${shade(crumb, 0.12)}" stroke-width="3" stroke-linecap="round"/>`;
  return { svg, r: 66 };
}

export function almond(color: string): Shape {
  const svg =
    `<path d="M0,-20C12,-8 12,10 0,20C-12,10 -12,-8 0,-20Z" fill="${color}"/>` +
    `<path d="M0,-14C4,-4 4,6 0,14" stroke="${shade(color, 0.2)}" stroke-width="1.6" fill="none" opacity="0.6"/>`;
  return { svg, r: 20 };
}

export function cinnamon(): Shape {
  const c = '#94593a';
  const stick = (y: number) =>
    `<rect x="-66" y="${y - 9}" width="132" height="18" rx="6" fill="${c}"/>` +
    `<path d="M-60,${y - 2}L58,${y - 3}" stroke="${shade(c, 0.25)}" stroke-width="2" opacity="0.6"/>` +
    `<path d="M-60,${y + 4}L58,${y + 3}" stroke="${tint(c, 0.2)}" stroke-width="2" opacity="0.6"/>`;
  return { svg: stick(-10) + stick(10), r: 66 };
}

export function chocolate(): Shape {
  const c = '#5d3b2c';
  let squares = '';
  for (let i = 0; i < 3; i++) {
    for (let j = 0; j < 2; j++) {
      squares += `<rect x="${-44 + i * 30}" y="${-30 + j * 30}" width="26" height="26" rx="3" fill="${tint(c, 0.08)}" stroke="${shade(c, 0.2)}" stroke-width="1.5"/>`;
    }
  }
  return { svg: `<rect x="-48" y="-34" width="96" height="68" rx="6" fill="${c}"/>${squares}`, r: 56 };
}

export function sliceRing(outer: string, inner: string, r = 30, seeds = ''): Shape {
  return {
    svg: `<circle r="${r}" fill="${outer}"/><circle r="${n(r * 0.86)}" fill="${inner}"/>${seeds}`,
    r,
  };
}

export function cucumber(rng: Rng, r = 30): Shape {
  let seeds = '';
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2 + rng.range(-0.1, 0.1);
    seeds += `<ellipse cx="${n(Math.cos(a) * r * 0.38)}" cy="${n(Math.sin(a) * r * 0.38)}" rx="2.2" ry="3.6" transform="rotate(${n((a * 180) / Math.PI + 90)} ${n(Math.cos(a) * r * 0.38)} ${n(Math.sin(a) * r * 0.38)})" fill="#eef2cf"/>`;
  }
  return sliceRing('#4f7a3a', '#cfe0a4', r, `<circle r="${n(r * 0.6)}" fill="#dbe8b5"/>${seeds}`);
}

export function radish(r = 24): Shape {
  return sliceRing('#cf4f6a', '#fbf2f0', r, `<circle r="${n(r * 0.6)}" fill="none" stroke="#f3d8dc" stroke-width="2"/>`);
}

export function banana(r = 24): Shape {
  return sliceRing('#efe0a6', '#f8efc8', r, `<circle r="${n(r * 0.28)}" fill="none" stroke="#d9c98a" stroke-width="2" stroke-dasharray="2 4"/>`);
}

export function starAnise(): Shape {
  const c = '#7a4a2f';
  let pods = '';
  for (let i = 0; i < 8; i++) {
    pods += `<g transform="rotate(${i * 45})"><path d="M0,-4C7,-10 6,-26 0,-34C-6,-26 -7,-10 0,-4Z" fill="${c}"/><ellipse cx="0" cy="-17" rx="2.6" ry="4" fill="#c79a62"/></g>`;
  }
  return { svg: `${pods}<circle r="6" fill="${shade(c, 0.15)}"/>`, r: 34 };
}

export function mushroom(): Shape {
  const svg =
    `<path d="M-34,4C-36,-22 -18,-34 0,-34C18,-34 36,-22 34,4C22,2 14,4 12,8L12,34C12,38 -12,38 -12,34L-12,8C-14,4 -22,2 -34,4Z" fill="#efe3cf" stroke="#b99f80" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="M-26,-2C-14,-6 14,-6 26,-2" stroke="#d9c3a3" stroke-width="2" fill="none"/>`;
  return { svg, r: 38 };
}

// ---------------------------------------------------------------- tableware

export function fork(metal: string): Shape {
  const edge = shade(metal, 0.18);
  let tines = '';
  for (let i = 0; i < 4; i++) tines += `<rect x="${-16 + i * 9.5}" y="-168" width="5" height="58" rx="2.5" fill="${metal}"/>`;
  const svg =
    tines +
    `<path d="M-17,-118L19,-118C19,-92 10,-80 6,-66L8,150C8,158 -8,158 -8,150L-6,-66C-10,-80 -17,-92 -17,-118Z" fill="${metal}"/>` +
    `<path d="M0,-60L0,146" stroke="${edge}" stroke-width="2" opacity="0.4"/>`;
  return { svg, r: 165 };
}

export function spoon(metal: string): Shape {
  const svg =
    `<ellipse cx="0" cy="-118" rx="30" ry="44" fill="${metal}"/>` +
    `<ellipse cx="-8" cy="-128" rx="12" ry="24" fill="#ffffff" fill-opacity="0.3"/>` +
    `<path d="M-5,-78L-8,150C-8,158 8,158 8,150L5,-78Z" fill="${metal}"/>`;
  return { svg, r: 165 };
}

export function knife(metal: string): Shape {
  const svg =
    `<path d="M-8,-170C6,-160 12,-120 12,-40L10,-30L-8,-30Z" fill="${metal}"/>` +
    `<path d="M-9,-30L10,-30L9,150C9,158 -9,158 -9,150Z" fill="${shade(metal, 0.1)}"/>`;
  return { svg, r: 165 };
}

/** A folded cloth napkin with a woven stripe near one edge. */
export function napkin(cloth: string, stripe: string, w = 240, h = 400): Shape {
  const svg =
    `<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="8" fill="${cloth}"/>` +
    `<rect x="${-w / 2 + 26}" y="${-h / 2}" width="10" height="${h}" fill="${stripe}" opacity="0.75"/>` +
    `<rect x="${-w / 2 + 44}" y="${-h / 2}" width="4" height="${h}" fill="${stripe}" opacity="0.75"/>` +
    `<path d="M${-w / 2},${n(h * 0.08)}L${w / 2},${n(h * 0.08)}" stroke="${shade(cloth, 0.12)}" stroke-width="3" opacity="0.5"/>` +
    `<path d="M${-w / 2},${n(h * 0.08 + 4)}L${w / 2},${n(h * 0.08 + 4)}" stroke="#ffffff" stroke-width="3" opacity="0.35"/>`;
  return { svg, r: Math.hypot(w, h) / 2 };
}
