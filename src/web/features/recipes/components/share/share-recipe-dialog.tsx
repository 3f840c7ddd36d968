import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Check, ChevronDown, Link as LinkIcon, Mail, Share2 } from 'lucide-react';
import type { Recipe } from '../../../../../contracts/recipe';
import { buildShareTexts } from '../../../../../domain/social-text';
import { Button } from '../../../../components/ui/button';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '../../../../components/ui/collapsible';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../../components/ui/dialog';
import { FacebookIcon, LinkedInIcon, WhatsAppIcon, XIcon } from '../../../../components/ui/social-icons';
import { toast } from '../../../../lib/use-toast';
import { cn } from '../../../../lib/utils';
import { useSiteSettings } from '../../../settings';
import { RecipeImage } from '../recipe-image';
import { canShareNatively, copyToClipboard, isShareCancelled, openSharePopup } from './share-browser';
import { COPY_CONFIRMATION_MS, recipeShareUrl, shareLink, type ShareNetwork } from './share-links';
import { ShareMessageTabs } from './share-message-tabs';
import { useReturnFocus } from '../../../../lib/use-return-focus';

export interface ShareRecipeDialogProps {
  recipe: Recipe;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Share Recipe: {title}': preview, native share, network buttons, copy link, custom messages. */
export function ShareRecipeDialog({ recipe, open, onOpenChange }: ShareRecipeDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="gap-5 sm:max-w-xl" {...returnFocus}>
        <DialogHeader>
          <DialogTitle className="text-balance">Share Recipe: {recipe.title}</DialogTitle>
          <DialogDescription>Send this recipe to friends and family, or copy its link.</DialogDescription>
        </DialogHeader>
        <ShareDialogBody recipe={recipe} />
      </DialogContent>
    </Dialog>
  );
}

/** Mounted only while the dialog is open, so every opening starts fresh. */
function ShareDialogBody({ recipe }: { recipe: Recipe }) {
  const { siteName } = useSiteSettings();
  const url = recipeShareUrl(window.location.origin, recipe.id);
  const texts = useMemo(
    () =>
      buildShareTexts({
        title: recipe.title,
        description: recipe.description,
        url,
        tags: recipe.tags,
        categories: recipe.categories,
        siteName,
      }),
    [recipe.title, recipe.description, recipe.tags, recipe.categories, url, siteName],
  );
  const [nativeShare] = useState(canShareNatively);
  const copied = useCopiedFlag();

  const handleNativeShare = async () => {
    try {
      await navigator.share({ title: recipe.title, text: recipe.description ?? recipe.title, url });
      toast({ title: 'Shared successfully!', description: "Recipe shared using your device's sharing options" });
    } catch (error) {
      if (isShareCancelled(error)) return;
      toast({ variant: 'destructive', title: 'Sharing failed', description: 'Please try copying the link instead' });
    }
  };

  const handleCopyLink = async () => {
    try {
      await copyToClipboard(url);
      copied.show();
    } catch {
      toast({ variant: 'destructive', title: 'Copy failed', description: 'Please try selecting and copying manually' });
    }
  };

  const popup = (network: Exclude<ShareNetwork, 'email'>) => () =>
    openSharePopup(shareLink(network, { url, title: recipe.title }));

  return (
    <div className="grid min-w-0 gap-5">
      <SharePreview recipe={recipe} siteName={siteName} url={url} />

      {nativeShare ? (
        <Button size="lg" className="w-full" onClick={handleNativeShare}>
          <Share2 aria-hidden="true" />
          Quick Share
        </Button>
      ) : null}

      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3" role="group" aria-label="Share on">
        <NetworkButton label="Facebook" action="Share on Facebook" icon={<FacebookIcon />} onClick={popup('facebook')} />
        <NetworkButton label="Twitter" action="Share on Twitter" icon={<XIcon />} onClick={popup('twitter')} />
        <NetworkButton label="WhatsApp" action="Share on WhatsApp" icon={<WhatsAppIcon />} onClick={popup('whatsapp')} />
        <NetworkButton label="LinkedIn" action="Share on LinkedIn" icon={<LinkedInIcon />} onClick={popup('linkedin')} />
        <Button asChild variant="outline" className="w-full justify-start">
          <a
            href={shareLink('email', {
              url,
              title: recipe.title,
              subject: texts.email.subject,
              body: texts.email.body,
            })}
            aria-label="Share by Email"
          >
            <Mail aria-hidden="true" />
            Email
          </a>
        </Button>
        <Button
          variant="outline"
          className={cn('w-full justify-start', copied.visible && 'border-primary text-primary-text')}
          onClick={handleCopyLink}
        >
          {copied.visible ? <Check aria-hidden="true" /> : <LinkIcon aria-hidden="true" />}
          {copied.visible ? 'Copied!' : 'Copy Link'}
        </Button>
      </div>
      <p role="status" className="sr-only">
        {copied.visible ? 'Link copied to clipboard' : ''}
      </p>

      <Collapsible className="min-w-0 rounded-xl border border-border">
        <CollapsibleTrigger asChild>
          <Button
            variant="ghost"
            className="group h-11 w-full justify-between rounded-xl px-4 data-[state=open]:rounded-b-none"
          >
            Customize your message
            <ChevronDown aria-hidden="true" className="transition-transform group-data-[state=open]:rotate-180" />
          </Button>
        </CollapsibleTrigger>
        <CollapsibleContent className="border-t border-border p-3 sm:p-4">
          <ShareMessageTabs texts={texts} url={url} title={recipe.title} />
        </CollapsibleContent>
      </Collapsible>
    </div>
  );
}

function NetworkButton({
  label,
  action,
  icon,
  onClick,
}: {
  label: string;
  action: string;
  icon: ReactNode;
  onClick: () => void;
}) {
  return (
    <Button variant="outline" className="w-full justify-start" onClick={onClick} aria-label={action}>
      {icon}
      {label}
    </Button>
  );
}

function SharePreview({ recipe, siteName, url }: { recipe: Recipe; siteName: string; url: string }) {
  const host = safeHost(url);
  return (
    <div className="flex gap-3 rounded-xl border border-border bg-muted/40 p-3 sm:gap-4">
      <RecipeImage
        src={recipe.featuredImage}
        alt=""
        loading="eager"
        sizes="96px"
        className="size-20 shrink-0 rounded-lg sm:size-24"
      />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="line-clamp-2 font-semibold leading-snug">{recipe.title}</p>
        {recipe.description ? (
          <p className="line-clamp-2 text-sm leading-snug text-muted-foreground">{recipe.description}</p>
        ) : null}
        <p className="truncate text-xs font-medium tracking-wide text-muted-foreground uppercase">
          {siteName}
          {host ? <span className="normal-case"> · {host}</span> : null}
        </p>
      </div>
    </div>
  );
}

function safeHost(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/** 'Copied!' for COPY_CONFIRMATION_MS, restarted by every copy, cleared on unmount. */
function useCopiedFlag() {
  const [visible, setVisible] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return {
    visible,
    show() {
      window.clearTimeout(timer.current);
      setVisible(true);
      timer.current = window.setTimeout(() => setVisible(false), COPY_CONFIRMATION_MS);
    },
  };
}
