/**
 * Generated artwork for seed recipes and users. Everything is drawn as SVG and
 * rasterised locally with sharp so seeding never fetches a photo, yet recipe
 * cards and avatars never render empty. Output is a pure function of the
 * input, so re-seeding produces byte-identical images.
 */
import {
  type Rng,
  type Shape,
  type SprigKind,
  almond,
  avocadoHalf,
  banana,
  blobPath,
  blueberry,
  chili,
  chocolate,
  cinnamon,
  citrusSlice,
  createRng,
  cucumber,
  egg,
  fish,
  fork,
  friedEgg,
  garlic,
  grains,
  hashString,
  jitter,
  knife,
  leaf,
  mushroom,
  n,
  napkin,
  pebbles,
  place,
  radish,
  raspberry,
  shade,
  sprig,
  spoon,
  starAnise,
  strawberry,
  tint,
  toast,
  tomato,
  tomatoHalf,
} from './artwork-shapes';

export const RECIPE_ART_WIDTH = 1200;
export const RECIPE_ART_HEIGHT = 800;
export const AVATAR_SIZE = 256;

const W = RECIPE_ART_WIDTH;
const H = RECIPE_ART_HEIGHT;

// ---------------------------------------------------------------- themes

type Surface = 'planks' | 'stone';

/** Draws the food (and its vessel) centred on the origin. */
type Dish = (rng: Rng, r: number, t: Theme) => string;
type Garnish = (rng: Rng, t: Theme) => Shape;

interface Theme {
  table: readonly string[];
  surface: readonly Surface[];
  ceramic: readonly string[];
  /** [cloth, stripe] pairs for the napkin */
  linen: ReadonlyArray<readonly [string, string]>;
  herb: readonly string[];
  dishes: readonly Dish[];
  garnishes: readonly Garnish[];
}

const BRAND = { primary: '#3d7068', secondary: '#f0b67f', accent: '#d53939' } as const;
const METAL = '#d8dbd8';
const HERBS = ['#5f8f4e', '#6e9a52', '#4f7f47'] as const;
const TOMATO = ['#d64535', '#cf3f33', '#dc5138'] as const;
const LEMON = { rind: '#f0c93f', flesh: '#f7dc6f' } as const;
const LIME = { rind: '#7aa83f', flesh: '#c4dc7c' } as const;

const sprigOf = (kinds: readonly SprigKind[]): Garnish => (rng, t) => sprig(rng, rng.pick(t.herb), rng.pick(kinds));
const leafOf = (colors?: readonly string[]): Garnish => (rng, t) => leaf(jitter(rng, rng.pick(colors ?? t.herb), 0.05), rng.range(70, 92));
const tomatoG: Garnish = (rng, t) => tomato(rng.pick(TOMATO), rng.pick(t.herb));
const tomatoHalfG: Garnish = (rng) => tomatoHalf(rng.pick(TOMATO));
const pepperG: Garnish = (rng) => pebbles(rng, '#3e2d25', 5.5, rng.int(6, 9), 26);
const lemonG: Garnish = (rng) => {
  const c = rng.chance(0.7) ? LEMON : LIME;
  return citrusSlice(c.rind, c.flesh, rng.range(44, 54));
};
const berriesG: Garnish = (rng) => {
  // a little huddle reads as "berries", a lone dot reads as noise
  let svg = '';
  const count = rng.int(3, 5);
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2 + rng.range(-0.3, 0.3);
    svg += place(Math.cos(a) * 17, Math.sin(a) * 17, 0, 1, blueberry(rng).svg);
  }
  return { svg, r: 34 };
};
const raspberriesG: Garnish = (rng) => {
  const one = raspberry(rng, '#c93a50');
  return rng.chance(0.5) ? one : { svg: place(-16, 0, 0, 1, one.svg) + place(18, 8, 0, 0.9, raspberry(rng, '#c93a50').svg), r: 38 };
};
const almondsG: Garnish = (rng) => {
  let svg = '';
  for (let i = 0; i < 4; i++) svg += place(rng.range(-26, 26), rng.range(-22, 22), rng.range(0, 180), 1, almond(jitter(rng, '#b57d51', 0.06)).svg);
  return { svg, r: 40 };
};

// Each category owns a table colour so a grid of cards groups by category at a glance;
// the brand teal becomes the Main Dishes table, peach and red return in the linens.
const THEMES: Record<string, Theme> = {
  'Main Dishes': {
    table: ['#35605a', '#2f5650', '#3b6760'],
    surface: ['planks', 'stone'],
    ceramic: ['#f4efe6', '#ede6d9', '#f6f2ea'],
    linen: [['#ecd9bf', BRAND.accent], ['#e9d2b3', '#b9573f']],
    herb: HERBS,
    dishes: [pasta, stew, stew],
    garnishes: [tomatoG, () => garlic(), sprigOf(['rosemary', 'thyme']), leafOf(), pepperG, (rng) => chili(rng.pick(TOMATO), '#4f7f47'), () => starAnise()],
  },
  Breakfast: {
    table: ['#ead6ba', '#efddc5', '#e6cfae'],
    surface: ['planks'],
    ceramic: ['#fbf8f2', '#dfece7', '#f7f1e6'],
    linen: [['#d7e6e1', BRAND.primary], ['#f6e7d3', BRAND.secondary]],
    herb: HERBS,
    dishes: [eggsOnToast, oatBowl, eggsOnToast, pancakes],
    garnishes: [(rng) => egg(rng.pick(['#f3e6d2', '#d9ab7b', '#e8c9a2'])), berriesG, raspberriesG, (rng) => strawberry(rng, '#d8423f', '#5f8f4e'), almondsG, (rng) => banana(rng.range(22, 26)), (rng) => grains(rng, '#dcc08e', 18, 36)],
  },
  Seafood: {
    table: ['#c6d5d4', '#bccfcf', '#cfdcda'],
    surface: ['stone', 'planks'],
    ceramic: ['#fbfaf6', '#f3f0e8'],
    linen: [['#f6f2e9', BRAND.primary], ['#e9efee', '#5d8ea0']],
    herb: ['#5e8f52', '#6c9a56', '#507f4a'],
    dishes: [wholeFish, wholeFish, salmon],
    garnishes: [lemonG, lemonG, sprigOf(['dill', 'thyme']), pepperG, () => garlic(), (rng) => chili(rng.pick(TOMATO), '#4f7f47'), leafOf()],
  },
  Vegetarian: {
    table: ['#dbe4d4', '#d3dfcd', '#e2e8da'],
    surface: ['stone', 'planks'],
    ceramic: ['#f7f3ea', '#f3efe4'],
    linen: [['#f4eee2', BRAND.secondary], ['#f1ece0', BRAND.primary]],
    herb: ['#5d8d46', '#6f9f4f', '#4b7d42'],
    dishes: [salad, grainBowl],
    garnishes: [tomatoG, tomatoHalfG, (rng) => cucumber(rng), () => radish(), () => avocadoHalf(true), leafOf(), (rng) => pebbles(rng, '#e2bd80', 9, 6, 26), () => mushroom()],
  },
  Desserts: {
    table: ['#f3ddd2', '#f0d6c8', '#f4e3da'],
    surface: ['stone'],
    ceramic: ['#fdfaf4', '#f8efe3'],
    linen: [['#fbf4ea', BRAND.accent], ['#f7ead9', BRAND.secondary]],
    herb: ['#6aa877', '#5e9c6c'],
    dishes: [tart, creamBowl],
    garnishes: [(rng) => strawberry(rng, '#d8423f', '#5f9a5e'), raspberriesG, berriesG, leafOf(['#6aa877', '#5e9c6c']), () => chocolate(), () => cinnamon(), almondsG],
  },
  default: {
    table: ['#ece4d6', '#e7ddcb', '#efe8dc'],
    surface: ['planks', 'stone'],
    ceramic: ['#fbf8f2', '#f3eee4', '#dfe9e5'],
    linen: [['#f7f2e8', BRAND.primary], ['#f3eadc', '#b96b4a']],
    herb: HERBS,
    dishes: [soup, grainBowl],
    garnishes: [sprigOf(['thyme', 'rosemary', 'dill']), leafOf(), () => garlic(), pepperG, (rng) => grains(rng, '#e7d7b3', 16, 34), () => mushroom(), leafOf(['#7b8c46', '#6d7f3e'])],
  },
};

// ---------------------------------------------------------------- vessels

/** Light comes from the top left, so every cast shadow falls down-right. */
const SHADOW_DX = 12;
const SHADOW_DY = 18;

function plate(rng: Rng, r: number, t: Theme): { svg: string; well: number } {
  const c = rng.pick(t.ceramic);
  const well = r * 0.7;
  const svg =
    `<circle cx="${SHADOW_DX}" cy="${SHADOW_DY}" r="${n(r * 1.06)}" fill="url(#softShadow)"/>` +
    `<circle r="${n(r)}" fill="${c}"/>` +
    `<circle r="${n(r - 3)}" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="3"/>` +
    `<circle r="${n(well + 4)}" fill="${shade(c, 0.05)}"/>` +
    `<circle r="${n(well)}" fill="${shade(c, 0.02)}"/>`;
  return { svg, well };
}

/** A bowl is a plate seen deeper: thick rim, and an inner wall shaded on the lit side. */
function bowl(rng: Rng, r: number, t: Theme, fill: string): { svg: string; inner: number; close: string } {
  const c = rng.pick(t.ceramic);
  const inner = r * 0.86;
  const svg =
    `<circle cx="${SHADOW_DX}" cy="${SHADOW_DY}" r="${n(r * 1.06)}" fill="url(#softShadow)"/>` +
    `<circle r="${n(r)}" fill="${c}"/>` +
    `<circle r="${n(r - 3)}" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="3"/>` +
    `<clipPath id="bowlInner"><circle r="${n(inner)}"/></clipPath>` +
    `<circle r="${n(inner)}" fill="${fill}"/>` +
    `<g clip-path="url(#bowlInner)">`;
  const close =
    `<circle r="${n(inner)}" fill="url(#bowlDepth)"/></g>` +
    `<circle r="${n(inner)}" fill="none" stroke="${shade(c, 0.08)}" stroke-width="2"/>`;
  return { svg, inner, close };
}

/** Ring of positions inside a dish, so toppings spread out instead of stacking. */
function spots(rng: Rng, count: number, radius: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const phase = rng.range(0, Math.PI * 2);
  for (let i = 0; i < count; i++) {
    const a = phase + (i / count) * Math.PI * 2 + rng.range(-0.25, 0.25);
    const d = radius * rng.range(0.55, 1);
    out.push([Math.cos(a) * d, Math.sin(a) * d]);
  }
  return out;
}

/**
 * A soft shadow drawn as a dark, translucent copy of the shape, offset down-right. SVG blur
 * filters looked marginally softer but tripled render time (about 280 ms an image).
 */
function withShadow(svg: string, dx: number, dy: number, opacity: number): string {
  const silhouette = svg
    .replace(/(fill|stroke)="(?!none)[^"]*"/g, '$1="#1f1a17"')
    .replace(/(fill|stroke)-opacity="[^"]*"/g, '')
    .replace(/ opacity="[^"]*"/g, '')
    // clip paths keep working by reference; copying them would duplicate their ids
    .replace(/<clipPath[\s\S]*?<\/clipPath>/g, '');
  return `<g transform="translate(${dx} ${dy})" opacity="${opacity}">${silhouette}</g>${svg}`;
}
const food = (svg: string) => withShadow(svg, 2, 4, 0.16);

// ---------------------------------------------------------------- dishes

function pasta(rng: Rng, r: number, t: Theme): string {
  const p = plate(rng, r, t);
  const noodle = rng.pick(['#f0cf80', '#eec877', '#f2d48e']);
  let strands = '';
  // Interleaved Archimedean spirals read as a twirled nest of spaghetti.
  for (let s = 0; s < 5; s++) {
    const phase = (s / 5) * Math.PI * 2;
    let d = '';
    for (let i = 0; i <= 90; i++) {
      const a = phase + (i / 90) * Math.PI * 5;
      const rr = 14 + (i / 90) * p.well * 0.8 + Math.sin(i * 0.7 + s) * 3;
      d += `${i === 0 ? 'M' : 'L'}${n(Math.cos(a) * rr)},${n(Math.sin(a) * rr)}`;
    }
    strands += `<path d="${d}" fill="none" stroke="${shade(noodle, 0.18)}" stroke-width="11" stroke-linecap="round" stroke-linejoin="round"/>`;
    strands += `<path d="${d}" fill="none" stroke="${noodle}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`;
  }
  const sauce = rng.pick(['#c8442f', '#c9502f', '#b93c2c']);
  let top = `<path d="${blobPath(rng, p.well * 0.5, 0.16, 9)}" fill="${sauce}"/>`;
  top += `<path d="${blobPath(rng, p.well * 0.3, 0.2, 7)}" fill="${tint(sauce, 0.1)}" transform="translate(-10 -10)"/>`;
  for (const [x, y] of spots(rng, rng.int(3, 4), p.well * 0.3)) {
    top += place(x, y, rng.range(0, 360), 1, tomatoHalf(rng.pick(TOMATO), 20).svg);
  }
  for (const [x, y] of spots(rng, rng.int(2, 3), p.well * 0.42)) {
    top += place(x, y, rng.range(0, 360), 0.95, leaf(jitter(rng, rng.pick(t.herb), 0.05), 70, 0.5).svg);
  }
  for (let i = 0; i < 9; i++) {
    top += place(rng.range(-50, 50), rng.range(-50, 50), rng.range(0, 180), 1, `<rect x="-7" y="-2.5" width="14" height="5" rx="1.5" fill="#f8f0d8"/>`);
  }
  return p.svg + food(strands + top);
}

function stew(rng: Rng, r: number, t: Theme): string {
  const sauce = rng.pick(['#c65a35', '#b9542f', '#c9733a', '#a9492f']);
  const b = bowl(rng, r, t, sauce);
  let inside = '';
  // Two or three kinds of chunk per pot; one colour alone reads as a pattern, not food.
  const kinds = [
    (c: string) => `<rect x="-19" y="-16" width="38" height="32" rx="10" fill="${c}"/><rect x="-13" y="-11" width="15" height="8" rx="4" fill="#ffffff" fill-opacity="0.16"/>`,
    (c: string) => `<circle r="17" fill="${c}"/><circle r="11" fill="none" stroke="#ffffff" stroke-opacity="0.2" stroke-width="2"/>`,
  ];
  const chunks: Array<[string, number]> = [['#7d4029', 0], ['#efd49c', 0], ['#e8843a', 1], ['#e4c07f', 1]];
  const pool = rng.shuffle(chunks).slice(0, rng.int(2, 3));
  const places = pack(rng, rng.int(10, 13), 64, () => [rng.range(-b.inner, b.inner), rng.range(-b.inner, b.inner)], (x, y) => Math.hypot(x, y) < b.inner * 0.8);
  for (const [x, y] of places) {
    const [color, kind] = rng.pick(pool);
    inside += place(x, y, rng.range(0, 90), rng.range(1.25, 1.5), (kinds[kind] ?? kinds[0]!)(jitter(rng, color, 0.05)));
  }
  if (rng.chance(0.6)) {
    // a dollop of yoghurt gives the eye a bright focal point in a dark stew
    const dx = rng.range(-20, 20);
    const dy = rng.range(-20, 20);
    inside += `<path d="${blobPath(rng, 40, 0.18, 7)}" fill="#fbf6ec" transform="translate(${n(dx)} ${n(dy)})"/>`;
    inside += `<ellipse cx="${n(dx - 12)}" cy="${n(dy - 12)}" rx="12" ry="7" fill="#ffffff" transform="rotate(-30 ${n(dx - 12)} ${n(dy - 12)})"/>`;
  }
  for (const [x, y] of spots(rng, rng.int(6, 8), b.inner * 0.6)) {
    inside += place(x, y, rng.range(0, 360), 0.7, leaf(jitter(rng, rng.pick(t.herb), 0.06), 60, 0.6).svg);
  }
  return b.svg + food(inside) + b.close;
}

function eggsOnToast(rng: Rng, r: number, t: Theme): string {
  const p = plate(rng, r, t);
  const tilt = rng.range(-20, 20);
  let s = place(-p.well * 0.28, -p.well * 0.05, tilt - 8, 1.45, toast('#b87a40', '#e9c283').svg);
  s += place(-p.well * 0.28, -p.well * 0.08, rng.range(0, 360), 0.95, friedEgg(rng).svg);
  s += place(p.well * 0.48, p.well * 0.12, rng.range(-30, 30), 1.15, avocadoHalf(false).svg);
  if (rng.chance(0.6)) s += place(p.well * 0.42, -p.well * 0.5, rng.range(0, 360), 0.8, tomatoHalf(rng.pick(TOMATO)).svg);
  return p.svg + food(s);
}

function oatBowl(rng: Rng, r: number, t: Theme): string {
  const b = bowl(rng, r, t, '#ecdcbd');
  let inside = grains(rng, '#dcc493', 70, b.inner * 0.9).svg;
  // Toppings laid in neat rows, the way food stylists plate a porridge.
  const rows: Array<() => Shape> = [
    () => banana(rng.range(21, 24)),
    () => blueberry(rng, 13),
    () => raspberry(rng, '#c93a50', 16),
    () => almond('#b57d51'),
  ];
  const startRow = rng.int(0, rows.length - 1);
  for (let row = 0; row < 3; row++) {
    const make = rows[(startRow + row) % rows.length] ?? rows[0]!;
    const y = (row - 1) * b.inner * 0.48;
    const half = Math.sqrt(Math.max(0, b.inner * b.inner * 0.7 - y * y));
    for (let x = -half + 24; x <= half - 24; x += 44) {
      inside += place(x + rng.range(-4, 4), y + rng.range(-6, 6), rng.range(0, 360), 1, make().svg);
    }
  }
  const angle = rng.range(-30, 30);
  return b.svg + `<g transform="rotate(${n(angle)})">${food(inside)}</g>` + b.close;
}

function pancakes(rng: Rng, r: number, t: Theme): string {
  const p = plate(rng, r, t);
  const cake = '#dca05c';
  let s = '';
  // Slightly offset discs show the stack's edge without any perspective.
  for (let i = 0; i < 3; i++) {
    s += `<circle cx="${n(-i * 6)}" cy="${n(-i * 7)}" r="${n(p.well * 0.85)}" fill="${shade(cake, 0.12 - i * 0.04)}"/>`;
  }
  s += `<circle cx="-14" cy="-16" r="${n(p.well * 0.8)}" fill="${cake}"/>`;
  s += `<circle cx="-22" cy="-24" r="${n(p.well * 0.55)}" fill="${tint(cake, 0.18)}" opacity="0.6"/>`;
  s += `<path d="${blobPath(rng, p.well * 0.42, 0.22, 9)}" transform="translate(-8 -10)" fill="#a95d23" fill-opacity="0.75"/>`;
  s += `<rect x="-28" y="-40" width="40" height="32" rx="6" fill="#fbe7a6" transform="rotate(${n(rng.range(-20, 20))} -8 -24)"/>`;
  for (const [x, y] of spots(rng, rng.int(4, 6), p.well * 0.72)) {
    s += place(x - 14, y - 16, 0, 1, rng.chance(0.5) ? blueberry(rng).svg : raspberry(rng, '#c93a50', 16).svg);
  }
  return p.svg + food(s);
}

/** Seafood reads best on an oval platter, so this one swaps the round plate. */
function wholeFish(rng: Rng, r: number, t: Theme): string {
  const c = rng.pick(t.ceramic);
  const rx = r * 1.32;
  const ry = r * 0.86;
  const s =
    `<ellipse cx="${SHADOW_DX}" cy="${SHADOW_DY}" rx="${n(rx * 1.05)}" ry="${n(ry * 1.08)}" fill="url(#softShadow)"/>` +
    `<ellipse rx="${n(rx)}" ry="${n(ry)}" fill="${c}"/>` +
    `<ellipse rx="${n(rx - 3)}" ry="${n(ry - 3)}" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="3"/>` +
    `<ellipse rx="${n(rx * 0.8)}" ry="${n(ry * 0.7)}" fill="${shade(c, 0.04)}"/>`;
  const body = rng.pick(['#9aa9b0', '#8ea0a8', '#a7a9a3']);
  let f = place(0, -6, rng.range(-6, 6), 2, fish(body, tint(body, 0.45)).svg);
  // Lemons tucked along the belly and herbs along the back, as a cook would plate it.
  const lemons = rng.int(2, 3);
  for (let i = 0; i < lemons; i++) {
    const x = (i - (lemons - 1) / 2) * 78 + rng.range(-10, 10);
    f += place(x, ry * 0.46 + (i % 2) * 14 + rng.range(-6, 6), rng.range(0, 360), 0.62, citrusSlice(LEMON.rind, LEMON.flesh).svg);
  }
  f += place(rng.range(-50, 50), -ry * 0.52, 90 + rng.range(-10, 10), 1.2, sprig(rng, rng.pick(t.herb), rng.pick(['dill', 'thyme'] as const)).svg);
  return s + food(f);
}

function salmon(rng: Rng, r: number, t: Theme): string {
  const p = plate(rng, r, t);
  let s = '';
  for (const [x, y] of spots(rng, 7, p.well * 0.55)) {
    s += place(x + 20, y + 30, rng.range(0, 360), 0.7, leaf(jitter(rng, rng.pick(t.herb), 0.08), 80, 0.55).svg);
  }
  const fillet = rng.pick(['#ef8a62', '#f0946a', '#ea8058']);
  let lines = '';
  for (let i = -3; i <= 3; i++) lines += `M${i * 22 - 14},-48C${i * 22 + 6},-20 ${i * 22 - 6},20 ${i * 22 + 14},48`;
  s += `<g transform="rotate(${n(rng.range(-25, 25))}) translate(-10 -20)">` +
    `<clipPath id="fillet"><rect x="-95" y="-55" width="190" height="110" rx="40"/></clipPath>` +
    `<rect x="-95" y="-55" width="190" height="110" rx="40" fill="${fillet}"/>` +
    `<path d="${lines}" clip-path="url(#fillet)" stroke="#fbd6c2" stroke-width="5" fill="none" opacity="0.8"/>` +
    `<rect x="-95" y="-55" width="190" height="110" rx="40" fill="none" stroke="${shade(fillet, 0.12)}" stroke-width="5"/></g>`;
  s += place(p.well * 0.45, -p.well * 0.45, rng.range(0, 360), 0.7, citrusSlice(LEMON.rind, LEMON.flesh).svg);
  return p.svg + food(s);
}

function salad(rng: Rng, r: number, t: Theme): string {
  const b = bowl(rng, r, t, '#5b8744');
  let inside = '';
  const greens = ['#5d8d46', '#74a552', '#4b7d42', '#8bb35e'];
  for (let i = 0; i < 16; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = Math.sqrt(rng.next()) * b.inner * 0.85;
    inside += place(Math.cos(a) * d, Math.sin(a) * d, rng.range(0, 360), rng.range(1.1, 1.5), leaf(rng.pick(greens), 90, 0.6).svg);
  }
  const extras: Array<() => Shape> = [() => tomatoHalf(rng.pick(TOMATO), 26), () => cucumber(rng, 26), () => radish(20)];
  for (const [x, y] of spots(rng, rng.int(6, 8), b.inner * 0.72)) {
    inside += place(x, y, rng.range(0, 360), 1, rng.pick(extras)().svg);
  }
  inside += pebbles(rng, '#efe2c2', 3, 14, b.inner * 0.6).svg;
  return b.svg + food(inside) + b.close;
}

/** Scatters up to `count` items inside `inside()`, keeping them `gap` apart. */
function pack(rng: Rng, count: number, gap: number, sample: () => [number, number], inside: (x: number, y: number) => boolean): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let i = 0; i < count * 8 && out.length < count; i++) {
    const [x, y] = sample();
    if (!inside(x, y) || out.some(([ox, oy]) => Math.hypot(ox - x, oy - y) < gap)) continue;
    out.push([x, y]);
  }
  return out;
}

interface Section {
  base: string;
  gap: number;
  item: (rng: Rng) => string;
}

const SECTIONS: readonly Section[] = [
  { base: '#dcb57a', gap: 19, item: (rng) => pebbles(rng, '#e6c38a', 10, 1, 0).svg },
  { base: '#4f7f42', gap: 30, item: (rng) => place(0, 0, 0, 0.8, leaf(rng.pick(HERBS), 80, 0.62).svg) },
  { base: '#e07f36', gap: 14, item: (rng) => `<rect x="-20" y="-3.5" width="40" height="7" rx="3.5" fill="${jitter(rng, '#ef9444', 0.06)}"/>` },
  { base: '#b8413a', gap: 36, item: (rng) => tomatoHalf(rng.pick(TOMATO), 20).svg },
  { base: '#6f9b4c', gap: 19, item: (rng) => pebbles(rng, '#93c266', 9.5, 1, 0).svg },
  { base: '#74365f', gap: 13, item: (rng) => `<path d="M-22,0Q0,-10 22,0" stroke="${jitter(rng, '#b86b9b', 0.08)}" stroke-width="4" fill="none" stroke-linecap="round"/>` },
  { base: '#b9cf72', gap: 38, item: () => `<path d="M-30,0C-30,-16 30,-16 30,0C30,10 -30,10 -30,0Z" fill="#d9e39a" stroke="#45672f" stroke-width="4"/>` },
];

/** Wedge-sectioned "buddha bowl": each topping gets its own slice of the bowl. */
function grainBowl(rng: Rng, r: number, t: Theme): string {
  const b = bowl(rng, r, t, '#f1e8d4');
  const R = b.inner;
  const sectors = rng.int(4, 5);
  const phase = rng.range(0, Math.PI * 2);
  const order = rng.shuffle(SECTIONS);
  // Sections lie flat in the bowl, so only the dollop on top gets a cast shadow.
  let sections = grains(rng, '#e9dcc0', 24, R * 0.95).svg;
  for (let i = 0; i < sectors; i++) {
    const section = order[i] ?? SECTIONS[0]!;
    // leave a thin wedge of bare grain between toppings, like a real bowl
    const a0 = phase + (i / sectors) * Math.PI * 2 + 0.05;
    const a1 = phase + ((i + 1) / sectors) * Math.PI * 2 - 0.05;
    const start = [Math.cos(a0) * R * 0.98, Math.sin(a0) * R * 0.98];
    const end = [Math.cos(a1) * R * 0.98, Math.sin(a1) * R * 0.98];
    const wedge = `M0,0L${n(start[0]!)},${n(start[1]!)}A${n(R * 0.98)},${n(R * 0.98)} 0 0 1 ${n(end[0]!)},${n(end[1]!)}Z`;
    let items = '';
    const spotsIn = pack(
      rng,
      26,
      section.gap,
      () => {
        const a = rng.range(a0, a1);
        const d = Math.sqrt(rng.next()) * R;
        return [Math.cos(a) * d, Math.sin(a) * d];
      },
      (x, y) => Math.hypot(x, y) > R * 0.3,
    );
    for (const [x, y] of spotsIn) items += place(x, y, rng.range(0, 360), 1, section.item(rng));
    sections += `<clipPath id="sec${i}"><path d="${wedge}"/></clipPath><g clip-path="url(#sec${i})"><path d="${wedge}" fill="${section.base}"/>${items}</g>`;
  }
  // a dollop of tahini or hummus ties the sections together in the middle
  let inside = `<path d="${blobPath(rng, R * 0.3, 0.12, 8)}" fill="#efdcb4"/>`;
  inside += `<path d="${blobPath(rng, R * 0.16, 0.2, 6)}" fill="#e4c791"/>`;
  inside += pebbles(rng, '#fbf4e2', 2.4, 14, R * 0.22).svg;
  inside += place(0, 0, rng.range(0, 360), 0.5, leaf(rng.pick(t.herb), 70, 0.55).svg);
  return b.svg + sections + food(inside) + b.close;
}

function soup(rng: Rng, r: number, t: Theme): string {
  const broth = rng.pick(['#e3a456', '#8fa85a', '#c9553e', '#e6c27a']);
  const b = bowl(rng, r, t, broth);
  let inside = `<path d="${blobPath(rng, b.inner * 0.7, 0.12, 10)}" fill="${tint(broth, 0.1)}"/>`;
  // A single cream swirl: a spiral stroke, tapered by drawing it twice.
  let d = '';
  for (let i = 0; i <= 60; i++) {
    const a = (i / 60) * Math.PI * 3.2;
    const rr = 6 + (i / 60) * b.inner * 0.42;
    d += `${i === 0 ? 'M' : 'L'}${n(Math.cos(a) * rr)},${n(Math.sin(a) * rr)}`;
  }
  inside += `<path d="${d}" fill="none" stroke="#fbf5e8" stroke-width="9" stroke-linecap="round" transform="rotate(${n(rng.range(0, 360))})"/>`;
  inside += pebbles(rng, '#3b332c', 2.6, 12, b.inner * 0.5).svg;
  for (const [x, y] of spots(rng, rng.int(3, 5), b.inner * 0.55)) {
    inside += place(x, y, rng.range(0, 360), 0.45, leaf(jitter(rng, rng.pick(t.herb), 0.06), 60, 0.7).svg);
  }
  return b.svg + food(inside) + b.close;
}

function tart(rng: Rng, r: number, t: Theme): string {
  const p = plate(rng, r, t);
  const crust = '#d79b57';
  const R = p.well * 0.95;
  // Fluted edge: a ring of overlapping circles around the pastry shell.
  let flutes = '';
  for (let i = 0; i < 28; i++) {
    const a = (i / 28) * Math.PI * 2;
    flutes += `<circle cx="${n(Math.cos(a) * R)}" cy="${n(Math.sin(a) * R)}" r="14" fill="${crust}"/>`;
  }
  const shell = flutes + `<circle r="${n(R)}" fill="${crust}"/><circle r="${n(R * 0.88)}" fill="#fbf0d9"/>`;
  // ~60 berries: a one-circle shadow each instead of a full silhouette copy keeps this cheap
  let s = '';
  const berry = rng.int(0, 2);
  const spacing = 30;
  for (let ring = 0; ring * spacing < R * 0.8; ring++) {
    const rr = ring * spacing;
    const count = ring === 0 ? 1 : Math.floor((Math.PI * 2 * rr) / spacing);
    for (let i = 0; i < count; i++) {
      const a = (i / count) * Math.PI * 2 + ring * 0.4;
      const kind = (berry + ring) % 3;
      const shape = kind === 0 ? raspberry(rng, '#c93a50', 15) : kind === 1 ? blueberry(rng, 13) : raspberry(rng, '#b8344a', 15);
      const x = Math.cos(a) * rr;
      const y = Math.sin(a) * rr;
      s += `<circle cx="${n(x + 2)}" cy="${n(y + 3)}" r="${n(shape.r)}" fill="#1f1a17" fill-opacity="0.16"/>` + place(x, y, 0, 1, shape.svg);
    }
  }
  const mint = place(R * 0.15, -R * 0.1, rng.range(0, 360), 0.55, leaf('#6aa877', 70, 0.55).svg);
  return p.svg + food(shell) + s + food(mint);
}

function creamBowl(rng: Rng, r: number, t: Theme): string {
  const b = bowl(rng, r, t, '#f8ecdc');
  let inside = '';
  const flavours = rng.shuffle(['#f6e6c8', '#f3c4c4', '#6b4435', '#cfe3c4']);
  const phase = rng.range(0, Math.PI * 2);
  for (let i = 0; i < 3; i++) {
    const a = phase + (i / 3) * Math.PI * 2;
    const x = Math.cos(a) * b.inner * 0.33;
    const y = Math.sin(a) * b.inner * 0.33;
    const c = flavours[i] ?? '#f6e6c8';
    inside += `<g transform="translate(${n(x)} ${n(y)})"><path d="${blobPath(rng, b.inner * 0.4, 0.07, 11)}" fill="${c}"/>` +
      `<path d="${blobPath(rng, b.inner * 0.26, 0.1, 8)}" fill="${tint(c, 0.18)}" transform="translate(-10 -12)"/>` +
      `<circle cx="-24" cy="-26" r="12" fill="#ffffff" fill-opacity="0.3"/></g>`;
  }
  for (const [x, y] of spots(rng, rng.int(5, 7), b.inner * 0.82)) {
    inside += place(x, y, rng.range(0, 360), 1, rng.chance(0.5) ? raspberry(rng, '#c93a50', 17).svg : blueberry(rng, 14).svg);
  }
  for (const [x, y] of spots(rng, 2, b.inner * 0.15)) {
    inside += place(x, y, rng.range(0, 360), 0.62, leaf(rng.pick(t.herb), 70, 0.55).svg);
  }
  return b.svg + food(inside) + b.close;
}

// ---------------------------------------------------------------- scene

function tabletop(rng: Rng, t: Theme): string {
  const base = rng.pick(t.table);
  const kind = rng.pick(t.surface);
  let s = `<rect width="${W}" height="${H}" fill="${base}"/>`;
  if (kind === 'planks') {
    const vertical = rng.chance(0.3);
    const span = vertical ? W : H;
    const across = vertical ? H : W;
    let pos = -rng.range(0, 120);
    while (pos < span) {
      const size = rng.range(150, 210);
      const c = jitter(rng, base, 0.035);
      const rect = vertical
        ? `x="${n(pos)}" y="0" width="${n(size)}" height="${across}"`
        : `x="0" y="${n(pos)}" width="${across}" height="${n(size)}"`;
      s += `<rect ${rect} fill="${c}"/>`;
      // a few long, nearly straight grain lines per board
      for (let g = 0; g < 3; g++) {
        const off = pos + rng.range(20, size - 20);
        const amp = rng.range(4, 12);
        const d = vertical
          ? `M${n(off)},0C${n(off + amp)},${n(H * 0.33)} ${n(off - amp)},${n(H * 0.66)} ${n(off)},${H}`
          : `M0,${n(off)}C${n(W * 0.33)},${n(off + amp)} ${n(W * 0.66)},${n(off - amp)} ${W},${n(off)}`;
        s += `<path d="${d}" stroke="${shade(base, 0.3)}" stroke-opacity="0.07" stroke-width="${n(rng.range(1.5, 3))}" fill="none"/>`;
      }
      const seam = vertical ? `M${n(pos)},0L${n(pos)},${H}` : `M0,${n(pos)}L${W},${n(pos)}`;
      s += `<path d="${seam}" stroke="${shade(base, 0.4)}" stroke-opacity="0.22" stroke-width="3"/>`;
      pos += size;
    }
  } else {
    // Plaster/stone: faint flat washes. Big gradient layers look similar but
    // cost ~30ms each to rasterise, and this runs for every seeded recipe.
    // Edges of a white wash show on dark wood-stain colours, so go subtler there.
    const dark = parseInt(base.slice(1, 3), 16) < 128;
    for (let i = 0; i < 6; i++) {
      const light = i % 2 === 0;
      const path = blobPath(rng, rng.range(200, 360), 0.25, 8);
      s += `<path d="${path}" transform="translate(${n(rng.range(0, W))} ${n(rng.range(0, H))})" fill="${light ? '#ffffff' : '#1f1a17'}" fill-opacity="${light ? (dark ? 0.025 : 0.045) : 0.025}"/>`;
    }
  }
  return s + `<rect width="${W}" height="${H}" fill="url(#light)"/>`;
}

interface Blocker {
  x: number;
  y: number;
  r: number;
}

function scatter(rng: Rng, t: Theme, blockers: Blocker[]): string {
  const count = rng.int(5, 7);
  const used = new Map<Garnish, number>();
  let out = '';
  for (let i = 0; i < count; i++) {
    let g = rng.pick(t.garnishes);
    for (let tries = 0; (used.get(g) ?? 0) >= 2 && tries < 10; tries++) g = rng.pick(t.garnishes);
    const shape = g(rng, t);
    // Small things drawn bigger read better in a thumbnail; big ones are capped so none dominates.
    const scale = Math.min(rng.range(1.15, 1.4), 68 / shape.r);
    const r = shape.r * scale;
    for (let attempt = 0; attempt < 60; attempt++) {
      const x = rng.range(r * 0.4, W - r * 0.4);
      const y = rng.range(r * 0.4, H - r * 0.4);
      if (blockers.some((b) => Math.hypot(b.x - x, b.y - y) < b.r + r + 24)) continue;
      blockers.push({ x, y, r });
      used.set(g, (used.get(g) ?? 0) + 1);
      out += place(x, y, rng.range(0, 360), scale, shape.svg);
      break;
    }
  }
  return out;
}

const DEFS =
  `<defs>` +
  `<radialGradient id="softShadow"><stop offset="0.82" stop-color="#1f1a17" stop-opacity="0.3"/><stop offset="1" stop-color="#1f1a17" stop-opacity="0"/></radialGradient>` +
  `<radialGradient id="bowlDepth" cx="0.5" cy="0.5" r="0.5" fx="0.58" fy="0.62"><stop offset="0.72" stop-color="#1f1a17" stop-opacity="0"/><stop offset="1" stop-color="#1f1a17" stop-opacity="0.2"/></radialGradient>` +
  `<linearGradient id="light" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.14"/><stop offset="0.55" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#1f1a17" stop-opacity="0.12"/></linearGradient>` +
  `</defs>`;

export function buildRecipeSvg(input: { title: string; categories: string[]; seed: string }): string {
  const rng = createRng(hashString(`${input.seed}\u0000${input.title}`));
  const theme = THEMES[input.categories[0] ?? ''] ?? THEMES.default!;

  const r = rng.range(238, 266);
  const side = rng.chance(0.5) ? 1 : -1;
  const cx = W / 2 - side * rng.range(30, 80);
  const cy = H / 2 + rng.range(-20, 20);
  const blockers: Blocker[] = [{ x: cx, y: cy, r: r * 1.08 }];

  // Napkin and cutlery sit on the open side so they balance the off-centre dish.
  let setting = '';
  const [cloth, stripe] = rng.pick(theme.linen);
  const nx = cx + side * (r + rng.range(150, 175));
  const ny = H / 2 + rng.range(-40, 40);
  const tilt = rng.range(-10, 10);
  const utensil = rng.pick([fork, spoon, knife]);
  if (rng.chance(0.75)) {
    setting += withShadow(place(nx, ny, tilt, 1, napkin(cloth, stripe).svg), 3, 5, 0.08);
    blockers.push({ x: nx, y: ny - 100, r: 120 }, { x: nx, y: ny + 100, r: 120 });
  } else {
    for (const dy of [-130, -45, 45, 130]) blockers.push({ x: nx, y: ny + dy, r: 45 });
  }
  const utensils = withShadow(place(nx + side * 10, ny, tilt + rng.range(-4, 4), 1.05, utensil(METAL).svg), 5, 8, 0.18);

  const dish = rng.pick(theme.dishes)(rng, r, theme);
  const garnish = scatter(rng, theme, blockers);

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    DEFS +
    tabletop(rng, theme) +
    setting +
    utensils +
    withShadow(garnish, 5, 8, 0.18) +
    `<g transform="translate(${n(cx)} ${n(cy)})">${dish}</g>` +
    `</svg>`
  );
}

export async function renderRecipeArtwork(input: { title: string; categories: string[]; seed: string }): Promise<Buffer> {
  // Loaded on first use: a server starting on an existing database never draws (ADR 0016).
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(buildRecipeSvg(input)))
    .resize(W, H)
    .webp({ quality: 78, effort: 2 })
    .toBuffer();
}

// ---------------------------------------------------------------- avatars

/** Background/ink pairs picked for contrast on a small, round thumbnail. */
const AVATAR_PALETTE: ReadonlyArray<readonly [string, string]> = [
  ['#cfe3dc', '#2f5a54'],
  ['#f7d6b5', '#8a4b1c'],
  ['#f4cbc6', '#962b2b'],
  ['#dcd6f0', '#4b4577'],
  ['#d6e8c8', '#3f6a2c'],
  ['#f2e2a8', '#6e5212'],
  ['#cadfee', '#2d5672'],
  ['#ecd0e3', '#7a3a66'],
];

const escapeXml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

export function buildAvatarSvg(input: { initials: string; seed: string }): string {
  const rng = createRng(hashString(input.seed));
  const [bg, ink] = rng.pick(AVATAR_PALETTE);
  const letters = [...input.initials.trim()].slice(0, 2).join('').toUpperCase();
  const size = AVATAR_SIZE;
  const fontSize = letters.length > 1 ? 88 : 104;
  // Cap height of DejaVu Sans is ~0.73em; offsetting by half of it centres capitals optically.
  const baseline = size / 2 + fontSize * 0.365;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tint(bg, 0.2)}"/><stop offset="1" stop-color="${shade(bg, 0.05)}"/></linearGradient></defs>` +
    `<circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}" fill="url(#bg)"/>` +
    `<text x="${size / 2}" y="${n(baseline)}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="600" font-size="${fontSize}" fill="${ink}">${escapeXml(letters)}</text>` +
    `</svg>`
  );
}

export async function renderAvatarArtwork(input: { initials: string; seed: string }): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(buildAvatarSvg(input)))
    .resize(AVATAR_SIZE, AVATAR_SIZE)
    .webp({ quality: 82, effort: 4 })
    .toBuffer();
}

