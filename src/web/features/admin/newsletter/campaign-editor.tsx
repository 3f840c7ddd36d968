import { useState } from 'react';
import { campaignInputSchema, type Campaign, type CampaignInput } from '../../../../contracts/newsletter-admin';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { isApiError } from '../../../lib/api';
import { toast } from '../../../lib/use-toast';
import { setServerErrors, useZodForm } from '../../../lib/zod-form';
import { useDeleteCampaign, useSaveCampaign, useSendCampaign } from './api';
import { SendTestForm } from './send-test-form';
import { useCampaignPreview } from './use-campaign-preview';

/**
 * A draft campaign (or a new one, `campaign` null): subject and Markdown beside the live preview,
 * save, delete, a test e-mail and the send to every active subscriber. Sending saves unsaved edits
 * first.
 */
export function CampaignEditor({ campaign, onSaved, onDeleted }: { campaign: Campaign | null; onSaved: (c: Campaign) => void; onDeleted: () => void }) {
  const [confirmSend, setConfirmSend] = useState(false);
  // The shared contract checks the draft here as the server does; messages stay until the next save.
  const form = useZodForm(campaignInputSchema, { defaultValues: { subject: campaign?.subject ?? '', markdown: campaign?.markdown ?? '' } });
  const { errors } = form.formState;
  const [subject, markdown] = form.watch(['subject', 'markdown']);
  const preview = useCampaignPreview(subject, markdown);
  const save = useSaveCampaign();
  const remove = useDeleteCampaign();
  const send = useSendCampaign();
  const dirty = !campaign || subject !== campaign.subject || markdown !== campaign.markdown;

  const store = async (input: CampaignInput): Promise<Campaign | null> => {
    try {
      const saved = await save.mutateAsync({ id: campaign?.id ?? null, input });
      form.clearErrors();
      return saved;
    } catch (err) {
      // The server's answer replaces the messages shown.
      form.clearErrors();
      setServerErrors(err, form.setError);
      toast({ title: 'The draft could not be saved', description: isApiError(err) ? err.message : 'Please try again.', variant: 'destructive' });
      return null;
    }
  };

  /** Checks and saves the draft; null when it is not saved (its messages then show). */
  const saveDraft = () =>
    new Promise<Campaign | null>((resolve) => {
      void form.handleSubmit(
        async (input) => resolve(await store(input)),
        () => resolve(null),
      )();
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{campaign ? 'Edit draft' : 'New campaign'}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-1.5">
          <Label htmlFor="campaign-subject">Subject</Label>
          <Input id="campaign-subject" {...form.register('subject')} maxLength={200} aria-invalid={errors.subject ? true : undefined} />
          {errors.subject ? <p className="text-sm text-destructive">{errors.subject.message}</p> : null}
        </div>
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor="campaign-markdown">Markdown</Label>
            <textarea
              id="campaign-markdown"
              {...form.register('markdown')}
              rows={18}
              spellCheck
              className="min-h-72 w-full rounded-xl border border-input bg-card px-3 py-2 font-mono text-sm shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              aria-invalid={errors.markdown ? true : undefined}
            />
            {errors.markdown ? <p className="text-sm text-destructive">{errors.markdown.message}</p> : null}
          </div>
          <section aria-label="Preview" className="grid gap-1.5">
            <span className="text-sm font-medium">Preview</span>
            <div
              data-testid="campaign-preview"
              className="min-h-72 overflow-auto rounded-xl border border-border bg-background px-4 py-3 text-sm leading-relaxed [&_a]:text-primary-text [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_h1]:mb-2 [&_h1]:text-2xl [&_h1]:font-bold [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:font-semibold [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mb-3 [&_ul]:list-disc [&_ul]:pl-6"
              // Rendered by the server's newsletter renderer, which escapes raw HTML and drops unsafe links.
              dangerouslySetInnerHTML={{ __html: preview.html }}
            />
            {preview.failed ? <p className="text-sm text-destructive">The preview could not be rendered.</p> : null}
          </section>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            disabled={save.isPending || !dirty}
            onClick={async () => {
              const saved = await saveDraft();
              if (saved) {
                toast({ title: 'Draft saved' });
                onSaved(saved);
              }
            }}
          >
            Save draft
          </Button>
          {campaign ? (
            <Button
              variant="ghost"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(campaign.id, {
                  onSuccess: () => {
                    toast({ title: 'Draft deleted' });
                    onDeleted();
                  },
                  onError: (err) => toast({ title: 'Could not delete', description: err.message, variant: 'destructive' }),
                })
              }
            >
              Delete draft
            </Button>
          ) : null}
        </div>
        {campaign ? (
          <div className="flex flex-wrap items-end gap-3 border-t border-border pt-4">
            <SendTestForm campaignId={campaign.id} beforeSend={async () => !dirty || (await saveDraft()) !== null} />
            <Button className="ml-auto" variant="secondary" onClick={() => setConfirmSend(true)}>
              Send to all subscribers
            </Button>
          </div>
        ) : null}
      </CardContent>
      {campaign ? (
        <Dialog open={confirmSend} onOpenChange={setConfirmSend}>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Send “{subject}” to every active subscriber?</DialogTitle>
              <DialogDescription>Once sending starts the campaign can no longer be changed.</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button variant="outline" onClick={() => setConfirmSend(false)}>
                Cancel
              </Button>
              <Button
                disabled={send.isPending}
                onClick={async () => {
                  if (dirty && !(await saveDraft())) return;
                  send.mutate(campaign.id, {
                    onSuccess: () => {
                      setConfirmSend(false);
                      toast({ title: 'Sending started' });
                    },
                    onError: (err) => {
                      setConfirmSend(false);
                      toast({ title: 'The campaign was not sent', description: err.message, variant: 'destructive' });
                    },
                  });
                }}
              >
                Send now
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      ) : null}
    </Card>
  );
}
