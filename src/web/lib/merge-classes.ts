/**
 * Tailwind class merging for `cn`: a later utility wins over an earlier one of the same kind (and
 * `p-4` over an earlier `px-2`), under the same variants. It knows only the utilities this app
 * uses, the way tailwind-merge (8 KB of every page, docs/decisions/0017) groups them;
 * merge-classes.test.ts checks it against tailwind-merge on every class in src/web, so a utility it
 * does not know yet fails that test instead of merging wrongly. Unknown classes are kept as they are.
 */

/** Standalone utilities, by the group they belong to. */
const WORDS: Record<string, string> = {};
for (const [group, words] of Object.entries({
  display: 'block inline inline-block inline-flex flex grid hidden table table-cell table-row table-row-group table-header-group',
  position: 'absolute fixed relative sticky',
  sr: 'sr-only not-sr-only',
  visibility: 'visible',
  'font-style': 'italic',
  'text-decoration': 'underline line-through no-underline',
  'text-transform': 'uppercase normal-case',
  'text-overflow': 'truncate',
  'outline-width': 'outline',
  transform: 'transform',
  filter: 'filter',
  'backdrop-blur': 'backdrop-blur',
  'divide-y': 'divide-y',
  resize: 'resize',
  'numeric-spacing': 'tabular-nums',
})) {
  for (const word of words.split(' ')) WORDS[word] = group;
}

/** Utilities whose group depends on the value (`text-sm` is a size, `text-primary` a colour). */
const BY_VALUE: [RegExp, string][] = [
  [/^text-(xs|sm|base|lg|\d?xl|\[[\d.]+rem\])$/, 'font-size'],
  [/^text-(left|center|right)$/, 'text-align'],
  [/^text-balance$/, 'text-wrap'],
  [/^text-/, 'text-color'],
  [/^font-(normal|medium|semibold|bold|extrabold)$/, 'font-weight'],
  [/^font-/, 'font-family'],
  [/^border-dashed$/, 'border-style'],
  [/^border-/, 'border-color'],
  [/^ring(-\d+)?$/, 'ring-width'],
  [/^ring-offset-\d+$/, 'ring-offset-width'],
  [/^ring-offset-/, 'ring-offset-color'],
  [/^ring-/, 'ring-color'],
  [/^outline-none$/, 'outline-style'],
  [/^flex-(row|col)(-reverse)?$/, 'flex-direction'],
  [/^flex-(no)?wrap$/, 'flex-wrap'],
  [/^flex-/, 'flex'],
  [/^content-\[/, 'content'],
  // Only Tailwind's own animations: the app's (animate-toast-in) are not merged, as in tailwind-merge.
  [/^animate-(none|spin|ping|pulse|bounce)$/, 'animate'],
];

/** Utilities named by their prefix (`gap-x-2`: gap-x); longer prefixes before the shorter ones they start with. */
const PREFIX =
  /^(w|h|size|min-[wh]|max-[wh]|gap-[xy]|gap|space-y|inset-[xy]|inset|top|right|bottom|left|z|opacity|bg|shadow|grid-cols|col-span|col-start|row-span|row-start|columns|aspect|leading|tracking|duration|ease|transition|cursor|items|content|justify-items|justify-self|justify|self|object|overflow-[xy]|overflow|overscroll-x|pointer-events|whitespace|break-inside|break|list|align|rotate|scale|translate-[xy]|select|appearance|accent|fill|from|via|to|divide|blur|scroll-mt|scroll-px|line-clamp|underline-offset|decoration|field-sizing|shrink|resize)-./;

/** What a utility of each group overrides besides its own group (`p` sets every side). */
const OVERRIDES: Record<string, string[]> = {};
for (const rule of [
  'p px py pt pr pb pl',
  'px pr pl',
  'py pt pb',
  'm mx my mt mr mb ml',
  'mx mr ml',
  'my mt mb',
  'size w h',
  'gap gap-x gap-y',
  'inset inset-x inset-y top right bottom left',
  'inset-x right left',
  'inset-y top bottom',
  'overflow overflow-x overflow-y',
  'rounded rounded-t rounded-r rounded-b rounded-l',
  'border-width border-width-t border-width-r border-width-b border-width-l',
  'flex shrink',
  'line-clamp display overflow',
  'font-size leading',
]) {
  const [group = '', ...overridden] = rule.split(' ');
  OVERRIDES[group] = overridden;
}

/** Variants whose order changes what they select: never reordered (as in tailwind-merge). */
const ORDERED_VARIANTS = new Set(['*', '**', 'after', 'backdrop', 'before', 'details-content', 'file', 'first-letter', 'first-line', 'marker', 'placeholder', 'selection']);

function classGroup(utility: string): string | undefined {
  // An arbitrary property (`[overflow-wrap:anywhere]`) is grouped by its property.
  if (utility.startsWith('[')) return /^\[([a-z-]+):/.exec(utility)?.[1];
  const name = utility.replace(/^-/, '');
  const border = /^border(-[trbl])?(-\d+)?$/.exec(name);
  if (border) return `border-width${border[1] ?? ''}`;
  // A spacing value, so that words like my-recipes are not taken for a margin.
  const spacing = /^(p[xytrbl]?|m[xytrbl]?)-(\d+(\.\d+)?|px|\[.+\])$/.exec(name) ?? /^(m[xytrbl]?)-auto$/.exec(name);
  if (spacing) return spacing[1];
  const rounded = /^rounded(-[trbl])?(?=-|$)/.exec(name);
  if (rounded) return `rounded${rounded[1] ?? ''}`;
  return WORDS[name] ?? BY_VALUE.find(([pattern]) => pattern.test(name))?.[1] ?? PREFIX.exec(name)?.[1];
}

/** `md:hover:p-2` → variants `hover:md` (sorted, so `hover:md:p-2` is the same) and utility `p-2`. */
function splitVariants(className: string): { variants: string; utility: string } {
  const variants: string[] = [];
  let run: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < className.length; index++) {
    const char = className[index];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) {
      const variant = className.slice(start, index);
      // Arbitrary and order-sensitive variants stay where they are; the others are sorted between them.
      if (variant.startsWith('[') || ORDERED_VARIANTS.has(variant)) {
        variants.push(...run.sort(), variant);
        run = [];
      } else run.push(variant);
      start = index + 1;
    }
  }
  const utility = className.slice(start);
  const important = /^!|!$/.test(utility);
  return {
    variants: [...variants, ...run.sort()].join(':') + (important ? '!' : ''),
    utility: important ? utility.replace(/^!|!$/, '') : utility,
  };
}

/** The same class lists come back on every card and button: each is merged once (as tailwind-merge caches). */
const MERGED = new Map<string, string>();
const MERGED_KEPT = 500;

/** Drops every class that a later class of the same group (under the same variants) overrides. */
export function mergeClasses(classList: string): string {
  const known = MERGED.get(classList);
  if (known !== undefined) return known;
  const merged = mergeOnce(classList);
  if (MERGED.size >= MERGED_KEPT) MERGED.clear();
  MERGED.set(classList, merged);
  return merged;
}

function mergeOnce(classList: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  const classNames = classList.trim().split(/\s+/);
  for (let index = classNames.length - 1; index >= 0; index--) {
    const className = classNames[index]!;
    const { variants, utility } = splitVariants(className);
    const group = classGroup(utility);
    if (group) {
      if (taken.has(`${variants}:${group}`)) continue;
      for (const overridden of [group, ...(OVERRIDES[group] ?? [])]) taken.add(`${variants}:${overridden}`);
    }
    kept.push(className);
  }
  return kept.reverse().join(' ');
}
