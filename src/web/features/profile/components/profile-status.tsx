import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../../../lib/router';
import { Button } from '../../../components/ui/button';

/** A centred message screen for a profile that cannot be shown (not found, private). */
export function ProfileStatus({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{children}</p>
      <Button asChild variant="outline">
        <Link to="/recipes">Browse Recipes</Link>
      </Button>
    </div>
  );
}
