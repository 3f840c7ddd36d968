import { BookOpen, CalendarDays } from 'lucide-react';
import type { PublicUser } from '../../../../contracts/users';
import { Card } from '../../../components/ui/card';
import { formatDate } from '../../../lib/format';
import { UserAvatar } from './user-avatar';

/** '1 recipe' / 'N recipes'. */
export function recipeCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'recipe' : 'recipes'}`;
}

/** Full name only when both parts exist (SPEC section 2, public profile). */
export function fullNameOf(user: Pick<PublicUser, 'first_name' | 'last_name'>): string | null {
  const first = user.first_name?.trim();
  const last = user.last_name?.trim();
  return first && last ? `${first} ${last}` : null;
}

/** The public profile card: avatar, username, full name, bio, joined date and recipe count. */
export function ProfileHeader({ user, username }: { user: PublicUser; username: string }) {
  const shownName = user.username ?? username;
  const fullName = fullNameOf(user);
  const joined = formatDate(user.created_at);

  return (
    <Card className="overflow-hidden" data-testid="profile-header">
      <div aria-hidden="true" className="h-20 bg-gradient-to-r from-primary-soft via-secondary-soft to-primary-soft sm:h-28" />
      <div className="flex flex-col gap-5 px-5 pb-6 sm:flex-row sm:items-end sm:gap-6 sm:px-8 sm:pb-8">
        <UserAvatar
          user={{ ...user, username: shownName }}
          alt={`${shownName}'s profile picture`}
          className="-mt-12 size-24 border-4 border-card text-3xl shadow-md sm:-mt-16 sm:size-32 sm:text-4xl"
        />
        <div className="min-w-0 flex-1 space-y-1">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{shownName}</h1>
          {fullName ? <p className="text-lg text-muted-foreground">{fullName}</p> : null}
        </div>
      </div>
      <div className="space-y-4 border-t border-border px-5 py-5 sm:px-8">
        {user.bio?.trim() ? <p className="max-w-prose whitespace-pre-line">{user.bio}</p> : null}
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
          {joined ? (
            <li className="inline-flex items-center gap-2">
              <CalendarDays aria-hidden="true" className="size-4" />
              Joined {joined}
            </li>
          ) : null}
          <li className="inline-flex items-center gap-2" data-testid="profile-recipe-count">
            <BookOpen aria-hidden="true" className="size-4" />
            {recipeCountLabel(user.recipe_count)}
          </li>
        </ul>
      </div>
    </Card>
  );
}
