import { useState } from 'react';
import { useNavigate } from '../../../lib/router';
import { Container } from '../../../components/ui/page';
import { recipesHref } from '../../../lib/format';
import { useSiteSettings } from '../../settings';
import { RecipeImage, recipePath, useFeaturedRecipes } from '../../recipes';
import { SearchBox } from '../../search';

/** Site name, tagline, the search box (with @username suggestions) and, on wide screens, a featured dish. */
export function HomeHero() {
  const { siteName } = useSiteSettings();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const { data: featured } = useFeaturedRecipes();
  // A dish from further down the list, so the hero does not repeat the first card below it.
  const showcase = Array.isArray(featured) ? featured.findLast((recipe) => recipe.featuredImage) : undefined;

  return (
    <section className="relative bg-primary-soft">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
        <div className="absolute -right-24 -top-24 size-96 rounded-full bg-secondary/25 blur-3xl" />
      </div>
      <Container className="relative grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:py-20">
        <div className="space-y-6">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary-text">Recipes &amp; nutrition</p>
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">{siteName}</h1>
          <p className="max-w-xl text-lg text-muted-foreground sm:text-xl">
            Wholesome recipes with honest nutrition, so you can cook well, eat well and feel good about every
            plate.
          </p>
          <SearchBox
            id="home-search"
            className="relative z-20 max-w-xl"
            label="Search recipes or users"
            placeholder="Search recipes or users..."
            size="lg"
            submitLabel="Search"
            value={query}
            onValueChange={setQuery}
            onSearch={(text) => navigate(text ? recipesHref('search', text) : '/recipes')}
            onSuggestion={(choice) => navigate('recipeId' in choice ? recipePath(choice.recipeId) : recipesHref('with', choice.ingredient))}
            tip={
              <>
                Tip: type <strong className="font-semibold text-foreground">@username</strong> to search for recipes
                by that user.
              </>
            }
          />
        </div>
        <div className="hidden lg:block">
          <RecipeImage
            src={showcase?.featuredImage}
            alt={showcase?.title ?? ''}
            // Lazy: on phones it is hidden, and an eager image would be downloaded all the same,
            // competing with the featured cards that phones see first.
            loading="lazy"
            sizes="(min-width: 1024px) 600px, 100vw"
            className="aspect-[4/3] rounded-[2rem] shadow-xl ring-1 ring-black/5"
          />
        </div>
      </Container>
    </section>
  );
}
