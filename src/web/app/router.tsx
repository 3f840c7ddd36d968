import { useRoutes, type RouteObject } from '../lib/router';
import { RootLayout } from './layout/root-layout';
import { LazyScreen, lazyNamed, Screen } from './lazy';
import { NotFoundPage } from './route-fallbacks';
import { RequireAdmin, RequireAuth } from './route-guards';

// Every screen loads on demand, so no route's first download carries another route's code (the
// 120 KB JavaScript budget of the public pages, e2e/js-budget.spec.ts).
const HomePage = lazyNamed(() => import('../features/home/pages/home-page'), 'HomePage');
const BrowsePage = lazyNamed(() => import('../features/recipes/pages/browse-page'), 'BrowsePage');
const RecipeDetailPage = lazyNamed(() => import('../features/recipes/pages/recipe-detail-page'), 'RecipeDetailPage');
const PublicProfilePage = lazyNamed(() => import('../features/profile/pages/public-profile-page'), 'PublicProfilePage');
const OwnProfilePage = lazyNamed(() => import('../features/profile/pages/own-profile-page'), 'OwnProfilePage');
const AuthPage = lazyNamed(() => import('../features/auth/pages/auth-page'), 'AuthPage');
const SignInPage = lazyNamed(() => import('../features/auth/pages/sign-in-page'), 'SignInPage');
const ResetPasswordPage = lazyNamed(() => import('../features/auth/pages/reset-password-page'), 'ResetPasswordPage');
const ConfirmSignUpPage = lazyNamed(() => import('../features/auth/pages/confirm-sign-up-page'), 'ConfirmSignUpPage');
const PrivacyPolicyPage = lazyNamed(() => import('../features/legal/pages/privacy-policy-page'), 'PrivacyPolicyPage');
const TermsOfServicePage = lazyNamed(() => import('../features/legal/pages/terms-of-service-page'), 'TermsOfServicePage');
const RefundPolicyPage = lazyNamed(() => import('../features/legal/pages/refund-policy-page'), 'RefundPolicyPage');
const NewsletterPage = lazyNamed(() => import('../features/newsletter/pages/newsletter-page'), 'NewsletterPage');
const NewsletterUnsubscribePage = lazyNamed(
  () => import('../features/newsletter/pages/unsubscribe-page'),
  'NewsletterUnsubscribePage',
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
const MealPlanPage = lazyNamed(() => import('../features/meal-plan/pages/meal-plan-page'), 'MealPlanPage');
const SharedMealPlanPage = lazyNamed(() => import('../features/meal-plan/pages/shared-meal-plan-page'), 'SharedMealPlanPage');
const ShoppingListPage = lazyNamed(() => import('../features/shopping-list/pages/shopping-list-page'), 'ShoppingListPage');
const AdminRoutes = lazyNamed(() => import('../features/admin/admin-routes'), 'AdminRoutes');
/** The one route table: every route of SPEC section 2. */
export const routes: RouteObject[] = [
  {
    // The layout holds the error boundary: errors inside a screen keep the navigation and footer.
    element: <RootLayout />,
    children: [
      // Public
      { index: true, element: <LazyScreen><HomePage /></LazyScreen> },
      { path: 'recipes', element: <LazyScreen><BrowsePage /></LazyScreen> },
      { path: 'recipes/:id', element: <LazyScreen><RecipeDetailPage /></LazyScreen> },
      { path: 'recipe/:id', element: <LazyScreen><RecipeDetailPage /></LazyScreen> },
      { path: 'profile/:username', element: <LazyScreen><PublicProfilePage /></LazyScreen> },
      { path: 'auth', element: <LazyScreen><AuthPage /></LazyScreen> },
      // Where GET /api/login leads (built-in accounts), and the e-mailed password reset link.
      { path: 'sign-in', element: <LazyScreen><SignInPage /></LazyScreen> },
      { path: 'reset-password', element: <LazyScreen><ResetPasswordPage /></LazyScreen> },
      { path: 'sign-up/confirm', element: <LazyScreen><ConfirmSignUpPage /></LazyScreen> },
      { path: 'privacy-policy', element: <LazyScreen><PrivacyPolicyPage /></LazyScreen> },
      { path: 'terms-of-service', element: <LazyScreen><TermsOfServicePage /></LazyScreen> },
      { path: 'refund-policy', element: <LazyScreen><RefundPolicyPage /></LazyScreen> },
      { path: 'newsletter', element: <LazyScreen><NewsletterPage /></LazyScreen> },
      { path: 'newsletter/unsubscribe', element: <LazyScreen><NewsletterUnsubscribePage /></LazyScreen> },
      // The navigation shows the calculator to everyone; it is public for now (SPEC section 2).
      { path: 'calculator', element: <LazyScreen><CalculatorPage /></LazyScreen> },
      { path: 'instructions-demo', element: <LazyScreen><InstructionsDemoPage /></LazyScreen> },
      { path: 'button-samples', element: <LazyScreen><ButtonSamplesPage /></LazyScreen> },
      // A member's plan, read-only, for anyone holding the link they made (issue 18).
      { path: 'shared/meal-plan/:token', element: <LazyScreen><SharedMealPlanPage /></LazyScreen> },

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
          { path: 'meal-plan', element: <LazyScreen><MealPlanPage /></LazyScreen> },
          { path: 'shopping-list', element: <LazyScreen><ShoppingListPage /></LazyScreen> },
        ],
      },

      // Admin only: the back office's route table loads with its first screen (features/admin/admin-routes.tsx).
      {
        path: 'admin/*',
        element: (
          <RequireAdmin>
            <LazyScreen>
              <AdminRoutes />
            </LazyScreen>
          </RequireAdmin>
        ),
      },

      { path: '*', element: <Screen><NotFoundPage /></Screen> },
    ],
  },
];

/** The screen the route table gives the address (inside BrowserRouter, or StaticRouter on the server). */
export function AppRoutes() {
  return useRoutes(routes);
}
