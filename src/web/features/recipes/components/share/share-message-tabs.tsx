import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Copy, Mail, Send } from 'lucide-react';
import type { ShareTexts } from '../../../../../domain/social-text';
import { Button } from '../../../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../../components/ui/tabs';
import { toast } from '../../../../lib/use-toast';
import { copyToClipboard, openSharePopup } from './share-browser';
import { emailMessage, shareLink, type ShareNetwork } from './share-links';

interface Channel {
  value: keyof ShareTexts;
  /** The tab name, also used in the copy toast. */
  name: string;
  /** Networks with a Share button (SPEC: facebook, twitter, whatsapp, linkedin, email). */
  network?: ShareNetwork;
}

/** SPEC order of the 'Customize your message' tabs. */
export const SHARE_CHANNELS: readonly Channel[] = [
  { value: 'email', name: 'Email', network: 'email' },
  { value: 'facebook', name: 'Facebook', network: 'facebook' },
  { value: 'instagram', name: 'Instagram' },
  { value: 'pinterest', name: 'Pinterest' },
  { value: 'twitter', name: 'X (Twitter)', network: 'twitter' },
  { value: 'whatsapp', name: 'WhatsApp', network: 'whatsapp' },
  { value: 'sms', name: 'Text/SMS' },
  { value: 'linkedin', name: 'LinkedIn', network: 'linkedin' },
];

export interface ShareMessageTabsProps {
  texts: ShareTexts;
  url: string;
  title: string;
}

/**
 * Whether a row that scrolls sideways has more to either side: on a phone the tab row is wider than
 * the dialog, and a fading edge says so where a cut-off tab alone did not (issue 21).
 */
function useScrollEdges() {
  const ref = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ before: false, after: false });
  const measure = useCallback(() => {
    const row = ref.current;
    if (!row) return;
    const before = row.scrollLeft > 1;
    const after = row.scrollLeft + row.clientWidth < row.scrollWidth - 1;
    setEdges((now) => (now.before === before && now.after === after ? now : { before, after }));
  }, []);
  useEffect(() => {
    measure();
    const row = ref.current;
    if (!row || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    return () => observer.disconnect();
  }, [measure]);
  return { ref, edges, measure };
}

const fade = 'pointer-events-none absolute inset-y-0 w-10 rounded-xl from-muted to-transparent sm:hidden';

/** One read-only message per channel, each with Copy and, for the big networks, Share. */
export function ShareMessageTabs({ texts, url, title }: ShareMessageTabsProps) {
  const { ref, edges, measure } = useScrollEdges();
  return (
    <Tabs defaultValue="email" className="space-y-1">
      {/* One swipeable row on phones, its edges fading where there is more; wrapped rows above. */}
      <div className="relative">
        <TabsList
          ref={ref}
          onScroll={measure}
          aria-label="Message for"
          className="flex w-full flex-nowrap justify-start overflow-x-auto overscroll-x-contain scroll-px-1 [scrollbar-width:thin] sm:flex-wrap sm:overflow-visible"
        >
          {SHARE_CHANNELS.map((channel) => (
            <TabsTrigger key={channel.value} value={channel.value} className="shrink-0 px-2.5 sm:px-3">
              {channel.name}
            </TabsTrigger>
          ))}
        </TabsList>
        {edges.before ? <span aria-hidden="true" data-testid="tabs-more-before" className={`${fade} left-0 bg-gradient-to-r`} /> : null}
        {edges.after ? <span aria-hidden="true" data-testid="tabs-more-after" className={`${fade} right-0 bg-gradient-to-l`} /> : null}
      </div>
      {SHARE_CHANNELS.map((channel) => (
        <ChannelPanel key={channel.value} channel={channel} texts={texts} url={url} title={title} />
      ))}
    </Tabs>
  );
}

function ChannelPanel({ channel, texts, url, title }: { channel: Channel } & ShareMessageTabsProps) {
  const textareaId = useId();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const message = channel.value === 'email' ? emailMessage(texts.email) : texts[channel.value];

  const handleCopy = async () => {
    try {
      await copyToClipboard(message);
      toast({ title: 'Copied to clipboard!', description: `${channel.name} content is ready to paste` });
    } catch {
      toast({
        variant: 'destructive',
        title: 'Copy failed',
        description: 'Please try selecting and copying manually',
      });
      // Help the manual copy: the whole message selected.
      textareaRef.current?.focus();
      textareaRef.current?.select();
    }
  };

  const network = channel.network;
  const shareLabel = network === 'email' ? 'Share by Email' : `Share on ${channel.name}`;

  return (
    <TabsContent value={channel.value} className="space-y-3">
      <label htmlFor={textareaId} className="sr-only">
        {channel.name} message
      </label>
      <textarea
        id={textareaId}
        ref={textareaRef}
        readOnly
        value={message}
        rows={6}
        className="block max-h-72 min-h-24 w-full resize-y rounded-xl field-sizing-content border border-border bg-muted/40 px-3.5 py-3 font-sans text-sm leading-relaxed text-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none"
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" size="sm" onClick={handleCopy} aria-label={`Copy ${channel.name} message`}>
          <Copy aria-hidden="true" />
          Copy
        </Button>
        {network === 'email' ? (
          <Button asChild size="sm">
            <a
              href={shareLink('email', { url, title, subject: texts.email.subject, body: texts.email.body })}
              aria-label={shareLabel}
            >
              <Mail aria-hidden="true" />
              Share
            </a>
          </Button>
        ) : network ? (
          <Button size="sm" onClick={() => openSharePopup(shareLink(network, { url, title, text: message }))} aria-label={shareLabel}>
            <Send aria-hidden="true" />
            Share
          </Button>
        ) : null}
      </div>
    </TabsContent>
  );
}
