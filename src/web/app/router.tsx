import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { HomePage } from '../features/home/pages/home-page';
import { RootLayout } from './layout/root-layout';
import { LazyScreen, lazyNamed, Screen } from './lazy';
import { NotFoundPage } from './route-fallbacks';
import { RequireAdmin, RequireAuth } from './route-guards';

// Home is in the main bundle; every other screen loads on demand, so no route's first download
// carries another route's code (the 150 KB JavaScript budget of the public pages).
const BrowsePage = lazyNamed(() => import('../features/recipes/pages/browse-page'), 'BrowsePage');
const RecipeDetailPage = lazyNamed(() => import('../features/recipes/pages/recipe-detail-page'), 'RecipeDetailPage');
const PublicProfilePage = lazyNamed(() => import('../features/profile/pages/public-profile-page'), 'PublicProfilePage');
const OwnProfilePage = lazyNamed(() => import('../features/profile/pages/own-profile-page'), 'OwnProfilePage');
const AuthPage = lazyNamed(() => import('../features/auth/pages/auth-page'), 'AuthPage');
const SignInPage = lazyNamed(() => import('../features/auth/pages/sign-in-page'), 'SignInPage');
const ResetPasswordPage = lazyNamed(() => import('../features/auth/pages/reset-password-page'), 'ResetPasswordPage');
const PrivacyPolicyPage = lazyNamed(() => import('../features/legal/pages/privacy-policy-page'), 'PrivacyPolicyPage');
const TermsOfServicePage = lazyNamed(() => import('../features/legal/pages/terms-of-service-page'), 'TermsOfServicePage');
const RefundPolicyPage = lazyNamed(() => import('../features/legal/pages/refund-policy-page'), 'RefundPolicyPage');
const NewsletterPage = lazyNamed(() => import('../features/newsletter/pages/newsletter-page'), 'NewsletterPage');
const NewsletterUnsubscribePage = lazyNamed(
  () => import('../features/newsletter/pages/unsubscribe-page'),
  'NewsletterUnsubscribePage',
);
const NewsletterSubscribersPage = lazyNamed(
  () => import('../features/admin/newsletter/subscribers-page'),
  'NewsletterSubscribersPage',
);
const NewsletterCampaignsPage = lazyNamed(
  () => import('../features/admin/newsletter/campaigns-page'),
  'NewsletterCampaignsPage',
);
const CalculatorPage = lazyNamed(() => import('../features/calculator/pages/calculator-page'), 'CalculatorPage');
const InstructionsDemoPage = lazyNamed(
  () => import('../features/demo/pages/instructions-demo-page'),
  'InstructionsDemoPage',
);
const ButtonSamplesPage = lazyNamed(() => import('../features/demo/pages/button-samples-page'), 'ButtonSamplesPage');
const RecipeAiPage = lazyNamed(() => import('../features/ai/pages/recipe-ai-page'), 'RecipeAiPage');
const RecipeSuggestionPage = lazyNamed(() => import('../features/ai/pages/recipe-suggestion-page'), 'RecipeSuggestionPage');
const CreditsPage = lazyNamed(() => import('../features/credits/pages/credits-page'), 'CreditsPage');
const MyRecipesPage = lazyNamed(() => import('../features/my-recipes/pages/my-recipes-page'), 'MyRecipesPage');
const NewRecipePage = lazyNamed(() => import('../features/my-recipes/pages/new-recipe-page'), 'NewRecipePage');
const EditRecipePage = lazyNamed(() => import('../features/my-recipes/pages/edit-recipe-page'), 'EditRecipePage');
const AdminLayout = lazyNamed(() => import('../features/admin/components/admin-layout'), 'AdminLayout');
const GeneralSettingsPage = lazyNamed(() => import('../features/admin/settings/pages/general-settings-page'), 'GeneralSettingsPage');
const AppearanceSettingsPage = lazyNamed(() => import('../features/admin/settings/pages/appearance-settings-page'), 'AppearanceSettingsPage');
const ApiSettingsPage = lazyNamed(() => import('../features/admin/settings/pages/api-settings-page'), 'ApiSettingsPage');
const AdvancedSettingsPage = lazyNamed(() => import('../features/admin/settings/pages/advanced-settings-page'), 'AdvancedSettingsPage');
const OpenRouterTestPage = lazyNamed(() => import('../features/admin/openrouter-test/openrouter-test-page'), 'OpenRouterTestPage');
const AdminDashboardPage = lazyNamed(() => import('../features/admin/dashboard/dashboard-page'), 'AdminDashboardPage');
const AdminAnalyticsPage = lazyNamed(() => import('../features/admin/analytics/analytics-page'), 'AnalyticsPage');
const AdminApiUsagePage = lazyNamed(() => import('../features/admin/api-usage/api-usage-page'), 'ApiUsagePage');
const AdminAiTimingPage = lazyNamed(() => import('../features/admin/ai-timing/ai-timing-page'), 'AiTimingPage');
const AdminUsersPage = lazyNamed(() => import('../features/admin/users/users-page'), 'AdminUsersPage');
const EmailSettingsPage = lazyNamed(() => import('../features/admin/email/pages/email-settings-page'), 'EmailSettingsPage');
const SendgridVerifyPage = lazyNamed(() => import('../features/admin/email/pages/sendgrid-verify-page'), 'SendgridVerifyPage');
const OutboxPage = lazyNamed(() => import('../features/admin/email/pages/outbox-page'), 'OutboxPage');
const OutboxMessagePage = lazyNamed(() => import('../features/admin/email/pages/outbox-message-page'), 'OutboxMessagePage');
const AdminPlaceholderPage = lazyNamed(
  () => import('../features/admin/pages/admin-placeholder-page'),
  'AdminPlaceholderPage',
);

/** An admin screen a later issue fills in; `path` null is the /admin index. */
function admin(path: string | null, title: string, description: string): RouteObject {
  const element = (
    <LazyScreen>
      <AdminPlaceholderPage title={title} description={description} />
    </LazyScreen>
  );
  return path === null ? { index: true, element } : { path, element };
}

/** The one route table: every route of SPEC section 2. */
export const routes: RouteObject[] = [
  {
    // The layout holds the error boundary: errors inside a screen keep the navigation and footer.
    element: <RootLayout />,
    children: [
      // Public
      { index: true, element: <Screen><HomePage /></Screen> },
      { path: 'recipes', element: <LazyScreen><BrowsePage /></LazyScreen> },
      { path: 'recipes/:id', element: <LazyScreen><RecipeDetailPage /></LazyScreen> },
      { path: 'recipe/:id', element: <LazyScreen><RecipeDetailPage /></LazyScreen> },
      { path: 'profile/:username', element: <LazyScreen><PublicProfilePage /></LazyScreen> },
      { path: 'auth', element: <LazyScreen><AuthPage /></LazyScreen> },
      // Where GET /api/login leads (built-in accounts), and the e-mailed password reset link.
      { path: 'sign-in', element: <LazyScreen><SignInPage /></LazyScreen> },
      { path: 'reset-password', element: <LazyScreen><ResetPasswordPage /></LazyScreen> },
      { path: 'privacy-policy', element: <LazyScreen><PrivacyPolicyPage /></LazyScreen> },
      { path: 'terms-of-service', element: <LazyScreen><TermsOfServicePage /></LazyScreen> },
      { path: 'refund-policy', element: <LazyScreen><RefundPolicyPage /></LazyScreen> },
      { path: 'newsletter', element: <LazyScreen><NewsletterPage /></LazyScreen> },
      { path: 'newsletter/unsubscribe', element: <LazyScreen><NewsletterUnsubscribePage /></LazyScreen> },
      // The navigation shows the calculator to everyone; it is public for now (SPEC section 2).
      { path: 'calculator', element: <LazyScreen><CalculatorPage /></LazyScreen> },
      { path: 'instructions-demo', element: <LazyScreen><InstructionsDemoPage /></LazyScreen> },
      { path: 'button-samples', element: <LazyScreen><ButtonSamplesPage /></LazyScreen> },

      // Signed in
      {
        element: <RequireAuth />,
        children: [
          { path: 'profile', element: <LazyScreen><OwnProfilePage /></LazyScreen> },
          { path: 'recipe-ai', element: <LazyScreen><RecipeAiPage /></LazyScreen> },
          { path: 'recipe-suggestion', element: <LazyScreen><RecipeSuggestionPage /></LazyScreen> },
          { path: 'credits', element: <LazyScreen><CreditsPage /></LazyScreen> },
          { path: 'my-recipes', element: <LazyScreen><MyRecipesPage /></LazyScreen> },
          { path: 'my-recipes/new', element: <LazyScreen><NewRecipePage /></LazyScreen> },
          { path: 'my-recipes/:id/edit', element: <LazyScreen><EditRecipePage /></LazyScreen> },
        ],
      },

      // Admin only
      {
        path: 'admin',
        element: <RequireAdmin />,
        children: [
          {
            element: (
              <LazyScreen>
                <AdminLayout />
              </LazyScreen>
            ),
            children: [
              { index: true, element: <LazyScreen><AdminDashboardPage /></LazyScreen> },
              { path: 'analytics', element: <LazyScreen><AdminAnalyticsPage /></LazyScreen> },
              { path: 'api-usage', element: <LazyScreen><AdminApiUsagePage /></LazyScreen> },
              { path: 'ai-timing', element: <LazyScreen><AdminAiTimingPage /></LazyScreen> },
              { path: 'users', element: <LazyScreen><AdminUsersPage /></LazyScreen> },
              admin('recipes', 'Recipes', 'Every recipe in the catalogue, ready to edit or feature.'),
              admin('recipes/edit/:id', 'Edit Recipe', 'Change a recipe’s text, ingredients, steps and image.'),
              admin('categories', 'Categories', 'The categories recipes are filed under.'),
              admin('kitchen-tools', 'Kitchen Tools', 'Recommended tools and their affiliate links.'),
              // Replaced at once; the page view goes to the settings page (see route-effects).
              { path: 'settings', element: <Navigate to="/admin/settings/general" replace /> },
              { path: 'settings/general', element: <LazyScreen><GeneralSettingsPage /></LazyScreen> },
              { path: 'settings/appearance', element: <LazyScreen><AppearanceSettingsPage /></LazyScreen> },
              { path: 'settings/api', element: <LazyScreen><ApiSettingsPage /></LazyScreen> },
              { path: 'settings/email', element: <LazyScreen><EmailSettingsPage /></LazyScreen> },
              { path: 'settings/advanced', element: <LazyScreen><AdvancedSettingsPage /></LazyScreen> },
              { path: 'newsletter/subscribers', element: <LazyScreen><NewsletterSubscribersPage /></LazyScreen> },
              { path: 'newsletter/campaigns', element: <LazyScreen><NewsletterCampaignsPage /></LazyScreen> },
              { path: 'sendgrid-verify', element: <LazyScreen><SendgridVerifyPage /></LazyScreen> },
              { path: 'outbox', element: <LazyScreen><OutboxPage /></LazyScreen> },
              { path: 'outbox/:id', element: <LazyScreen><OutboxMessagePage /></LazyScreen> },
              { path: 'openrouter-test', element: <LazyScreen><OpenRouterTestPage /></LazyScreen> },
            ],
          },
        ],
      },

      { path: '*', element: <Screen><NotFoundPage /></Screen> },
    ],
  },
];

/**
 * The route table in the router's declarative mode (inside BrowserRouter): the data-router mode
 * weighs twice as much in the first download and we use none of its loaders or actions.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
