import { CakeSlice, Croissant, Fish, Salad, Soup, type LucideIcon } from 'lucide-react';
import { Link } from '../../../lib/router';
import { recipesHref } from '../../../lib/format';
import { MAIN_CATEGORIES, type MainCategory } from '../../recipes';

const CATEGORY_ICONS: Record<MainCategory, LucideIcon> = {
  'Main Dishes': Soup,
  Breakfast: Croissant,
  Seafood: Fish,
  Vegetarian: Salad,
  Desserts: CakeSlice,
};

/** The five category tiles, each opening /recipes?category={name}. */
export function CategoryTiles() {
  return (
    <section aria-labelledby="categories-heading" className="space-y-6">
      <h2 id="categories-heading" className="text-2xl font-semibold tracking-tight sm:text-3xl">
        Browse by category
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
        {MAIN_CATEGORIES.map((category, index) => {
          const Icon = CATEGORY_ICONS[category];
          return (
            <li key={category} className={index === MAIN_CATEGORIES.length - 1 ? 'col-span-2 sm:col-span-1' : undefined}>
              <Link
                to={recipesHref('category', category)}
                className="group flex h-full flex-col items-center gap-3 rounded-2xl border border-border bg-card px-4 py-6 text-center shadow-sm transition-colors hover:border-primary/40 hover:bg-primary-soft focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
              >
                <span className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary-text transition-colors group-hover:bg-primary group-hover:text-primary-foreground">
                  <Icon aria-hidden="true" className="size-7" />
                </span>
                <span className="font-semibold">{category}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
