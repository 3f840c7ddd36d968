import { useRef } from 'react';
import { BookOpen, Camera, CalendarDays, LoaderCircle } from 'lucide-react';
import { Link } from '../../../lib/router';
import type { AuthUser } from '../../../../contracts/auth';
import { displayName } from '../../../../domain/authors';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/use-toast';
import { cn } from '../../../lib/utils';
import { AVATAR_MAX_BYTES, avatarErrorMessage, useUploadAvatar } from '../api/own-profile';
import { UserAvatar } from './user-avatar';
import { isAdmin } from '../../../../domain/access';

/** 'admin' → 'Admin'. */
function roleLabel(role: string): string {
  return role.charAt(0).toUpperCase() + role.slice(1);
}

/**
 * The member's own card (SPEC section 2, own profile): avatar with its upload control, display
 * name, role badge (admin in red) and 'Member since'.
 */
export function OwnProfileHeader({ user }: { user: AuthUser }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const name = displayName(user);

  const onFile = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast({ variant: 'destructive', title: 'Invalid file type', description: 'Please upload an image file (JPEG, PNG, etc.)' });
      return;
    }
    if (file.size > AVATAR_MAX_BYTES) {
      toast({ variant: 'destructive', title: 'File too large', description: 'Please upload an image smaller than 5MB' });
      return;
    }
    upload.mutate(file, {
      onSuccess: () => toast({ title: 'Avatar Updated', description: 'Your profile picture has been updated successfully' }),
      onError: (error) => toast({ variant: 'destructive', title: 'Upload Failed', description: avatarErrorMessage(error) }),
    });
  };

  return (
    <Card className="flex flex-col items-center gap-5 p-6 text-center sm:flex-row sm:text-left" data-testid="own-profile-header">
      <div className="relative">
        <UserAvatar user={user} alt={`${name}'s profile picture`} className="size-24 text-3xl sm:size-28" />
        <button
          type="button"
          onClick={() => input.current?.click()}
          disabled={upload.isPending}
          aria-label="Change profile picture"
          className={cn(
            'absolute -right-1 -bottom-1 flex size-10 items-center justify-center rounded-full border-2 border-card bg-primary text-primary-foreground shadow-md transition-colors hover:bg-primary/90',
            'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-70',
          )}
        >
          {upload.isPending ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : <Camera aria-hidden="true" className="size-5" />}
        </button>
        <input
          ref={input}
          type="file"
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="avatar-input"
          onChange={(event) => {
            onFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center justify-center gap-2 sm:justify-start">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{name}</h1>
          <Badge variant={isAdmin(user) ? 'destructive' : 'secondary'} data-testid="role-badge">
            {roleLabel(user.role)}
          </Badge>
        </div>
        {user.username ? <p className="text-muted-foreground">@{user.username}</p> : null}
        <p className="flex items-center justify-center gap-2 text-sm text-muted-foreground sm:justify-start">
          <CalendarDays aria-hidden="true" className="size-4" />
          Member since {formatDate(user.created_at)}
        </p>
        <Button asChild variant="outline" size="sm">
          <Link to="/my-recipes">
            <BookOpen aria-hidden="true" />
            My Recipes
          </Link>
        </Button>
      </div>
    </Card>
  );
}
