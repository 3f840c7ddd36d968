import { ListStatus } from '../components/list-status';
import { useState } from 'react';
import type { AdminCategory } from '../../../../contracts/admin-categories';
import { PageHeader } from '../../../components/ui/page';
import { useDocumentTitle } from '../../settings';
import { useAdminCategories } from './categories-api';
import { CategoriesTable, type CategoryAction } from './categories-table';
import { CreateCategoryForm } from './create-category-form';
import { DeleteCategoryDialog } from './delete-category-dialog';
import { EditCategoryDialog } from './edit-category-dialog';
import { MergeCategoryDialog } from './merge-category-dialog';
import { UnlistedCategories } from './unlisted-categories';

/** The dialog open over the list, if any; a merge may come with its target chosen. */
type Open = { action: CategoryAction; category: AdminCategory; targetId?: number | undefined } | null;

/** /admin/categories: add, rename (recipes follow), merge and delete categories; list the names recipes use. */
export function AdminCategoriesPage() {
  useDocumentTitle('Categories · Admin');
  const { data, isPending, error, refetch } = useAdminCategories();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const categories = data?.categories ?? [];

  return (
    <div className="space-y-8">
      <PageHeader
        eyebrow="Admin"
        title="Categories"
        description="The categories recipes are filed under. Renaming or merging one changes every recipe that uses it."
      />
      <CreateCategoryForm />
      <section aria-labelledby="categories-title" className="space-y-3">
        <div className="space-y-1">
          <h2 id="categories-title" className="text-xl font-semibold">Categories</h2>
          <p className="text-sm text-muted-foreground">Recipe counts include private recipes; the links show the public ones.</p>
        </div>
        <ListStatus what="categories" isPending={isPending} error={error} onRetry={() => void refetch()} rows={6} />
        {data && categories.length === 0 && <p className="text-muted-foreground">There are no categories yet.</p>}
        {categories.length > 0 && <CategoriesTable categories={categories} onAction={(action, category) => setOpen({ action, category })} />}
      </section>
      {data && <UnlistedCategories items={data.unlisted} total={data.unlistedTotal} />}

      {open?.action === 'edit' && (
        <EditCategoryDialog
          category={open.category}
          categories={categories}
          onClose={close}
          onMergeInto={(targetId) => setOpen({ action: 'merge', category: open.category, targetId })}
        />
      )}
      {open?.action === 'merge' && (
        <MergeCategoryDialog source={open.category} categories={categories} initialTargetId={open.targetId} onClose={close} />
      )}
      {open?.action === 'delete' && (
        <DeleteCategoryDialog category={open.category} onClose={close} onMerge={() => setOpen({ action: 'merge', category: open.category })} />
      )}
    </div>
  );
}
