import { useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { ImagePlus, LoaderCircle, Trash2, Upload } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/use-toast';
import { RecipeImage } from '../../recipes';
import { errorId, fieldId } from '../lib/field-keys';
import type { RecipeForm } from '../lib/recipe-form';
import { RECIPE_IMAGE_MAX_BYTES, recipeImageErrorMessage, useUploadRecipeImage } from '../api/recipe-image';
import { EditorSection } from './editor-field';
import { useEditorErrors } from './use-editor-errors';

const FIELD = 'featuredImage' as const;

/**
 * The recipe's picture: uploaded at once (the server checks and re-encodes it) and previewed;
 * only its address is saved with the recipe. The checks and messages are the avatar upload's.
 */
export function PictureField() {
  const { setValue } = useFormContext<RecipeForm>();
  const value = useWatch<RecipeForm, typeof FIELD>({ name: FIELD });
  const onChange = (url: string | null) => setValue(FIELD, url);
  const errors = useEditorErrors();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadRecipeImage();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const message = uploadError ?? errors[FIELD];

  // Under the field the server's own wording ('Invalid file type: Please upload…'), in the toast
  // the avatar's title and description.
  const fail = (title: string, description: string, inline = `${title}: ${description}`) => {
    setUploadError(inline);
    toast({ variant: 'destructive', title, description });
  };

  const onFile = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) return fail('Invalid file type', 'Please upload an image file (JPEG, PNG, etc.)');
    if (file.size > RECIPE_IMAGE_MAX_BYTES) return fail('File too large', 'Please upload an image smaller than 5MB');
    setUploadError(null);
    upload.mutate(file, {
      onSuccess: ({ url }) => onChange(url),
      onError: (error) => {
        const reason = recipeImageErrorMessage(error);
        fail('Upload Failed', reason, reason);
      },
    });
  };

  const describedBy = message ? errorId(FIELD) : undefined;
  const chooseLabel = value ? 'Change picture' : 'Upload picture';

  return (
    <EditorSection title="Picture" description="JPEG, PNG, WebP or GIF, at most 5MB.">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        {value ? (
          <RecipeImage src={value} alt="Preview of the recipe picture" sizes="(min-width: 640px) 256px, 100vw" className="aspect-[4/3] w-full rounded-xl sm:w-64" />
        ) : (
          <div className="flex aspect-[4/3] w-full items-center justify-center rounded-xl border border-dashed border-border bg-muted/40 text-muted-foreground sm:w-64">
            <ImagePlus aria-hidden="true" className="size-10" />
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            id={fieldId(FIELD)}
            variant="outline"
            disabled={upload.isPending}
            aria-describedby={describedBy}
            onClick={() => input.current?.click()}
          >
            {upload.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Upload aria-hidden="true" />}
            {upload.isPending ? 'Uploading...' : chooseLabel}
          </Button>
          {value ? (
            <Button variant="ghost" disabled={upload.isPending} onClick={() => onChange(null)}>
              <Trash2 aria-hidden="true" />
              Remove picture
            </Button>
          ) : null}
        </div>
        <input
          ref={input}
          type="file"
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="recipe-image-input"
          onChange={(event) => {
            onFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
      <p role="status" className="sr-only">
        {upload.isPending ? 'Uploading picture...' : upload.isSuccess ? 'Picture uploaded' : ''}
      </p>
      {message ? (
        <p id={errorId(FIELD)} className="text-sm font-medium text-destructive">
          {message}
        </p>
      ) : null}
    </EditorSection>
  );
}
