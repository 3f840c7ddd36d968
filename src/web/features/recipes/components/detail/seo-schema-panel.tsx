import { useMemo, useState } from 'react';
import { ChevronDown, Code } from 'lucide-react';
import type { Recipe } from '../../../../../contracts/recipe';
import { buildRecipeJsonLd } from '../../../../../domain/recipe-jsonld';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '../../../../components/ui/collapsible';
import { cn } from '../../../../lib/utils';
import { useSiteSettings } from '../../../settings';
import { recipePath } from '../../api/recipes';

/** Admin only: the recipe's structured data (JSON-LD) as the page publishes it, for checking. */
export function SeoSchemaPanel({ recipe }: { recipe: Recipe }) {
  const [open, setOpen] = useState(false);
  const { siteName } = useSiteSettings();
  const json = useMemo(() => {
    if (!open) return '';
    const origin = window.location.origin;
    const jsonLd = buildRecipeJsonLd(recipe, {
      siteName,
      url: `${origin}${recipePath(recipe.id)}`,
      absolute: (path) => new URL(path, origin).href,
    });
    return JSON.stringify(jsonLd, null, 2);
  }, [open, recipe, siteName]);

  return (
    <Collapsible
      open={open}
      onOpenChange={setOpen}
      data-print-hide=""
      className="rounded-2xl border border-dashed border-border bg-muted/40"
    >
      <CollapsibleTrigger className="flex w-full items-center justify-between gap-3 rounded-2xl px-5 py-4 text-left text-sm font-semibold hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
        <span className="inline-flex items-center gap-2">
          <Code aria-hidden="true" className="size-4 text-muted-foreground" />
          {open ? 'Hide SEO Schema (Debug)' : 'Show SEO Schema (Debug)'}
        </span>
        <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </CollapsibleTrigger>
      <CollapsibleContent className="px-5 pb-5">
        <pre
          data-testid="seo-schema-json"
          tabIndex={0}
          aria-label="Recipe structured data (JSON-LD)"
          className="max-h-[28rem] overflow-auto rounded-xl bg-card p-4 font-mono text-xs leading-relaxed"
        >
          {json}
        </pre>
      </CollapsibleContent>
    </Collapsible>
  );
}
