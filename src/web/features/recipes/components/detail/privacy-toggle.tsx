import { useState } from 'react';
import { Globe, Lock } from 'lucide-react';
import type { Recipe } from '../../../../../contracts/recipe';
import { Button } from '../../../../components/ui/button';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '../../../../components/ui/tooltip';
import { isApiError } from '../../../../lib/api';
import { toast } from '../../../../lib/use-toast';
import { useSetRecipePrivacy, type PrivacyLevel } from '../../api/recipe-privacy';

const MEMBER_ROLES = new Set(['member', 'admin']);

/**
 * The author's privacy switch (SPEC sections 2, 4, 6, 8): flips at once, flips back with an error
 * toast when the server refuses. Usable by role member or admin; others get 'Member Feature'.
 * Loaded only for the author, so its tooltip code never reaches other readers.
 */
export function PrivacyToggle({ recipe, role }: { recipe: Recipe; role: string }) {
  const [level, setLevel] = useState<PrivacyLevel>(recipe.privacyLevel === 'private' ? 'private' : 'public');
  const setPrivacy = useSetRecipePrivacy(recipe.id);
  const isMember = MEMBER_ROLES.has(role);
  const isPrivate = level === 'private';

  const onClick = () => {
    if (!isMember) {
      toast({ title: 'Member Feature', description: 'Sign in as a member to set recipes as private' });
      return;
    }
    if (setPrivacy.isPending) return;
    const next: PrivacyLevel = isPrivate ? 'public' : 'private';
    setLevel(next);
    setPrivacy.mutate(next, {
      onSuccess: () =>
        toast(
          next === 'private'
            ? { title: 'Recipe is now private', description: 'Only you can see this recipe' }
            : { title: 'Recipe is now public', description: 'This recipe is visible to everyone' },
        ),
      onError: (error) => {
        setLevel(isPrivate ? 'private' : 'public');
        toast({
          variant: 'destructive',
          title: 'Failed to update privacy',
          description: isApiError(error) && error.message ? error.message : 'An error occurred',
        });
      },
    });
  };

  const tip = !isMember
    ? 'Sign in as a member to set recipes as private'
    : isPrivate
      ? 'Private recipe (only you can see it)'
      : 'Public recipe (visible to everyone)';

  return (
    <TooltipProvider>
      <Tooltip>
        <TooltipTrigger asChild>
          <Button
            variant="outline"
            role="switch"
            aria-checked={isPrivate}
            aria-label="Private recipe"
            aria-disabled={!isMember || undefined}
            data-testid="privacy-toggle"
            onClick={onClick}
            className={isMember ? undefined : 'opacity-60'}
          >
            {isPrivate ? <Lock aria-hidden="true" /> : <Globe aria-hidden="true" />}
            {isPrivate ? 'Private' : 'Public'}
          </Button>
        </TooltipTrigger>
        <TooltipContent>{tip}</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}
