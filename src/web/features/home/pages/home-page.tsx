import { Container } from '../../../components/ui/page';
import { useDocumentTitle } from '../../settings';
import { CategoryTiles } from '../components/category-tiles';
import { FeatureBlurbs } from '../components/feature-blurbs';
import { FeaturedRecipes } from '../components/featured-recipes';
import { HomeHero } from '../components/home-hero';
import { HomeNewsletter } from '../components/home-newsletter';
import { SignupCta } from '../components/signup-cta';

/** / : hero with search, featured recipes, category tiles, feature blurbs, newsletter signup and sign-up call to action. */
export function HomePage() {
  useDocumentTitle(null);
  return (
    <>
      <HomeHero />
      <Container className="space-y-14 py-12 sm:space-y-20 sm:py-16">
        <FeaturedRecipes />
        <CategoryTiles />
        <FeatureBlurbs />
        <HomeNewsletter />
        <SignupCta />
      </Container>
    </>
  );
}
