import { useEffect, useRef, useState, type Ref } from 'react';
import { useIsMutating } from '@tanstack/react-query';
import type { IdeaSet, RecipeIdeasRequest } from '../../../../contracts/ai';
import { Page, PageHeader } from '../../../components/ui/page';
import { useDocumentTitle } from '../../settings';
import { setServerErrors, useZodForm } from '../../../lib/zod-form';
import { useAuth } from '../../auth';
import { IDEAS_URL, useDeleteIdeaSet, useExpandIdea, useIdeaSet, useIdeaSets, useRecipeIdeas } from '../api/ai';
import { AiErrorAlert } from '../components/ai-error-alert';
import { AiStatusGate } from '../components/ai-status-gate';
import { DraftView, DraftViewSkeleton } from '../components/draft-view';
import { HistoryList, NotInHistory } from '../components/history-list';
import { IdeaCard, IdeaCardSkeleton } from '../components/idea-card';
import { IdeasFormView } from '../components/ideas-form';
import { SaveDraft } from '../components/save-draft';
import { Thinking } from '../components/thinking';
import { aiFieldKey, describeAiError } from '../lib/ai-errors';
import { creditsText } from '../lib/format-draft';
import { dietsFromProfile, EMPTY_IDEAS_FORM, ideasFormSchema, type IdeasForm } from '../lib/ideas-form';
import { useFocusWhenShown, useOpenedResult } from '../lib/use-kept-result';

const PANEL_ID = 'idea-full-recipe';
const IDEA_SKELETONS = 3;

/** The address of the set on the screen (?set=id), so a reload or a link back shows it again. */
const SET_PARAM = 'set';

/**
 * The ideas of one paid set, and the one shown in full (expanding is free: the set is paid for).
 * The set and its expansions are the kept ones, so a reopened set shows what was written before.
 */
function IdeasResult({ set, paid, headingRef }: { set: IdeaSet; paid?: { credits: number; balance: number } | undefined; headingRef?: Ref<HTMLHeadingElement> }) {
  const [shown, setShown] = useState<number | null>(null);
  const expand = useExpandIdea();
  const panelHeading = useRef<HTMLHeadingElement>(null);
  const pendingIndex = expand.isPending ? expand.variables.index : null;
  const expanded = set.expansions;

  useEffect(() => {
    if (shown !== null && expanded[String(shown)]) panelHeading.current?.focus();
  }, [shown, expanded]);

  const show = (index: number) => {
    if (expanded[String(index)]) {
      setShown(index);
      return;
    }
    expand.mutate({ setId: set.setId, index }, { onSuccess: () => setShown(index) });
  };

  const full = shown !== null ? expanded[String(shown)] : undefined;
  return (
    <section aria-labelledby="ideas-title" data-testid="ideas-result" className="space-y-6">
      <div className="space-y-1">
        <h2 id="ideas-title" ref={headingRef} tabIndex={-1} className="text-2xl font-semibold tracking-tight focus:outline-none">
          Ideas for you
        </h2>
        <p className="text-sm text-muted-foreground">
          {paid ? `${creditsText(paid.credits)} used · ${creditsText(paid.balance)} left. ` : 'Kept in your history. '}
          Opening any of these as a full recipe costs nothing more.
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

/** A kept set, from the cache when it was made on this visit, else from the server. */
function KeptSet({ setId, paid, focus, onFocused }: { setId: string; paid?: { credits: number; balance: number } | undefined; focus: boolean; onFocused: () => void }) {
  const kept = useIdeaSet(setId);
  const heading = useFocusWhenShown(focus, kept.data !== undefined, onFocused);

  if (kept.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: IDEA_SKELETONS }, (_, i) => (
          <IdeaCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (kept.isError) {
    return <NotInHistory>These ideas are not in your history: they may have been deleted.</NotInHistory>;
  }
  return <IdeasResult set={kept.data} paid={paid} headingRef={heading} />;
}

function RecipeIdeasTool() {
  const { user } = useAuth();
  const [profileDiets] = useState(() => dietsFromProfile(user?.dietary_preferences));
  // Messages stay until the next Get ideas (the kit's default).
  const form = useZodForm(ideasFormSchema, { defaultValues: { ...EMPTY_IDEAS_FORM, diet: profileDiets }, shouldFocusError: false });
  const ideas = useRecipeIdeas();
  const { openId, focus, open, arrived, focused } = useOpenedResult(SET_PARAM, ideas.reset);
  const history = useIdeaSets();
  const remove = useDeleteIdeaSet();
  // A set asked for before the member left the screen and came back.
  const running = useIsMutating({ mutationKey: [IDEAS_URL] }) > (ideas.isPending ? 1 : 0);

  const onSubmit = (request: RecipeIdeasRequest) => {
    ideas.mutate(request, {
      onSuccess: (set) => arrived(set.setId),
      // A 400's field messages go under the fields the screen names them by ('ingredients.2' → ingredients).
      onError: (failure) => setServerErrors(failure, form.setError, { field: (name) => aiFieldKey(name) as keyof IdeasForm }),
    });
  };

  return (
    <div className="space-y-10">
      <IdeasFormView form={form} profileDiets={profileDiets} pending={ideas.isPending} onSubmit={onSubmit} />
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
      ) : openId ? (
        <KeptSet
          key={openId}
          setId={openId}
          paid={ideas.data?.setId === openId ? ideas.data : undefined}
          focus={focus}
          onFocused={focused}
        />
      ) : null}

      <HistoryList
        id="ideas-history"
        title="Your earlier ideas"
        items={history.data?.sets.map((set) => ({
          id: set.setId,
          title: set.titles.join(' · '),
          detail: `From ${set.ingredients.join(', ')}`,
          createdAt: set.createdAt,
        }))}
        loading={history.isPending}
        failed={history.isError}
        openId={openId}
        onOpen={open}
        remove={(setId) => remove.mutateAsync(setId)}
        onDeleted={(setId) => {
          if (setId === openId) open(null);
        }}
        running={running}
      />
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
