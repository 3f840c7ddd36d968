import { useState } from 'react';
import { Link } from '../../../lib/router';
import type { ShoppingItem } from '../../../../contracts/shopping-list';
import { Button } from '../../../components/ui/button';
import { Page, PageHeader } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/skeleton';
import { useOnline } from '../../../lib/use-online';
import { useAuth } from '../../auth';
import { useDocumentTitle } from '../../settings';
import { useCheckOff } from '../api/check-off';
import { useShoppingList } from '../api/shopping-list';
import { AddItemForm } from '../components/add-item-form';
import { AisleSection } from '../components/aisle-section';
import { ItemOptionsDialog } from '../components/item-options-dialog';
import { ListActions } from '../components/list-actions';
import { PantryStaples } from '../components/pantry-staples';
import { SyncStatus } from '../components/sync-status';
import { groupByAisle } from '../lib/aisles';

/** Aisles side by side where there is room; one column on a phone and on paper. */
const AISLE_COLUMNS = 'gap-4 md:columns-2 print:columns-1';

/**
 * /shopping-list (signed in, issue 18): what the member's meal plan needs and what they wrote in,
 * aisle by aisle in the order a shop is walked. Items are ticked off as they shop, offline too
 * (api/check-off.ts); Share sends the list as text and Print gives one column with checkboxes.
 */
export function ShoppingListPage() {
  useDocumentTitle('Shopping List');
  // The route is for members only (RequireAuth), so a user is there.
  const userId = useAuth().user?.id ?? '';
  const list = useShoppingList(userId);
  const checkOff = useCheckOff(userId);
  const online = useOnline();
  // The item whose options were last opened, as it was then: kept while the dialog closes (so focus
  // goes back, it fades out, and its actions still report once the item has left the list).
  const [options, setOptions] = useState<{ item: ShoppingItem; open: boolean } | null>(null);

  const items = list.data?.items ?? [];
  const groups = groupByAisle(items);
  const ticked = items.filter((item) => item.checked).length;
  const optionsItem = options ? (items.find((item) => item.id === options.item.id) ?? options.item) : null;

  return (
    <Page size="medium" className="space-y-6 print:space-y-4">
      <PageHeader title="Shopping List" description="What your meal plan needs, aisle by aisle. Tick things off as you shop, even offline." />

      <div className="flex flex-wrap items-center justify-between gap-3">
        <ListActions items={items} beforeClear={checkOff.flush} />
        <SyncStatus online={online} status={checkOff.status} onRetry={() => void checkOff.flush()} />
      </div>

      <AddItemForm />

      {list.isError && !list.data ? (
        <div role="alert" className="space-y-3 rounded-2xl border border-destructive/40 p-4">
          <p>{online ? 'Your shopping list could not be loaded.' : 'You are offline, and your shopping list has not been loaded on this page yet.'}</p>
          <Button variant="outline" onClick={() => void list.refetch()}>
            Try Again
          </Button>
        </div>
      ) : !list.data ? (
        <div className={AISLE_COLUMNS} aria-busy="true" aria-label="Loading your shopping list">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} className="mb-4 h-40 rounded-2xl" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <section aria-labelledby="empty-list" className="space-y-3 rounded-2xl border border-dashed border-border p-6 text-center">
          <h2 id="empty-list" className="text-lg font-semibold">
            Your shopping list is empty
          </h2>
          <p className="text-muted-foreground">
            Plan your meals, then choose <strong>Add week to list</strong> on your meal plan. Anything else, add above.
          </p>
          <Button asChild>
            <Link to="/meal-plan">Go to your Meal Plan</Link>
          </Button>
        </section>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" data-print-hide="">
            {ticked} of {items.length} ticked off
          </p>
          <div className={AISLE_COLUMNS}>
            {groups.map((group) => (
              <AisleSection key={group.aisle} group={group} onToggle={checkOff.toggle} onOptions={(item: ShoppingItem) => setOptions({ item, open: true })} />
            ))}
          </div>
        </>
      )}

      <PantryStaples />

      {options && optionsItem ? (
        <ItemOptionsDialog key={optionsItem.id} item={optionsItem} open={options.open} onOpenChange={(open) => setOptions({ ...options, open })} />
      ) : null}
    </Page>
  );
}
