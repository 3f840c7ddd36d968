import { Fragment } from 'react';
import { ChevronRight } from 'lucide-react';
import { Link } from '../../../../lib/router';
import { recipesHref } from '../../../../lib/format';

export interface RecipeBreadcrumbProps {
  title: string;
  category?: string;
}

/** Home / Recipes / first category / title (SPEC: recipe detail). */
export function RecipeBreadcrumb({ title, category }: RecipeBreadcrumbProps) {
  const crumbs: Array<{ label: string; to?: string }> = [
    { label: 'Home', to: '/' },
    { label: 'Recipes', to: '/recipes' },
    ...(category ? [{ label: category, to: recipesHref('category', category) }] : []),
    { label: title },
  ];
  return (
    <nav aria-label="Breadcrumb" data-print-hide="" className="text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-1.5">
        {crumbs.map((crumb, index) => (
          <Fragment key={`${index}-${crumb.label}`}>
            {index > 0 ? (
              <li aria-hidden="true" className="flex items-center">
                <ChevronRight className="size-3.5" />
              </li>
            ) : null}
            <li className="min-w-0">
              {crumb.to ? (
                <Link to={crumb.to} className="rounded-sm hover:text-foreground hover:underline underline-offset-4">
                  {crumb.label}
                </Link>
              ) : (
                <span aria-current="page" className="line-clamp-1 font-medium text-foreground">
                  {crumb.label}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
