import { useEffect, useRef, useState } from 'react';
import type { ExpandedIdea, RecipeIdeas } from '../../../../contracts/ai';
import { Page, PageHeader } from '../../../components/ui/page';
import type { FieldErrors } from '../../../lib/field-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuth } from '../../auth/api/use-auth';
import { useExpandIdea, useRecipeIdeas } from '../api/ai';
import { AiErrorAlert } from '../components/ai-error-alert';
import { AiStatusGate } from '../components/ai-status-gate';
import { DraftView, DraftViewSkeleton } from '../components/draft-view';
import { IdeaCard, IdeaCardSkeleton } from '../components/idea-card';
import { IdeasFormView } from '../components/ideas-form';
import { SaveDraft } from '../components/save-draft';
import { Thinking } from '../components/thinking';
import { describeAiError } from '../lib/ai-errors';
import { creditsText } from '../lib/format-draft';
import { dietsFromProfile, EMPTY_IDEAS_FORM, ideasRequestFrom, type IdeasForm } from '../lib/ideas-form';

const PANEL_ID = 'idea-full-recipe';
const IDEA_SKELETONS = 3;

/** Where the cursor goes for a field's message. */
const FOCUS_TARGET: Record<string, string> = {
  ingredients: 'recipe-ingredients',
  cuisine: 'ideas-cuisine',
  servings: 'ideas-servings',
};

/** The ideas of one paid set, and the one shown in full (expanding is free: the set is paid for). */
function IdeasResult({ set }: { set: RecipeIdeas }) {
  const [shown, setShown] = useState<number | null>(null);
  const [expanded, setExpanded] = useState<Record<number, ExpandedIdea>>({});
  const expand = useExpandIdea();
  const panelHeading = useRef<HTMLHeadingElement>(null);
  const pendingIndex = expand.isPending ? expand.variables.index : null;

  useEffect(() => {
    if (shown !== null && expanded[shown]) panelHeading.current?.focus();
  }, [shown, expanded]);

  const show = (index: number) => {
    if (expanded[index]) {
      setShown(index);
      return;
    }
    expand.mutate(
      { setId: set.setId, index },
      {
        onSuccess: (recipe) => {
          setExpanded((all) => ({ ...all, [index]: recipe }));
          setShown(index);
        },
      },
    );
  };

  const full = shown !== null ? expanded[shown] : undefined;
  return (
    <section aria-labelledby="ideas-title" data-testid="ideas-result" className="space-y-6">
      <div className="space-y-1">
        <h2 id="ideas-title" className="text-2xl font-semibold tracking-tight">
          Ideas for you
        </h2>
        <p className="text-sm text-muted-foreground">
          {creditsText(set.credits)} used · {creditsText(set.balance)} left. Opening any of these as a full recipe costs nothing more.
        </p>
      </div>

      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Recipe ideas">
        {set.ideas.map((idea, index) => (
          <li key={index} className="flex">
            <IdeaCard
              idea={idea}
              shown={shown === index && full !== undefined}
              expanding={pendingIndex === index}
              busy={pendingIndex !== null && pendingIndex !== index}
              panelId={PANEL_ID}
              onShow={() => show(index)}
            />
          </li>
        ))}
      </ul>

      {expand.isPending ? (
        <Thinking label="Writing the full recipe…">
          <DraftViewSkeleton />
        </Thinking>
      ) : expand.isError ? (
        <AiErrorAlert problem={describeAiError(expand.error)} className="max-w-3xl" />
      ) : null}

      {full && shown !== null && !expand.isPending ? (
        <section id={PANEL_ID} aria-labelledby="idea-full-title" className="max-w-3xl space-y-3">
          <h2 id="idea-full-title" ref={panelHeading} tabIndex={-1} className="text-xl font-semibold tracking-tight focus:outline-none">
            Full recipe
          </h2>
          <DraftView
            key={`${set.setId}-${shown}`}
            label={`Idea ${shown + 1}`}
            recipe={full}
            testId="expanded-idea"
            footer={<SaveDraft key={`${set.setId}-${shown}`} draft={full.draft} />}
          />
        </section>
      ) : null}
    </section>
  );
}

function RecipeIdeasTool() {
  const { user } = useAuth();
  const [profileDiets] = useState(() => dietsFromProfile(user?.dietary_preferences));
  const [form, setForm] = useState<IdeasForm>(() => ({ ...EMPTY_IDEAS_FORM, diet: profileDiets }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const ideas = useRecipeIdeas();

  const onSubmit = () => {
    const checked = ideasRequestFrom(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = Object.keys(checked.errors)[0];
      if (first && FOCUS_TARGET[first]) document.getElementById(FOCUS_TARGET[first])?.focus();
      return;
    }
    setErrors({});
    ideas.mutate(checked.request, {
      onError: (failure) => {
        const fields = describeAiError(failure).fields;
        if (Object.keys(fields).length > 0) setErrors(fields);
      },
    });
  };

  return (
    <div className="space-y-10">
      <IdeasFormView form={form} onChange={setForm} profileDiets={profileDiets} errors={errors} pending={ideas.isPending} onSubmit={onSubmit} />
      {ideas.isPending ? (
        <Thinking>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: IDEA_SKELETONS }, (_, i) => (
              <IdeaCardSkeleton key={i} />
            ))}
          </div>
        </Thinking>
      ) : ideas.isError ? (
        <AiErrorAlert problem={describeAiError(ideas.error)} className="max-w-3xl" />
      ) : ideas.data ? (
        <IdeasResult key={ideas.data.setId} set={ideas.data} />
      ) : null}
    </div>
  );
}

/** /recipe-suggestion (signed in): recipe ideas built around what is in the kitchen. */
export function RecipeSuggestionPage() {
  useDocumentTitle('Recipe Ideas');
  return (
    <Page className="space-y-8">
      <PageHeader title="Recipe Ideas" description="Tell us what is in your kitchen and get recipe ideas built around it." />
      <AiStatusGate>{() => <RecipeIdeasTool />}</AiStatusGate>
    </Page>
  );
}
