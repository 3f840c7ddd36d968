import { LoaderCircle, Lock, UserRoundX } from 'lucide-react';
import { useParams } from '../../../lib/router';
import { Page } from '../../../components/ui/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useDocumentTitle } from '../../settings';
import { usePublicProfile } from '../api/public-profile';
import { ProfileHeader } from '../components/profile-header';
import { ProfileRecipes } from '../components/profile-recipes';
import { ProfileStatus } from '../components/profile-status';

/** /profile/:username (SPEC section 2, public profile). */
export function PublicProfilePage() {
  const { username = '' } = useParams();
  const profile = usePublicProfile(username);
  const data = profile.data;

  const title = profile.isPending
    ? username
    : data?.kind === 'public'
      ? (data.user.username ?? username)
      : data?.kind === 'private'
        ? 'Private Profile'
        : 'User Not Found';
  useDocumentTitle(title);

  if (profile.isPending && username !== '') {
    return (
      <div role="status" className="flex min-h-[50vh] items-center justify-center gap-3 text-muted-foreground">
        <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-primary-text" />
        Loading profile...
      </div>
    );
  }

  if (data?.kind === 'private') {
    return (
      <ProfileStatus icon={Lock} title="Private Profile">
        This user has chosen to keep their profile private.
      </ProfileStatus>
    );
  }

  if (data?.kind !== 'public') {
    return (
      <ProfileStatus icon={UserRoundX} title="User Not Found">
        The profile you&apos;re looking for doesn&apos;t exist or has been made private.
      </ProfileStatus>
    );
  }

  const shownName = data.user.username ?? username;
  return (
    <Page size="medium" className="space-y-8">
      <ProfileHeader user={data.user} username={username} />
      <Tabs defaultValue="recipes">
        <TabsList>
          <TabsTrigger value="recipes">Recipes</TabsTrigger>
        </TabsList>
        <TabsContent value="recipes" className="mt-6">
          <ProfileRecipes username={shownName} />
        </TabsContent>
      </Tabs>
    </Page>
  );
}
