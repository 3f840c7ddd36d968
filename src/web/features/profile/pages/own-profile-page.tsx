import { useState } from 'react';
import { Info } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { PageSpinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useDocumentTitle, useSiteSettings } from '../../settings';
import { useAuth } from '../../auth';
import { NutritionInfo } from '../components/nutrition-info';
import { OwnProfileHeader } from '../components/own-profile-header';
import { ProfileForm } from '../components/profile-form';
import { SavedRecipesTab } from '../components/saved-recipes-tab';

type Tab = 'profile' | 'preferences' | 'saved';

/** /profile (SPEC section 2, own profile); the route guard sends visitors to /auth. */
export function OwnProfilePage() {
  const { user, isLoading } = useAuth();
  const { siteName } = useSiteSettings();
  const [tab, setTab] = useState<Tab>('profile');
  const [welcomeDismissed, setWelcomeDismissed] = useState(false);
  useDocumentTitle('My Profile');

  if (isLoading || !user) return <PageSpinner />;

  return (
    <Page size="narrow" className="space-y-6 py-8 sm:py-12">
      {!user.profile_completed && !welcomeDismissed ? (
        <div role="status" className="flex gap-3 rounded-2xl border border-primary/30 bg-primary-soft p-4 text-primary-text">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p>Welcome to {siteName}! Please take a moment to complete your profile information below.</p>
        </div>
      ) : null}
      <OwnProfileHeader user={user} />
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <TabsList className="grid w-full grid-cols-3">
          <TabsTrigger value="profile">Profile</TabsTrigger>
          <TabsTrigger value="preferences">Preferences</TabsTrigger>
          <TabsTrigger value="saved">Saved Recipes</TabsTrigger>
        </TabsList>
        <TabsContent value="profile" className="space-y-6 pt-6">
          <NutritionInfo user={user} />
          <ProfileForm user={user} onSaved={() => setWelcomeDismissed(true)} />
        </TabsContent>
        <TabsContent value="preferences" className="space-y-4 pt-6">
          <p className="text-muted-foreground">Preference settings are coming in a future update.</p>
          <Button variant="outline" onClick={() => setTab('profile')}>
            Back to Profile
          </Button>
        </TabsContent>
        <TabsContent value="saved" className="pt-6">
          <SavedRecipesTab />
        </TabsContent>
      </Tabs>
    </Page>
  );
}
