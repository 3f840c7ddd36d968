import { useEffect, useId } from 'react';
import { Controller, useFieldArray, type Path } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { MAX_CREDIT_PACKS, type CreditPack } from '../../../../../contracts/payments';
import { Button } from '../../../../components/ui/button';
import { Checkbox } from '../../../../components/ui/checkbox';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { bodyMessage } from '../../../../lib/field-errors';
import { toast } from '../../../../lib/use-toast';
import { setServerErrors, useZodForm } from '../../../../lib/zod-form';
import { useSaveCreditPacks } from '../api/settings-api';
import { creditPacksFormSchema, NEW_PACK_ROW, packRow, rowFieldOf, rowMessage, type CreditPacksFormValues } from '../lib/credit-pack-rows';
import { Field, SettingsSection } from './form-pieces';

const rowsOf = (packs: CreditPack[]): CreditPacksFormValues => ({ packs: packs.map(packRow) });

/** The server's 'packs.2.priceCents' is the price box of the third row. */
function rowField(serverField: string) {
  const [list, index, field] = serverField.split('.');
  if (list !== 'packs' || index === undefined || field === undefined) return undefined;
  return `packs.${Number(index)}.${rowFieldOf(field)}` as Path<CreditPacksFormValues>;
}

/** The credit packs on sale: one row of boxes per pack, checked with the server's own schema. */
export function CreditPacksForm({ initial }: { initial: CreditPack[] }) {
  const id = useId();
  // Messages stay until the next save.
  const form = useZodForm(creditPacksFormSchema, { defaultValues: rowsOf(initial) });
  // The rows carry their own `id` (the pack's slug), so the list keys its rows under another name.
  const rows = useFieldArray({ control: form.control, name: 'packs', keyName: 'key' });
  const { errors } = form.formState;
  const save = useSaveCreditPacks();
  useEffect(() => form.reset(rowsOf(initial), { keepErrors: true }), [form, initial]);

  const submit = form.handleSubmit(({ packs }) =>
    save.mutate(packs, {
      onSuccess: () => toast({ title: 'Credit packs saved', description: 'The credits page offers the active packs.' }),
      onError: (error) => {
        setServerErrors(error, form.setError, { field: rowField, message: (field, message) => rowMessage(field.split('.')[2] ?? '', message) });
        toast({ variant: 'destructive', title: 'Saving failed', description: bodyMessage(error) ?? 'Please try again.' });
      },
    }),
  );

  const error = (index: number, field: 'id' | 'name' | 'credits' | 'price' | 'currency') => errors.packs?.[index]?.[field]?.message;
  const listError = errors.packs?.root?.message;

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <SettingsSection title="Credit packs" description="What members can buy. Inactive packs are kept for past purchases but not offered. Open checkouts keep the price they started with.">
        {listError ? <p role="alert" className="text-sm font-medium text-destructive">{listError}</p> : null}
        <ul className="space-y-4">
          {rows.fields.map((row, index) => (
            <li key={row.key} className="space-y-3 rounded-2xl border border-border p-4">
              <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
                <Field id={`${id}-${index}-id`} label="Id" hint="Slug, e.g. starter" error={error(index, 'id')}>
                  <Input {...form.register(`packs.${index}.id`)} autoComplete="off" />
                </Field>
                <Field id={`${id}-${index}-name`} label="Name" error={error(index, 'name')}>
                  <Input {...form.register(`packs.${index}.name`)} />
                </Field>
                <Field id={`${id}-${index}-credits`} label="Credits" error={error(index, 'credits')}>
                  <Input inputMode="numeric" {...form.register(`packs.${index}.credits`)} />
                </Field>
                <Field id={`${id}-${index}-price`} label="Price" hint="e.g. 9.99" error={error(index, 'price')}>
                  <Input inputMode="decimal" {...form.register(`packs.${index}.price`)} />
                </Field>
                <Field id={`${id}-${index}-currency`} label="Currency" error={error(index, 'currency')}>
                  <Input {...form.register(`packs.${index}.currency`)} maxLength={3} className="uppercase" />
                </Field>
              </div>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <div className="flex items-center gap-2">
                  <Controller
                    control={form.control}
                    name={`packs.${index}.active`}
                    render={({ field }) => <Checkbox id={`${id}-${index}-active`} ref={field.ref} checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} />}
                  />
                  <Label htmlFor={`${id}-${index}-active`}>Active (offered to members)</Label>
                </div>
                <Button type="button" variant="ghost" size="sm" onClick={() => rows.remove(index)}>
                  <Trash2 aria-hidden="true" /> Remove
                </Button>
              </div>
            </li>
          ))}
        </ul>
        {rows.fields.length === 0 ? <p className="text-sm text-muted-foreground">No packs: members cannot buy credits.</p> : null}
        <div className="flex flex-wrap gap-3">
          <Button type="button" variant="outline" disabled={rows.fields.length >= MAX_CREDIT_PACKS} onClick={() => rows.append(NEW_PACK_ROW, { shouldFocus: false })}>
            <Plus aria-hidden="true" /> Add pack
          </Button>
          <Button type="submit" disabled={save.isPending}>{save.isPending ? 'Saving...' : 'Save Packs'}</Button>
        </div>
      </SettingsSection>
    </form>
  );
}
