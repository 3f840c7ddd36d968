import { useEffect, useId, type CSSProperties } from 'react';
import { Heart, RotateCcw } from 'lucide-react';
import { z } from 'zod';
import { DEFAULT_THEME } from '../../../../../contracts/constants';
import type { ThemeSettings } from '../../../../../contracts/settings';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { bodyMessage } from '../../../../lib/field-errors';
import { toast } from '../../../../lib/use-toast';
import { setServerErrors, useZodForm } from '../../../../lib/zod-form';
import { useAdminTheme, useSaveTheme } from '../api/settings-api';
import { ColorInput, Field, HEX_COLOR, SettingsLoaded, SettingsPage, SettingsSection } from '../components/form-pieces';

const COLORS = [
  { field: 'primaryColor', label: 'Primary colour', hint: 'Buttons, links, focus rings and highlights.' },
  { field: 'secondaryColor', label: 'Secondary colour', hint: 'Secondary buttons, tag pills and soft backgrounds.' },
  { field: 'accentColor', label: 'Accent colour', hint: 'Warnings, errors and the Admin badge.' },
] as const;
type ColorField = (typeof COLORS)[number]['field'];

/**
 * The chosen colours, scoped to the preview: index.css makes every brand token again on an
 * element marked data-theme-scope, in light and dark mode alike.
 */
function previewTokens(theme: ThemeSettings): CSSProperties {
  return {
    '--brand-primary': theme.primaryColor,
    '--brand-secondary': theme.secondaryColor,
    '--brand-accent': theme.accentColor,
  } as CSSProperties;
}

/** Buttons, a card, links and badges in the chosen colours, before anything is saved. */
function ThemePreview({ theme }: { theme: ThemeSettings }) {
  return (
    <div data-testid="theme-preview" data-theme-scope style={previewTokens(theme)} className="space-y-4 rounded-2xl border border-border bg-background p-4 sm:p-6">
      <div className="flex flex-wrap gap-2">
        <Button>Primary button</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="outline">Outline</Button>
        <Button variant="destructive">Delete</Button>
      </div>
      <Card className="overflow-hidden">
        <div className="aspect-[16/7] bg-secondary-soft" aria-hidden="true" />
        <CardHeader>
          <div className="flex flex-wrap gap-2">
            <Badge>Breakfast</Badge>
            <Badge variant="secondary">vegetarian</Badge>
          </div>
          <CardTitle>Overnight oats with berries</CardTitle>
          <CardDescription>
            By <a href="#preview" onClick={(e) => e.preventDefault()} className="font-medium text-primary-text underline-offset-4 hover:underline">sam</a>{' '}
            · 10 min · 320 kcal
          </CardDescription>
        </CardHeader>
        <CardContent className="flex items-center justify-between gap-3">
          <Button size="sm" variant="link" className="px-0">View recipe</Button>
          <span className="flex items-center gap-1 text-sm font-medium text-accent">
            <Heart aria-hidden="true" className="size-4 fill-current" /> Saved
          </span>
        </CardContent>
      </Card>
      <p className="text-sm">
        A paragraph with <a href="#preview" onClick={(e) => e.preventDefault()} className="font-medium text-primary-text underline underline-offset-4">a link</a>{' '}
        and a <span className="rounded-full bg-primary-soft px-2 py-0.5 text-primary-text">highlighted</span> word.
      </p>
    </div>
  );
}

/** The theme contract's colours, each wrong one named in the form's words. */
const appearanceFormSchema = z.object(
  Object.fromEntries(COLORS.map(({ field, label }) => [field, z.string().regex(HEX_COLOR, `${label} must be a colour like #3d7068`)])) as Record<
    ColorField,
    z.ZodString
  >,
);

function AppearanceForm({ initial }: { initial: ThemeSettings }) {
  const id = useId();
  // An edited colour's message goes as it changes; the others wait for the next save.
  const form = useZodForm(appearanceFormSchema, { defaultValues: initial, onEdit: 'clear' });
  const theme = form.watch();
  const { errors } = form.formState;
  const save = useSaveTheme();
  // Fresh colours from the server replace the entries; messages stay until the next save.
  useEffect(() => form.reset(initial, { keepErrors: true }), [form, initial]);

  const shown: ThemeSettings = {
    primaryColor: HEX_COLOR.test(theme.primaryColor) ? theme.primaryColor : initial.primaryColor,
    secondaryColor: HEX_COLOR.test(theme.secondaryColor) ? theme.secondaryColor : initial.secondaryColor,
    accentColor: HEX_COLOR.test(theme.accentColor) ? theme.accentColor : initial.accentColor,
  };
  const changed = COLORS.some(({ field }) => theme[field].toLowerCase() !== initial[field].toLowerCase());

  const set = (field: ColorField) => (value: string) => {
    form.setValue(field, value);
    form.clearErrors(field);
  };

  const submit = form.handleSubmit((colours) =>
    save.mutate(colours, {
      onSuccess: () => toast({ title: 'Colours saved', description: 'The whole site uses the new colours now.' }),
      onError: (error) => {
        setServerErrors(error, form.setError);
        toast({ variant: 'destructive', title: 'Saving failed', description: bodyMessage(error) ?? 'The colours could not be saved' });
      },
    }),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-6 xl:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <SettingsSection title="Colours" description="Pick a colour or type its hex code. The preview follows as you go; the site changes when you save.">
        {COLORS.map(({ field, label, hint }) => (
          <Field key={field} id={`${id}-${field}`} label={label} hint={hint} error={errors[field]?.message}>
            <ColorInput label={label} value={theme[field]} onChange={set(field)} />
          </Field>
        ))}
        <div className="flex flex-wrap gap-3 pt-2">
          <Button type="submit" disabled={save.isPending || !changed}>
            {save.isPending ? 'Saving...' : 'Save Colours'}
          </Button>
          <Button type="button" variant="outline" onClick={() => { for (const { field } of COLORS) set(field)(DEFAULT_THEME[field]); }}>
            <RotateCcw aria-hidden="true" /> Default colours
          </Button>
        </div>
        {changed ? <p className="text-sm text-muted-foreground">Unsaved changes: only the preview shows them.</p> : null}
      </SettingsSection>
      <SettingsSection title="Live preview" description="How buttons, cards and links look with these colours.">
        <ThemePreview theme={shown} />
      </SettingsSection>
    </form>
  );
}

/** /admin/settings/appearance: the three brand colours with a live preview. */
export function AppearanceSettingsPage() {
  const settings = useAdminTheme();
  return (
    <SettingsPage title="Appearance Settings" description="The primary, secondary and accent colours of the whole site.">
      <SettingsLoaded query={settings} what="The colours">
        {(data) => (
          <AppearanceForm initial={data} />
        )}
      </SettingsLoaded>
    </SettingsPage>
  );
}
