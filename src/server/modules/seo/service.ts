import { DEFAULT_SITE_DESCRIPTION } from '../../../contracts/constants';
import type { InitialQuery } from '../../../contracts/initial-data';
import type { Recipe } from '../../../contracts/recipe';
import { RECIPE_HERO_IMAGE_SIZES } from '../../../contracts/recipe-image-sizes';
import { displayName } from '../../../domain/authors';
import { buildRecipeJsonLd } from '../../../domain/recipe-jsonld';
import { AppError } from '../../errors';
import { toAuthUser } from '../auth/service';
import type { UserRow } from '../auth/sessions';
import type { Viewer } from '../../viewer';
import type { RecipeService } from '../recipes/service';
import type { SettingsService } from '../settings/service';
import type { UserService } from '../users/service';
import { escapeHtml, truncate, type PageMeta } from './html';
import { SITEMAP_CHUNK, type SeoRepo } from './repo';

/** The 512x512 app icon, used where a page has no image of its own. */
export const DEFAULT_SHARE_IMAGE = '/icons/icon-512.png';

const isNotFound = (err: unknown) => err instanceof AppError && err.statusCode === 404;

export function createSeoService(deps: {
  recipes: RecipeService;
  users: UserService;
  settings: SettingsService;
  repo: SeoRepo;
}) {
  const title = async (name: string) => `${name} | ${(await deps.settings.publicSite()).siteName}`;

  return {
    /**
     * What every page's first view needs, as GET /api/auth/user (null when signed out, as the
     * web app reads a 401), /api/admin/settings and /api/public/theme-settings answer them.
     */
    async siteQueries(sessionUser: UserRow | null): Promise<InitialQuery[]> {
      const [site, theme] = await Promise.all([deps.settings.publicSite(), deps.settings.theme()]);
      return [
        { key: ['/api/auth/user'], data: sessionUser ? toAuthUser(sessionUser) : null },
        { key: ['/api/admin/settings'], data: site },
        { key: ['/api/public/theme-settings'], data: theme },
      ];
    },

    async homePage(viewer: Viewer | null, origin: string): Promise<PageMeta> {
      const { siteName } = await deps.settings.publicSite();
      return {
        title: siteName,
        description: DEFAULT_SITE_DESCRIPTION,
        canonical: `${origin}/`,
        image: `${origin}${DEFAULT_SHARE_IMAGE}`,
        type: 'website',
        index: true,
        initialData: [{ key: ['/api/recipes/featured'], data: await deps.recipes.featured(viewer) }],
      };
    },

    async recipePage(id: number, viewer: Viewer | null, origin: string): Promise<PageMeta | null> {
      let recipe: Recipe;
      try {
        recipe = JSON.parse(await deps.recipes.getJson(id, viewer)) as Recipe;
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
      const { siteName } = await deps.settings.publicSite();
      const canonical = `${origin}/recipes/${recipe.id}`;
      const description = truncate(recipe.description ?? recipe.subtitle ?? recipe.title, 160);
      return {
        title: await title(recipe.title),
        description,
        canonical,
        image: `${origin}${recipe.featuredImage ?? DEFAULT_SHARE_IMAGE}`,
        type: 'article',
        index: recipe.privacyLevel === 'public',
        jsonLd: buildRecipeJsonLd(recipe, {
          siteName,
          url: canonical,
          defaultImage: `${origin}${DEFAULT_SHARE_IMAGE}`,
          absolute: (path) => `${origin}${path}`,
        }),
        noscript: { heading: recipe.title, text: recipe.description ?? recipe.subtitle ?? '' },
        preloadImage: recipe.featuredImage ? { src: recipe.featuredImage, sizes: RECIPE_HERO_IMAGE_SIZES } : undefined,
        initialData: [{ key: ['/api/recipes', String(recipe.id)], data: recipe }],
      };
    },

    async profilePage(username: string, viewer: Viewer | null, origin: string): Promise<PageMeta | null> {
      let user;
      try {
        user = await deps.users.lookup(username, viewer);
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
      if (user.id === 'anonymous' || !('first_name' in user)) return null;
      const name = displayName(user);
      const heading = user.username && name !== user.username ? `${name} (@${user.username})` : name;
      const description = truncate(
        user.bio ?? `${user.recipe_count} ${user.recipe_count === 1 ? 'recipe' : 'recipes'} by ${name}.`,
        160,
      );
      return {
        title: await title(heading),
        description,
        canonical: `${origin}/profile/${encodeURIComponent(user.username ?? username)}`,
        image: user.avatar_url?.startsWith('http')
          ? user.avatar_url
          : `${origin}${user.avatar_url ? `/uploads/${user.avatar_url}` : DEFAULT_SHARE_IMAGE}`,
        type: 'profile',
        index: true,
        noscript: { heading, text: description },
      };
    },

    async sitemapIndex(origin: string): Promise<string> {
      const chunks = Math.max(1, Math.ceil((await deps.repo.publicRecipeCount()) / SITEMAP_CHUNK));
      const entries = [`${origin}/sitemap-pages.xml`];
      for (let i = 1; i <= chunks; i++) entries.push(`${origin}/sitemap-recipes-${i}.xml`);
      return (
        '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        entries.map((loc) => `  <sitemap><loc>${escapeHtml(loc)}</loc></sitemap>`).join('\n') +
        '\n</sitemapindex>\n'
      );
    },

    async pagesSitemap(origin: string): Promise<string> {
      const fixed = ['/', '/recipes', '/newsletter', '/calculator', '/privacy-policy', '/terms-of-service', '/refund-policy'];
      const profiles = await deps.repo.publicProfiles();
      return urlset([
        ...fixed.map((p) => ({ loc: `${origin}${p}` })),
        ...profiles.map((p) => ({ loc: `${origin}/profile/${encodeURIComponent(p.username!)}`, lastmod: p.updatedAt })),
      ]);
    },

    /** Null when the chunk number is past the end. */
    async recipesSitemap(origin: string, chunk: number): Promise<string | null> {
      const rows = await deps.repo.publicRecipes(chunk - 1);
      if (rows.length === 0 && chunk > 1) return null;
      return urlset(rows.map((r) => ({ loc: `${origin}/recipes/${r.id}`, lastmod: r.updatedAt })));
    },
  };
}

function urlset(urls: { loc: string; lastmod?: Date }[]): string {
  const body = urls
    .map((u) => `  <url><loc>${escapeHtml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod.toISOString()}</lastmod>` : ''}</url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

export type SeoService = ReturnType<typeof createSeoService>;
