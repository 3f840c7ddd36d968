import { Link } from '../../../lib/router';
import type { Dashboard } from '../../../../contracts/admin-dashboard';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/format-date-time';

type AdminAction = Dashboard['recent']['adminActions'][number];

/** What the action was done to: the member (linked), or the recipe, category, tool or campaign number. */
function Target({ action }: { action: AdminAction }) {
  if (action.targetEmail && action.target) {
    return (
      <Link className="font-medium hover:underline" to={`/admin/users?user=${encodeURIComponent(action.target)}`}>
        {action.targetEmail}
      </Link>
    );
  }
  if (!action.target) return null;
  if (action.route === 'PUT /api/recipes/:id' || action.route === 'PUT /api/admin/recipes/:id/featured') {
    return (
      <Link className="font-medium hover:underline" to={`/recipes/${encodeURIComponent(action.target)}`}>
        recipe #{action.target}
      </Link>
    );
  }
  return <span className="font-medium">#{action.target}</span>;
}

const detailText = (details: AdminAction['details']) =>
  Object.entries(details)
    .map(([field, value]) => `${field}: ${String(value)}`)
    .join(' · ');

/** The latest changes made by administrators (admin_actions): who did what, to what, and when. */
export function AdminActions({ actions }: { actions: AdminAction[] }) {
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="text-base">Changes by admins</CardTitle>
        <CardDescription>Roles, credits, accounts, recipes, categories, tools, settings and campaigns.</CardDescription>
      </CardHeader>
      <CardContent>
        {actions.length === 0 ? (
          <p className="text-sm text-muted-foreground">No changes by admins yet.</p>
        ) : (
          <ul className="divide-y divide-border" aria-label="Changes by admins">
            {actions.map((action) => (
              <li key={action.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 py-2 text-sm">
                <span className="min-w-0 break-words">
                  <span className="text-muted-foreground">{action.adminEmail ?? 'A deleted admin'}</span>{' '}
                  <span className="font-medium">{action.action}</span> <Target action={action} />
                  {Object.keys(action.details).length > 0 && <span className="block text-xs text-muted-foreground">{detailText(action.details)}</span>}
                </span>
                <time dateTime={action.createdAt} className="shrink-0 text-xs text-muted-foreground">
                  {formatDateTime(action.createdAt)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
