import { Navigate, useRoutes, type RouteObject } from '../../lib/router';
import { LazyScreen, lazyNamed } from '../../app/lazy';
import { AdminLayout } from './components/admin-layout';

// Each screen still loads on demand; this table and the layout load with the first admin screen,
// so none of the back office weighs on the public pages' first download.
const NewsletterSubscribersPage = lazyNamed(
  () => import('./newsletter/subscribers-page'),
  'NewsletterSubscribersPage',
);
const NewsletterCampaignsPage = lazyNamed(
  () => import('./newsletter/campaigns-page'),
  'NewsletterCampaignsPage',
);
const GeneralSettingsPage = lazyNamed(() => import('./settings/pages/general-settings-page'), 'GeneralSettingsPage');
const AppearanceSettingsPage = lazyNamed(() => import('./settings/pages/appearance-settings-page'), 'AppearanceSettingsPage');
const ApiSettingsPage = lazyNamed(() => import('./settings/pages/api-settings-page'), 'ApiSettingsPage');
const AdvancedSettingsPage = lazyNamed(() => import('./settings/pages/advanced-settings-page'), 'AdvancedSettingsPage');
const OpenRouterTestPage = lazyNamed(() => import('./openrouter-test/openrouter-test-page'), 'OpenRouterTestPage');
const AdminDashboardPage = lazyNamed(() => import('./dashboard/dashboard-page'), 'AdminDashboardPage');
const AdminAnalyticsPage = lazyNamed(() => import('./analytics/analytics-page'), 'AnalyticsPage');
const AdminApiUsagePage = lazyNamed(() => import('./api-usage/api-usage-page'), 'ApiUsagePage');
const AdminAiTimingPage = lazyNamed(() => import('./ai-timing/ai-timing-page'), 'AiTimingPage');
const AdminUsersPage = lazyNamed(() => import('./users/users-page'), 'AdminUsersPage');
const AdminCategoriesPage = lazyNamed(() => import('./categories/categories-page'), 'AdminCategoriesPage');
const AdminKitchenToolsPage = lazyNamed(() => import('./kitchen-tools/kitchen-tools-page'), 'KitchenToolsPage');
const AdminRecipesPage = lazyNamed(() => import('./recipes/recipes-page'), 'AdminRecipesPage');
const AdminEditRecipePage = lazyNamed(() => import('./recipes/edit-recipe-page'), 'AdminEditRecipePage');
const EmailSettingsPage = lazyNamed(() => import('./email/pages/email-settings-page'), 'EmailSettingsPage');
const SendgridVerifyPage = lazyNamed(() => import('./email/pages/sendgrid-verify-page'), 'SendgridVerifyPage');
const OutboxPage = lazyNamed(() => import('./email/pages/outbox-page'), 'OutboxPage');
const OutboxMessagePage = lazyNamed(() => import('./email/pages/outbox-message-page'), 'OutboxMessagePage');

const adminRoutes: RouteObject[] = [
  {
    element: <AdminLayout />,
    children: [
      { index: true, element: <LazyScreen><AdminDashboardPage /></LazyScreen> },
      { path: 'analytics', element: <LazyScreen><AdminAnalyticsPage /></LazyScreen> },
      { path: 'api-usage', element: <LazyScreen><AdminApiUsagePage /></LazyScreen> },
      { path: 'ai-timing', element: <LazyScreen><AdminAiTimingPage /></LazyScreen> },
      { path: 'users', element: <LazyScreen><AdminUsersPage /></LazyScreen> },
      { path: 'recipes', element: <LazyScreen><AdminRecipesPage /></LazyScreen> },
      { path: 'recipes/edit/:id', element: <LazyScreen><AdminEditRecipePage /></LazyScreen> },
      { path: 'categories', element: <LazyScreen><AdminCategoriesPage /></LazyScreen> },
      { path: 'kitchen-tools', element: <LazyScreen><AdminKitchenToolsPage /></LazyScreen> },
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
];

/** The back office's routes, below /admin (see app/router.tsx). */
export function AdminRoutes() {
  return useRoutes(adminRoutes);
}
