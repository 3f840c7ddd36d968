import * as React from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { PageHeader } from '../../../../components/ui/page';
import { cn } from '../../../../lib/utils';
import { useDocumentTitle } from '../../../settings';
import { Button } from '../../../../components/ui/button';
import { Skeleton } from '../../../../components/ui/skeleton';
import { SettingsNav } from './settings-nav';

/** A settings screen: heading, the settings menu, then its sections. */
export function SettingsPage({ title, description, children }: { title: string; description: string; children: React.ReactNode }) {
  useDocumentTitle(`${title} · Admin`);
  return (
    <div className="space-y-6">
      <PageHeader eyebrow="Admin · Settings" title={title} description={description} />
      <SettingsNav />
      {children}
    </div>
  );
}

/**
 * The settings a screen edits, once loaded: a placeholder while they load, and what failed with
 * Try Again when they cannot be read.
 */
export function SettingsLoaded<T>({
  query,
  what,
  children,
}: {
  query: { data: T | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };
  /** What could not be loaded: 'The settings', 'The colours'. */
  what: string;
  children: (data: T) => React.ReactNode;
}) {
  if (query.isPending) return <Skeleton className="h-96 w-full rounded-2xl" />;
  if (query.isError || query.data === undefined) {
    return (
      <div className="space-y-3">
        <p>{what} could not be loaded.</p>
        <Button variant="outline" onClick={() => void query.refetch()}>Try Again</Button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}

export function SettingsSection({
  title,
  description,
  children,
  className,
}: {
  title: string;
  description?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="space-y-5">{children}</CardContent>
    </Card>
  );
}

/** A labelled control with its hint and its error (announced, and tied to the control). */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: React.ReactNode;
  error?: string | undefined;
  children: React.ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      {React.cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Multi-line text in the look of the kit's Input. */
export function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'flex min-h-28 w-full rounded-2xl border border-border bg-card px-4 py-3 text-base text-foreground shadow-sm transition-colors placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** A colour picker beside its hex text; the text may be mid-edit (invalid) while typing. */
export function ColorInput({
  id,
  value,
  onChange,
  label,
  ...rest
}: {
  id?: string;
  value: string;
  onChange: (value: string) => void;
  label: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  return (
    <div className="flex items-center gap-3">
      <input
        type="color"
        aria-label={`${label} picker`}
        value={HEX_COLOR.test(value) ? value.toLowerCase() : '#000000'}
        onChange={(event) => onChange(event.target.value)}
        className="size-11 shrink-0 cursor-pointer rounded-full border border-border bg-card p-1"
      />
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value.trim())}
        maxLength={7}
        spellCheck={false}
        autoComplete="off"
        className="font-mono uppercase sm:max-w-40"
        {...rest}
      />
    </div>
  );
}

/** "Set, ending in 1234" or "Not set" for a stored secret. */
export function SecretStatus({ secret }: { secret: { set: boolean; last4: string | null } }) {
  if (!secret.set) return <span>Not set</span>;
  return <span>Set{secret.last4 ? <>, ending in <code className="font-mono">{secret.last4}</code></> : null}</span>;
}
