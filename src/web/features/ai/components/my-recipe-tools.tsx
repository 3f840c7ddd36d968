import { ImagePlus } from 'lucide-react';
import { Link } from '../../../lib/router';
import { AI_LIMITS, type RecipeImage as RecipeImageResult } from '../../../../contracts/ai';
import type { RecipeSummary } from '../../../../contracts/recipe';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { setServerErrors, useZodForm } from '../../../lib/zod-form';
import { RecipeImage, recipePath } from '../../recipes';
import { useAnalyseRecipe, useGenerateRecipeImage } from '../api/ai';
import { describeAiError } from '../lib/ai-errors';
import { imageFormSchema } from '../lib/image-form';
import { describedBy } from '../lib/transform-form';
import { AiErrorAlert } from './ai-error-alert';
import { AnalysisResult } from './analysis-result';
import { CreditHint, PaidButton } from './paid-action';
import { Thinking } from './thinking';

function AnalysePanel({ recipe }: { recipe: RecipeSummary }) {
  const analyse = useAnalyseRecipe();
  return (
    <section aria-labelledby="ai-analyse-title" className="space-y-3">
      <div className="space-y-1">
        <h3 id="ai-analyse-title" className="font-semibold">
          Analyse
        </h3>
        <p className="text-sm text-muted-foreground">A health score, what the recipe does well and what could be better, from its nutrition.</p>
      </div>
      <div className="space-y-2">
        <PaidButton feature="recipe_analysis" label="Analyse" variant="outline" pending={analyse.isPending} onClick={() => analyse.mutate({ recipeId: recipe.id })} />
        <CreditHint feature="recipe_analysis" />
      </div>
      <div>
        {analyse.isPending ? (
          <Thinking>
            <Skeleton className="h-24 w-full rounded-xl" />
          </Thinking>
        ) : analyse.isError ? (
          <AiErrorAlert problem={describeAiError(analyse.error)} />
        ) : analyse.data ? (
          <AnalysisResult result={analyse.data} />
        ) : null}
      </div>
    </section>
  );
}

function ImageResult({ result, title }: { result: RecipeImageResult; title: string }) {
  return (
    <figure className="space-y-2" data-testid="generated-image">
      <RecipeImage src={result.featuredImage} alt={`New picture of ${title}`} loading="eager" sizes="(min-width: 480px) 448px, 100vw" className="aspect-[4/3] w-full max-w-md rounded-2xl" />
      <figcaption className="text-sm text-muted-foreground">
        This is now the recipe’s picture.{' '}
        <Link to={recipePath(result.recipeId)} className="font-medium text-primary-text underline underline-offset-4">
          Open the recipe
        </Link>
      </figcaption>
    </figure>
  );
}

function ImagePanel({ recipe, images }: { recipe: RecipeSummary; images: boolean }) {
  // Messages stay until the next Generate image (the kit's default).
  const form = useZodForm(imageFormSchema, { defaultValues: { style: '' } });
  const generate = useGenerateRecipeImage();
  const problem = generate.isError ? describeAiError(generate.error) : null;
  const styleError = form.formState.errors.style?.message;

  const onSubmit = form.handleSubmit((wishes) => {
    if (generate.isPending) return;
    generate.mutate(
      { recipeId: recipe.id, ...wishes },
      // The style's message goes under it; any other is the alert's.
      { onError: (failure) => setServerErrors(failure, form.setError, { field: (name) => (name === 'style' ? 'style' : undefined) }) },
    );
  });

  return (
    <section aria-labelledby="ai-image-title" className="space-y-3">
      <div className="space-y-1">
        <h3 id="ai-image-title" className="font-semibold">
          Generate image
        </h3>
        <p className="text-sm text-muted-foreground">A new picture of the dish, set as the recipe’s picture.</p>
      </div>
      {!images ? (
        <p className="rounded-xl bg-muted/50 p-3 text-sm text-muted-foreground">Pictures cannot be made on this site yet.</p>
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-3">
          <div className="space-y-1.5">
            <Label htmlFor="ai-image-style">Style (optional)</Label>
            <Input
              {...form.register('style')}
              id="ai-image-style"
              maxLength={AI_LIMITS.imageStyle}
              placeholder="e.g. rustic table, soft daylight"
              disabled={generate.isPending}
              aria-invalid={styleError ? true : undefined}
              aria-describedby={describedBy(styleError && 'ai-image-style-error')}
            />
            {styleError ? (
              <p id="ai-image-style-error" className="text-sm font-medium text-destructive">
                {styleError}
              </p>
            ) : null}
          </div>
          <div className="space-y-2">
            <PaidButton type="submit" feature="image_generation" label="Generate image" variant="outline" pending={generate.isPending} pendingLabel="Painting…" />
            <CreditHint feature="image_generation" />
          </div>
        </form>
      )}
      <div>
        {generate.isPending ? (
          <Thinking label="Painting…">
            <Skeleton className="aspect-[4/3] w-full max-w-md rounded-2xl" />
          </Thinking>
        ) : problem && !styleError ? (
          <AiErrorAlert problem={problem} />
        ) : generate.data ? (
          <ImageResult result={generate.data} title={recipe.title} />
        ) : null}
      </div>
    </section>
  );
}

/** Tools for one of my own recipes: an AI analysis and a new picture. Keyed by recipe: choosing another starts afresh. */
export function MyRecipeTools({ recipe, images }: { recipe: RecipeSummary; images: boolean }) {
  return (
    <Card role="region" aria-labelledby="ai-tools-title" data-testid="my-recipe-tools" className="space-y-6 p-4 sm:p-5">
      <div className="space-y-1">
        <h2 id="ai-tools-title" className="flex items-center gap-2 text-lg font-semibold">
          <ImagePlus aria-hidden="true" className="size-5 text-primary-text" />
          More for “{recipe.title}”
        </h2>
        <p className="text-sm text-muted-foreground">Your own recipe can also be analysed or given a new picture.</p>
      </div>
      <AnalysePanel recipe={recipe} />
      <div className="border-t border-border" />
      <ImagePanel recipe={recipe} images={images} />
    </Card>
  );
}
