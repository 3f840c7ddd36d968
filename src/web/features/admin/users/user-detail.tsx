import { useEffect, useState, type ReactNode } from 'react';
import { z } from 'zod';
import { ADMIN_CREDIT_REASON_MAX, type AdminLedgerEntry, type AdminUserDetail } from '../../../../contracts/admin-users';
import type { Role } from '../../../../contracts/roles';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { bodyMessage } from '../../../lib/field-errors';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/use-toast';
import { setServerErrors, useZodForm } from '../../../lib/zod-form';
import { useAuth } from '../../auth';
import { useAdjustCredits, useAdminLedger, useAdminUser, useSetDisabled, useSetRole } from './users-api';
import { isAdmin } from '../../../../domain/access';

const number = new Intl.NumberFormat();

export function userName(user: Pick<AdminUserDetail, 'firstName' | 'lastName' | 'username' | 'email'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username || user.email;
}

const KIND_LABELS: Record<AdminLedgerEntry['kind'], string> = {
  purchase: 'Purchase',
  spend: 'Spent',
  hold: 'AI hold',
  release: 'Returned',
  refund: 'Refund',
  grant: 'Granted',
  promotional_grant: 'Promotional grant',
  expiry: 'Expired',
};

function entryLabel(entry: AdminLedgerEntry): string {
  if (entry.kind === 'spend' && entry.relatedId === null) return 'Revoked by an admin';
  if (entry.kind === 'grant' && entry.reason !== null) return 'Granted by an admin';
  if (entry.kind === 'spend') return 'AI hold settled';
  return KIND_LABELS[entry.kind] + (entry.feature ? ` · ${entry.feature.replaceAll('_', ' ')}` : '');
}

function Ledger({ userId }: { userId: string }) {
  const { data, isPending, isError, error, fetchNextPage, hasNextPage, isFetchingNextPage } = useAdminLedger(userId);
  if (isPending) return <Skeleton className="h-24 rounded-xl" />;
  if (isError) return <p role="alert" className="text-sm text-destructive">{error.message}</p>;
  const items = data.pages.flatMap((p) => p.items);
  if (items.length === 0) return <p className="text-sm text-muted-foreground">No credit transactions yet.</p>;
  return (
    <div className="space-y-2">
      <ul aria-label="Credit ledger" className="divide-y divide-border rounded-xl border border-border">
        {items.map((entry) => (
          <li key={entry.id} className="flex items-start justify-between gap-3 px-3 py-2 text-sm">
            <div className="min-w-0">
              <p className="font-medium">{entryLabel(entry)}</p>
              {entry.reason && <p className="break-words text-muted-foreground">“{entry.reason}”</p>}
              <p className="text-xs text-muted-foreground">
                {formatDate(entry.createdAt)} · balance {number.format(entry.balanceAfter)}
              </p>
            </div>
            <span className={`shrink-0 tabular-nums font-semibold ${entry.amount < 0 ? 'text-destructive' : ''}`}>
              {entry.amount > 0 ? '+' : entry.amount < 0 ? '−' : ''}
              {number.format(Math.abs(entry.amount))}
            </span>
          </li>
        ))}
      </ul>
      {hasNextPage && (
        <Button size="sm" variant="outline" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
          {isFetchingNextPage ? 'Loading…' : 'Older transactions'}
        </Button>
      )}
    </div>
  );
}

/**
 * A grant or revoke: a whole number of credits (a revoke no more than the balance) and a reason.
 * The mode and the balance are form values too, so one check covers the whole form.
 */
const creditsFormSchema = z
  .object({
    mode: z.enum(['grant', 'revoke']),
    balance: z.number(),
    amount: z.string(),
    reason: z.string().trim().min(1, 'Give a reason: it is kept in the ledger'),
  })
  .superRefine(({ mode, balance, amount }, ctx) => {
    const n = Number(amount);
    if (!Number.isInteger(n) || n <= 0) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Enter a whole number of credits greater than 0' });
    else if (mode === 'revoke' && n > balance) ctx.addIssue({ code: 'custom', path: ['amount'], message: `The balance is only ${number.format(balance)} credits` });
  });

function CreditsForm({ user }: { user: AdminUserDetail }) {
  const adjust = useAdjustCredits(user.id);
  // Messages stay until the next try (the kit's default).
  const form = useZodForm(creditsFormSchema, { defaultValues: { mode: 'grant', balance: user.credits, amount: '', reason: '' } });
  const { errors } = form.formState;
  const mode = form.watch('mode');
  useEffect(() => form.setValue('balance', user.credits), [form, user.credits]);

  const submit = form.handleSubmit(({ amount, reason }) => {
    const n = Number(amount);
    adjust.mutate(
      { amount: mode === 'grant' ? n : -n, reason, requestId: crypto.randomUUID() },
      {
        onSuccess: (result) => {
          form.setValue('amount', '');
          form.setValue('reason', '');
          toast({ title: mode === 'grant' ? 'Credits granted' : 'Credits revoked', description: `The balance is now ${number.format(result.balance)} credits.` });
        },
        // Anything not about a field shows below the form.
        onError: (error) => {
          if (!setServerErrors(error, form.setError)) form.setError('root', { type: 'server', message: bodyMessage(error) ?? error.message });
        },
      },
    );
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3" aria-labelledby="credits-form-title">
      <h3 id="credits-form-title" className="font-semibold">Grant or revoke credits</h3>
      <div className="flex gap-2" role="radiogroup" aria-label="Grant or revoke">
        {(['grant', 'revoke'] as const).map((m) => (
          <Button key={m} type="button" size="sm" role="radio" aria-checked={mode === m} variant={mode === m ? 'default' : 'outline'} onClick={() => form.setValue('mode', m)}>
            {m === 'grant' ? 'Grant' : 'Revoke'}
          </Button>
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-[8rem_1fr]">
        <div className="space-y-1">
          <Label htmlFor="credit-amount">Credits</Label>
          <Input
            id="credit-amount"
            inputMode="numeric"
            {...form.register('amount')}
            aria-invalid={errors.amount ? true : undefined}
            aria-describedby={errors.amount ? 'credit-amount-error' : undefined}
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor="credit-reason">Reason</Label>
          <Input
            id="credit-reason"
            {...form.register('reason')}
            maxLength={ADMIN_CREDIT_REASON_MAX}
            placeholder="e.g. Goodwill after a failed AI request"
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={errors.reason ? 'credit-reason-error' : undefined}
          />
        </div>
      </div>
      {errors.amount && <p id="credit-amount-error" className="text-sm text-destructive">{errors.amount.message}</p>}
      {errors.reason && <p id="credit-reason-error" className="text-sm text-destructive">{errors.reason.message}</p>}
      {errors.root && <p role="alert" className="text-sm text-destructive">{errors.root.message}</p>}
      <Button type="submit" disabled={adjust.isPending} variant={mode === 'revoke' ? 'destructive' : 'default'}>
        {adjust.isPending ? 'Saving…' : mode === 'grant' ? 'Grant credits' : 'Revoke credits'}
      </Button>
    </form>
  );
}

function RoleControl({ user, isSelf }: { user: AdminUserDetail; isSelf: boolean }) {
  const setRole = useSetRole(user.id);
  return (
    <div className="space-y-1">
      <Label htmlFor="user-role">Role</Label>
      <Select
        value={isAdmin(user) ? 'admin' : 'member'}
        disabled={isSelf || setRole.isPending}
        onValueChange={(role) =>
          setRole.mutate(role as Role, {
            onSuccess: () => toast({ title: 'Role changed', description: `${userName(user)} is now ${role === 'admin' ? 'an administrator' : 'a member'}.` }),
            onError: (error) => toast({ title: 'The role was not changed', description: bodyMessage(error) ?? error.message, variant: 'destructive' }),
          })
        }
      >
        <SelectTrigger id="user-role" className="w-40">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="member">Member</SelectItem>
          <SelectItem value="admin">Admin</SelectItem>
        </SelectContent>
      </Select>
      {isSelf && <p className="text-xs text-muted-foreground">You cannot change your own role.</p>}
    </div>
  );
}

function DisableControl({ user, isSelf }: { user: AdminUserDetail; isSelf: boolean }) {
  const setDisabled = useSetDisabled(user.id);
  const [confirming, setConfirming] = useState(false);
  const disabled = user.disabledAt !== null;
  if (isSelf) return <p className="text-sm text-muted-foreground">You cannot disable your own account.</p>;
  const run = () =>
    setDisabled.mutate(!disabled, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: disabled ? 'Account enabled' : 'Account disabled', description: disabled ? `${userName(user)} can sign in again.` : `${userName(user)} was signed out everywhere and cannot sign in.` });
      },
      onError: (error) => toast({ title: 'Nothing was changed', description: bodyMessage(error) ?? error.message, variant: 'destructive' }),
    });
  return (
    <div className="space-y-2">
      {disabled ? (
        <Button variant="outline" disabled={setDisabled.isPending} onClick={run}>
          Enable account
        </Button>
      ) : (
        <Button variant="destructive" onClick={() => setConfirming(true)}>
          Disable account
        </Button>
      )}
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Disable {userName(user)}?</DialogTitle>
            <DialogDescription>
              They are signed out on every device at once and cannot sign in until an administrator enables the account again. Their recipes and credits stay as they are.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button variant="destructive" disabled={setDisabled.isPending} onClick={run}>
              {setDisabled.isPending ? 'Disabling…' : 'Disable account'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

function DetailBody({ user }: { user: AdminUserDetail }) {
  const { user: me } = useAuth();
  const isSelf = me?.id === user.id;
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <Fact label="E-mail">{user.email}</Fact>
        <Fact label="Username">{user.username ?? '—'}</Fact>
        <Fact label="Joined">{formatDate(user.createdAt)}</Fact>
        <Fact label="Last seen">{user.lastSeenAt ? formatDate(user.lastSeenAt) : 'Never'}</Fact>
        <Fact label="Recipes">{number.format(user.recipeCount)}</Fact>
        <Fact label="AI calls">{number.format(user.aiCalls)}</Fact>
        <Fact label="Signed in on">{`${user.activeSessions} device${user.activeSessions === 1 ? '' : 's'}`}</Fact>
        <Fact label="Sign-in">{user.hasPassword ? 'Password' : 'Single sign-on'}</Fact>
      </dl>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <RoleControl user={user} isSelf={isSelf} />
        <div className="text-right">
          <p className="text-xs text-muted-foreground">Balance</p>
          <p className="text-3xl font-semibold tabular-nums" data-testid="admin-user-balance" aria-live="polite">
            {number.format(user.credits)} <span className="text-base font-normal text-muted-foreground">credits</span>
          </p>
        </div>
      </div>
      <CreditsForm user={user} />
      <section className="space-y-2" aria-labelledby="ledger-title">
        <h3 id="ledger-title" className="font-semibold">Credit ledger</h3>
        <Ledger userId={user.id} />
      </section>
      <section className="space-y-2 border-t border-border pt-4" aria-labelledby="access-title">
        <h3 id="access-title" className="font-semibold">Access</h3>
        <DisableControl user={user} isSelf={isSelf} />
      </section>
    </div>
  );
}

/** The user's profile, balance, ledger and the admin's actions, in a dialog over the list. */
export function UserDetailDialog({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const { data, isPending, isError, error } = useAdminUser(userId);
  return (
    <Dialog open={userId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle className="flex flex-wrap items-center gap-2">
            {data ? userName(data) : 'User'}
            {isAdmin(data ?? null) && <Badge>Admin</Badge>}
            {data?.disabledAt && <Badge variant="destructive">Disabled</Badge>}
          </DialogTitle>
          <DialogDescription>{data ? `Account ${data.disabledAt ? `disabled on ${formatDate(data.disabledAt)}` : 'active'}` : 'Loading the account…'}</DialogDescription>
        </DialogHeader>
        {isPending && userId !== null && <Skeleton className="h-64 rounded-xl" />}
        {isError && <p role="alert" className="text-sm text-destructive">{error.message}</p>}
        {data && <DetailBody user={data} />}
      </DialogContent>
    </Dialog>
  );
}
