import { useEffect, useId, useRef, useState } from 'react';
import { ImageUp, Sprout, X } from 'lucide-react';
import { SOCIAL_NETWORKS, siteSettingsInputSchema, type PublicSiteSettings } from '../../../../../contracts/settings';
import type { SocialNetwork } from '../../../../../contracts/constants';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Spinner } from '../../../../components/ui/spinner';
import { bodyMessage } from '../../../../lib/field-errors';
import { resolveLogoUrl } from '../../../../lib/format';
import { toast } from '../../../../lib/use-toast';
import { setServerErrors, useZodForm } from '../../../../lib/zod-form';
import { useAdminSiteSettings, useSaveSiteSettings, useUploadSiteAsset } from '../api/settings-api';
import { ColorInput, Field, SettingsLoaded, SettingsPage, SettingsSection } from '../components/form-pieces';

const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

type Form = { siteName: string; logoUrl: string; faviconUrl: string; themeColor: string; socialLinks: Record<SocialNetwork, string> };

const NETWORKS = Object.keys(SOCIAL_NETWORKS) as SocialNetwork[];
const PLACEHOLDERS: Record<SocialNetwork, string> = {
  instagram: 'https://www.instagram.com/yourkitchen',
  facebook: 'https://www.facebook.com/yourkitchen',
  x: 'https://x.com/yourkitchen',
  youtube: 'https://www.youtube.com/@yourkitchen',
};

const toForm = (s: PublicSiteSettings): Form => ({
  siteName: s.siteName,
  logoUrl: s.logoUrl ?? '',
  faviconUrl: s.faviconUrl ?? '',
  themeColor: s.themeColor,
  socialLinks: Object.fromEntries(NETWORKS.map((network) => [network, s.socialLinks[network] ?? ''])) as Form['socialLinks'],
});

/** The upload button of a logo or favicon: checks type and size here, the server checks the bytes. */
function UploadButton({ kind, onUploaded }: { kind: 'logo' | 'favicon'; onUploaded: (url: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadSiteAsset(kind);
  const label = kind === 'logo' ? 'Upload logo' : 'Upload favicon';

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast({ variant: 'destructive', title: 'Invalid file type', description: 'Please upload an image file (JPEG, PNG, etc.)' });
      return;
    }
    if (file.size > MAX_UPLOAD_BYTES) {
      toast({ variant: 'destructive', title: 'File too large', description: 'Please upload an image smaller than 5MB' });
      return;
    }
    upload.mutate(file, {
      onSuccess: (answer) => {
        onUploaded(answer.url);
        toast({ title: kind === 'logo' ? 'Logo uploaded' : 'Favicon uploaded', description: 'Save the settings to use it on the site.' });
      },
      onError: (error) => toast({ variant: 'destructive', title: 'Upload Failed', description: bodyMessage(error) ?? 'The image could not be uploaded' }),
    });
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
        className="sr-only"
        tabIndex={-1}
        aria-label={label}
        data-testid={`${kind}-file`}
        onChange={(event) => {
          choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <Button type="button" variant="outline" onClick={() => input.current?.click()} disabled={upload.isPending}>
        {upload.isPending ? <Spinner label="Uploading" /> : <ImageUp aria-hidden="true" />}
        {upload.isPending ? 'Uploading...' : label}
      </Button>
    </>
  );
}

/** The navigation bar's brand as it will look: the logo (max 200 px wide) or the name with the icon. */
function BrandPreview({ form }: { form: Form }) {
  const logo = resolveLogoUrl(form.logoUrl || null);
  const [failed, setFailed] = useState<string | null>(null);
  const showLogo = logo !== null && failed !== logo;
  const favicon = resolveLogoUrl(form.faviconUrl || null);
  return (
    <div className="space-y-3" aria-label="Preview">
      <p className="text-sm font-medium">Preview</p>
      <div className="flex items-center justify-between gap-3 rounded-2xl border border-border bg-background px-4 py-3 shadow-sm">
        <div className="flex min-w-0 items-center gap-2 text-lg font-bold tracking-tight">
          {showLogo ? (
            <img src={logo} alt={form.siteName || 'Logo'} className="h-9 w-auto max-w-[200px] object-contain" onError={() => setFailed(logo)} />
          ) : (
            <>
              <span className="flex size-9 shrink-0 items-center justify-center rounded-xl text-white" style={{ backgroundColor: form.themeColor }}>
                <Sprout aria-hidden="true" className="size-5" />
              </span>
              <span className="truncate">{form.siteName || 'Site name'}</span>
            </>
          )}
        </div>
        <span className="hidden text-sm text-muted-foreground sm:inline">Recipes · Nutrition Calculator</span>
      </div>
      {logo !== null && failed === logo ? (
        <p className="text-sm text-destructive">The logo could not be loaded; the site shows the name and icon instead.</p>
      ) : null}
      <div className="flex items-center gap-3 text-sm text-muted-foreground">
        <span className="flex h-9 max-w-64 items-center gap-2 rounded-t-xl border border-b-0 border-border bg-card px-3">
          {favicon ? <img src={favicon} alt="" className="size-4" /> : <Sprout aria-hidden="true" className="size-4 text-primary-text" />}
          <span className="truncate">{form.siteName || 'Site name'}</span>
        </span>
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="size-4 rounded-full border border-border" style={{ backgroundColor: form.themeColor }} />
          Browser theme colour
        </span>
      </div>
    </div>
  );
}

function GeneralForm({ initial }: { initial: PublicSiteSettings }) {
  const id = useId();
  // An edited field's message goes as it changes; the others wait for the next save.
  const form = useZodForm(siteSettingsInputSchema, { defaultValues: toForm(initial), onEdit: 'clear' });
  const values = form.watch() as Form;
  const errors = form.formState.errors;
  const save = useSaveSiteSettings();
  // Fresh settings from the server replace the entries; messages stay until the next save.
  useEffect(() => form.reset(toForm(initial), { keepErrors: true }), [form, initial]);

  const set = (field: Exclude<keyof Form, 'socialLinks'>) => (value: string) => {
    form.setValue(field, value);
    form.clearErrors(field);
  };

  // The entries go as typed (the server trims them itself), once the shared schema accepts them.
  const submit = form.handleSubmit(() =>
    save.mutate(form.getValues(), {
      onSuccess: () => toast({ title: 'Settings saved', description: 'The site shows the new name, logo and colours now.' }),
      onError: (error) => {
        setServerErrors(error, form.setError);
        toast({ variant: 'destructive', title: 'Saving failed', description: bodyMessage(error) ?? 'The settings could not be saved' });
      },
    }),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-6">
      <SettingsSection title="Site identity" description="Shown in the navigation bar, the browser tab and every page title.">
        <Field id={`${id}-name`} label="Site name" hint="1 to 60 characters. Used wherever the site names itself." error={errors.siteName?.message}>
          <Input {...form.register('siteName')} maxLength={60} required />
        </Field>

        <Field
          id={`${id}-logo`}
          label="Logo"
          hint="Upload an image (kept at most 400 px wide), or enter an https:// address or a path starting with /public/ (served from the site root). Leave empty to show the name."
          error={errors.logoUrl?.message}
        >
          <Input {...form.register('logoUrl')} placeholder="https://… or /public/logo.png" />
        </Field>
        <div className="flex flex-wrap gap-2">
          <UploadButton kind="logo" onUploaded={set('logoUrl')} />
          {values.logoUrl ? (
            <Button type="button" variant="ghost" onClick={() => set('logoUrl')('')}>
              <X aria-hidden="true" /> Remove logo
            </Button>
          ) : null}
        </div>

        <Field
          id={`${id}-favicon`}
          label="Favicon"
          hint="The small icon in browser tabs. Uploads are kept as 32 px and 192 px squares."
          error={errors.faviconUrl?.message}
        >
          <Input {...form.register('faviconUrl')} placeholder="https://… or /public/favicon.png" />
        </Field>
        <div className="flex flex-wrap gap-2">
          <UploadButton kind="favicon" onUploaded={set('faviconUrl')} />
          {values.faviconUrl ? (
            <Button type="button" variant="ghost" onClick={() => set('faviconUrl')('')}>
              <X aria-hidden="true" /> Remove favicon
            </Button>
          ) : null}
        </div>

        <Field id={`${id}-theme`} label="Theme colour" hint="Colours the browser's address bar on phones and the installed app's title bar." error={errors.themeColor?.message}>
          <ColorInput label="Theme colour" value={values.themeColor} onChange={set('themeColor')} />
        </Field>

        <BrandPreview form={values} />
      </SettingsSection>

      <SettingsSection title="Social links" description="The site's own pages, linked from the footer. A network left empty has no link.">
        {NETWORKS.map((network) => (
          <Field key={network} id={`${id}-${network}`} label={SOCIAL_NETWORKS[network]} error={errors.socialLinks?.[network]?.message}>
            <Input {...form.register(`socialLinks.${network}`)} type="url" inputMode="url" placeholder={PLACEHOLDERS[network]} />
          </Field>
        ))}
      </SettingsSection>

      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
        <Button type="button" variant="outline" onClick={() => form.reset(toForm(initial))} disabled={save.isPending}>
          Discard changes
        </Button>
      </div>
    </form>
  );
}

/** /admin/settings/general: site name, logo, favicon and theme colour. */
export function GeneralSettingsPage() {
  const settings = useAdminSiteSettings();
  return (
    <SettingsPage title="General Settings" description="Site name, logo, favicon and theme colour.">
      <SettingsLoaded query={settings} what="The settings">
        {(data) => (
          <GeneralForm initial={data} />
        )}
      </SettingsLoaded>
    </SettingsPage>
  );
}
