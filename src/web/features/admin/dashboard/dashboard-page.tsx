import type { ReactNode } from 'react';
import { Link } from '../../../lib/router';
import type { Dashboard, DashboardDay } from '../../../../contracts/admin-dashboard';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/format';
import { useDocumentTitle } from '../../settings';
import { ADMIN_SECTIONS } from '../components/admin-sections';
import { AdminActions } from './admin-actions';
import { useAdminDashboard } from './dashboard-api';
import { TrendBars } from './trend-bars';

const number = new Intl.NumberFormat();

interface Stat {
  label: string;
  value: number;
  note?: string;
  trend?: { value: (day: DashboardDay) => number; label: string };
  to?: string;
}

function stats({ totals }: Dashboard): Stat[] {
  return [
    { label: 'Users', value: totals.users, note: `${totals.admins} admin${totals.admins === 1 ? '' : 's'} · ${totals.disabledUsers} disabled`, trend: { value: (d) => d.newUsers, label: 'new users' }, to: '/admin/users' },
    { label: 'Recipes', value: totals.publicRecipes + totals.privateRecipes, note: `${number.format(totals.publicRecipes)} public · ${number.format(totals.privateRecipes)} private`, trend: { value: (d) => d.newRecipes, label: 'new recipes' }, to: '/admin/recipes' },
    { label: 'Active subscribers', value: totals.activeSubscribers, note: 'Newsletter', to: '/admin/newsletter/subscribers' },
    { label: 'Credits sold', value: totals.creditsSold, note: 'Credit pack purchases', trend: { value: (d) => d.creditsSold, label: 'credits sold' } },
    { label: 'Credits spent', value: totals.creditsSpent, note: 'On AI features', trend: { value: (d) => d.creditsSpent, label: 'credits spent' } },
    { label: 'AI calls', value: totals.aiCalls, note: 'Every call to the model', trend: { value: (d) => d.aiCalls, label: 'AI calls' }, to: '/admin/ai-timing' },
  ];
}

function StatCard({ stat, days }: { stat: Stat; days: DashboardDay[] }) {
  const last30 = stat.trend ? days.reduce((n, d) => n + stat.trend!.value(d), 0) : null;
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardDescription>{stat.to ? <Link className="hover:underline" to={stat.to}>{stat.label}</Link> : stat.label}</CardDescription>
        <p className="text-3xl font-semibold tabular-nums">{number.format(stat.value)}</p>
        {stat.note && <p className="text-xs text-muted-foreground">{stat.note}</p>}
      </CardHeader>
      {stat.trend && (
        <CardContent className="space-y-1">
          <TrendBars days={days} value={stat.trend.value} label={stat.trend.label} />
          <p className="text-xs text-muted-foreground">{number.format(last30 ?? 0)} in the last 30 days</p>
        </CardContent>
      )}
    </Card>
  );
}

function ActivityList({ title, empty, items }: { title: string; empty: string; items: { key: string | number; main: ReactNode; meta: string }[] }) {
  return (
    // min-w-0: a grid item is otherwise as wide as its longest unbroken line, wider than a phone.
    <Card className="min-w-0">
      <CardHeader className="pb-2">
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{empty}</p>
        ) : (
          <ul className="divide-y divide-border">
            {items.map((item) => (
              <li key={item.key} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 py-2 text-sm">
                <span className="min-w-0 truncate">{item.main}</span>
                <span className="shrink-0 text-xs text-muted-foreground">{item.meta}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function userLink(id: string | null, label: string | null) {
  if (!id || !label) return <span className="text-muted-foreground">{label ?? 'Deleted user'}</span>;
  return (
    <Link className="font-medium hover:underline" to={`/admin/users?user=${encodeURIComponent(id)}`}>
      {label}
    </Link>
  );
}

function RecentActivity({ recent }: { recent: Dashboard['recent'] }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <ActivityList
        title="Latest sign-ups"
        empty="No sign-ups yet."
        items={recent.signUps.map((u) => ({ key: u.id, main: userLink(u.id, u.name ?? u.username ?? u.email), meta: formatDate(u.createdAt) }))}
      />
      <ActivityList
        title="Latest recipes"
        empty="No recipes yet."
        items={recent.recipes.map((r) => ({
          key: r.id,
          main: (
            <>
              <Link className="font-medium hover:underline" to={`/recipes/${r.id}`}>{r.title}</Link>
              {r.privacyLevel !== 'public' && <Badge variant="outline" className="ml-2">Private</Badge>}
              {r.authorName && <span className="text-muted-foreground"> by {r.authorName}</span>}
            </>
          ),
          meta: formatDate(r.createdAt),
        }))}
      />
      <ActivityList
        title="Latest purchases"
        empty="No credit purchases yet."
        items={recent.purchases.map((p) => ({
          key: p.id,
          main: (
            <>
              {userLink(p.userId, p.email)} <span className="text-muted-foreground">bought {number.format(p.amount)} credits</span>
              {p.status !== 'paid' && (
                <Badge variant="outline" className="ml-2 border-destructive/50 text-destructive">
                  {p.status === 'refunded' ? 'Refunded' : 'Disputed'}
                </Badge>
              )}
            </>
          ),
          meta: formatDate(p.createdAt),
        }))}
      />
      <ActivityList
        title="Latest AI calls"
        empty="No AI calls yet."
        items={recent.aiCalls.map((c) => ({
          key: c.id,
          main: (
            <>
              <span className="font-medium">{c.feature.replaceAll('_', ' ')}</span>{' '}
              <Badge variant={c.outcome === 'success' ? 'soft' : 'destructive'}>{c.outcome.replaceAll('_', ' ')}</Badge>{' '}
              <span className="text-muted-foreground">
                {(c.durationMs / 1000).toFixed(1)} s{c.email ? ` · ${c.email}` : ''}
              </span>
            </>
          ),
          meta: formatDate(c.createdAt),
        }))}
      />
      <div className="min-w-0 md:col-span-2">
        <AdminActions actions={recent.adminActions} />
      </div>
    </div>
  );
}

/** /admin: the site at a glance, 30-day trends, recent activity and every admin screen. */
export function AdminDashboardPage() {
  useDocumentTitle('Dashboard · Admin');
  const { data, isPending, isError, error, refetch } = useAdminDashboard();
  return (
    <div className="space-y-8">
      <PageHeader eyebrow="Admin" title="Dashboard" description="An overview of the site at a glance: totals, the last 30 days and recent activity." />
      {isPending && (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label="Loading the dashboard">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-40 rounded-2xl" />
          ))}
        </div>
      )}
      {isError && (
        <Card role="alert" className="p-5">
          <p className="text-sm">The dashboard could not be loaded: {error.message}</p>
          <Button className="mt-3" size="sm" variant="outline" onClick={() => void refetch()}>
            Try again
          </Button>
        </Card>
      )}
      {data && (
        <>
          <section aria-labelledby="dashboard-totals" className="space-y-3">
            <h2 id="dashboard-totals" className="sr-only">Totals and 30-day trends</h2>
            <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {stats(data).map((stat) => (
                <StatCard key={stat.label} stat={stat} days={data.series} />
              ))}
            </div>
          </section>
          <section aria-labelledby="dashboard-recent" className="space-y-3">
            <h2 id="dashboard-recent" className="text-lg font-semibold">Recent activity</h2>
            <RecentActivity recent={data.recent} />
          </section>
        </>
      )}
      <section aria-labelledby="dashboard-sections" className="space-y-3">
        <h2 id="dashboard-sections" className="text-lg font-semibold">Admin screens</h2>
        <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
          {ADMIN_SECTIONS.filter((s) => s.to !== '/admin').map((section) => (
            <li key={section.to}>
              <Link to={section.to} className="block rounded-xl border border-border bg-card px-4 py-3 text-sm font-medium transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
                {section.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
