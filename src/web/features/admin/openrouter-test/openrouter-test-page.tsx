import { useId } from 'react';
import { Send, Settings } from 'lucide-react';
import { Link } from '../../../lib/router';
import { PROVIDER_TEST_PROMPT_MAX } from '../../../../contracts/settings';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page';
import { Spinner } from '../../../components/ui/spinner';
import { bodyMessage } from '../../../lib/field-errors';
import { useDocumentTitle } from '../../settings';
import { useZodForm } from '../../../lib/zod-form';
import { useAiProviderSettings, useProviderTest } from '../settings/api/settings-api';
import { Field, Textarea } from '../settings/components/form-pieces';
import { promptFormSchema } from './prompt-form-schema';

const DEFAULT_PROMPT = 'Suggest one quick, healthy breakfast in one sentence.';

/** /admin/openrouter-test: sends a prompt to the AI provider in force and shows the answer, model and latency. */
export function OpenRouterTestPage() {
  useDocumentTitle('AI Model Test · Admin');
  const id = useId();
  // The message goes as the prompt is edited; the prompt is sent as typed.
  const form = useZodForm(promptFormSchema, { defaultValues: { prompt: DEFAULT_PROMPT }, onEdit: 'clear' });
  const settings = useAiProviderSettings();
  const test = useProviderTest();

  const submit = form.handleSubmit(({ prompt }) => test.mutate(prompt));

  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow="Admin"
        title="AI Model Test"
        description="Send a prompt to the configured AI provider and see its answer and how long it took. Tests are not charged and are recorded in AI timing as provider_test."
      />
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        {settings.data ? (
          settings.data.source === 'none' ? (
            <span>No AI provider is configured yet.</span>
          ) : (
            <span>
              Provider: <code className="font-mono text-foreground">{settings.data.source === 'environment' ? 'set by the server environment' : settings.data.baseUrl}</code>
              {settings.data.source === 'settings' ? <> · model <code className="font-mono text-foreground">{settings.data.textModel}</code></> : null}
            </span>
          )
        ) : null}
        <Button asChild variant="link" size="sm" className="h-auto px-0">
          <Link to="/admin/settings/api"><Settings aria-hidden="true" /> AI provider settings</Link>
        </Button>
      </p>

      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <Field id={`${id}-prompt`} label="Prompt" hint={`At most ${PROVIDER_TEST_PROMPT_MAX} characters.`} error={form.formState.errors.prompt?.message}>
          <Textarea {...form.register('prompt')} maxLength={PROVIDER_TEST_PROMPT_MAX} />
        </Field>
        <Button type="submit" disabled={test.isPending}>
          {test.isPending ? <Spinner label="Waiting for the answer" /> : <Send aria-hidden="true" />}
          {test.isPending ? 'Sending...' : 'Send'}
        </Button>
      </form>

      <div aria-live="polite">
        {test.isError ? (
          <Card className="border-destructive/40">
            <CardHeader><CardTitle className="text-destructive">The test failed</CardTitle></CardHeader>
            <CardContent><p role="alert">{bodyMessage(test.error) ?? test.error.message}</p></CardContent>
          </Card>
        ) : test.data ? (
          <Card>
            <CardHeader>
              <CardTitle>Answer</CardTitle>
              <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted-foreground">
                <div className="flex gap-1"><dt>Model:</dt><dd className="font-mono text-foreground" data-testid="test-model">{test.data.model}</dd></div>
                <div className="flex gap-1"><dt>Latency:</dt><dd className="text-foreground" data-testid="test-latency">{test.data.ms.toLocaleString()} ms</dd></div>
              </dl>
            </CardHeader>
            <CardContent><p className="whitespace-pre-wrap" data-testid="test-answer">{test.data.answer}</p></CardContent>
          </Card>
        ) : null}
      </div>
    </div>
  );
}
