import { useDeferredValue, useState } from 'react';
import { useSearchParams } from '../../../lib/router';
import type { AdminUserSummary } from '../../../../contracts/admin-users';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { PageHeader } from '../../../components/ui/page';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/format';
import { useDocumentTitle } from '../../settings';
import { UserDetailDialog, userName } from './user-detail';
import { useAdminUsers, type UserFilters } from './users-api';
import { isAdmin } from '../../../../domain/access';

const number = new Intl.NumberFormat();
const ALL = 'all';

function StatusBadges({ user }: { user: AdminUserSummary }) {
  return (
    <span className="flex flex-wrap gap-1">
      <Badge variant={isAdmin(user) ? 'solid' : 'outline'}>{isAdmin(user) ? 'Admin' : 'Member'}</Badge>
      {user.disabledAt && <Badge variant="destructive">Disabled</Badge>}
    </span>
  );
}

/**
 * One row per user. On small screens each row is a stacked card (the header row is hidden and
 * every cell carries its own label); from `md` up it is a normal table.
 */
function UsersTable({ users, onOpen }: { users: AdminUserSummary[]; onOpen: (id: string) => void }) {
  const cell = 'flex justify-between gap-3 py-1 md:table-cell md:px-3 md:py-3 md:align-middle';
  const label = 'text-xs text-muted-foreground md:hidden';
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Users, newest first</caption>
      <thead className="hidden border-b border-border text-left text-xs text-muted-foreground md:table-header-group">
        <tr>
          <th scope="col" className="px-3 py-2 font-medium">User</th>
          <th scope="col" className="px-3 py-2 font-medium">Role</th>
          <th scope="col" className="px-3 py-2 text-right font-medium">Credits</th>
          <th scope="col" className="px-3 py-2 text-right font-medium">Recipes</th>
          <th scope="col" className="px-3 py-2 font-medium">Joined</th>
        </tr>
      </thead>
      <tbody className="block space-y-3 md:table-row-group md:space-y-0 md:divide-y md:divide-border">
        {users.map((user) => (
          <tr key={user.id} className="block rounded-2xl border border-border bg-card p-3 md:table-row md:rounded-none md:border-0 md:bg-transparent md:p-0 md:hover:bg-muted/50">
            <th scope="row" className="block pb-1 text-left font-normal md:table-cell md:px-3 md:py-3">
              <button type="button" className="text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring rounded-md" onClick={() => onOpen(user.id)}>
                <span className="block break-all font-semibold hover:underline">{userName(user)}</span>
                {userName(user) !== user.email && <span className="block break-all text-xs text-muted-foreground">{user.email}</span>}
              </button>
            </th>
            <td className={cell}>
              <span className={label}>Role</span>
              <StatusBadges user={user} />
            </td>
            <td className={`${cell} md:text-right tabular-nums`}>
              <span className={label}>Credits</span>
              {number.format(user.credits)}
            </td>
            <td className={`${cell} md:text-right tabular-nums`}>
              <span className={label}>Recipes</span>
              {number.format(user.recipeCount)}
            </td>
            <td className={cell}>
              <span className={label}>Joined</span>
              {formatDate(user.createdAt)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /admin/users: search, filter and page through users; a user opens in a dialog. */
export function AdminUsersPage() {
  useDocumentTitle('Users · Admin');
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('search') ?? '');
  const [role, setRole] = useState<UserFilters['role']>('');
  const [status, setStatus] = useState<UserFilters['status']>('');
  const deferredSearch = useDeferredValue(search);
  const { data, isPending, isError, error, fetchNextPage, hasNextPage, isFetchingNextPage, refetch } = useAdminUsers({ search: deferredSearch, role, status });
  const users = data?.pages.flatMap((p) => p.items) ?? [];
  const openId = params.get('user');

  const setOpen = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('user', id);
        else next.delete('user');
        return next;
      },
      { replace: id === null },
    );

  return (
    <div className="space-y-6">
      <PageHeader eyebrow="Admin" title="Users" description="Members, their roles and their credit balances." />
      <form role="search" className="grid gap-3 sm:grid-cols-[1fr_10rem_10rem]" onSubmit={(e) => e.preventDefault()}>
        <div className="space-y-1">
          <Label htmlFor="users-search">Search</Label>
          <Input id="users-search" type="search" placeholder="E-mail, username or name" value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <div className="space-y-1">
          <Label htmlFor="users-role">Role</Label>
          <Select value={role || ALL} onValueChange={(v) => setRole(v === ALL ? '' : (v as UserFilters['role']))}>
            <SelectTrigger id="users-role">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>All roles</SelectItem>
              <SelectItem value="member">Members</SelectItem>
              <SelectItem value="admin">Admins</SelectItem>
            </SelectContent>
          </Select>
        </div>
        <div className="space-y-1">
          <Label htmlFor="users-status">Status</Label>
          <Select value={status || ALL} onValueChange={(v) => setStatus(v === ALL ? '' : (v as UserFilters['status']))}>
            <SelectTrigger id="users-status">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>Any status</SelectItem>
              <SelectItem value="active">Active</SelectItem>
              <SelectItem value="disabled">Disabled</SelectItem>
            </SelectContent>
          </Select>
        </div>
      </form>
      {isPending && (
        <div className="space-y-2" aria-busy="true" aria-label="Loading users">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-14 rounded-xl" />
          ))}
        </div>
      )}
      {isError && (
        <div role="alert" className="space-y-2">
          <p className="text-sm">The users could not be loaded: {error.message}</p>
          <Button size="sm" variant="outline" onClick={() => void refetch()}>Try again</Button>
        </div>
      )}
      {data && users.length === 0 && <p className="text-muted-foreground">No users match.</p>}
      {users.length > 0 && <UsersTable users={users} onOpen={setOpen} />}
      {hasNextPage && (
        <Button variant="outline" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
          {isFetchingNextPage ? 'Loading…' : 'More users'}
        </Button>
      )}
      <UserDetailDialog userId={openId} onClose={() => setOpen(null)} />
    </div>
  );
}
