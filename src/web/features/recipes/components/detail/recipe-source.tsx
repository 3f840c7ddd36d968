import { ExternalLink } from 'lucide-react';
import type { RecipeSource as Source } from '../../../../../contracts/recipe';
import { sourceSiteName } from '../../lib/provenance';

/**
 * 'Adapted from <site> by <author>', linking to the page an imported recipe came from (issue 15).
 * nofollow: the link is the member's credit to the page, not an endorsement by this site.
 */
export function RecipeSource({ source }: { source: Source | null }) {
  if (!source) return null;
  return (
    <p data-testid="recipe-source" className="text-sm text-muted-foreground">
      Adapted from{' '}
      <a
        href={source.url}
        target="_blank"
        rel="noopener nofollow"
        className="inline-flex items-center gap-1 font-semibold text-primary-text underline-offset-4 hover:underline"
      >
        {sourceSiteName(source)}
        <ExternalLink aria-hidden="true" className="size-3.5" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
      {source.author ? (
        <>
          {' '}
          by <span className="font-semibold text-foreground">{source.author}</span>
        </>
      ) : null}
    </p>
  );
}
