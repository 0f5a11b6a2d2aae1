import type { PostDto } from '@ktravel/contract';
import { useState } from 'react';
import { Dialog, DialogContent } from '@/components/dialog.tsx';
import { FormFooter } from '@/components/form/form-footer.tsx';
import { GripIcon } from '@/components/icons/index.ts';
import { SortableList } from '@/components/sortable-list.tsx';
import { errorMessageKey } from '@/lib/error-message.ts';
import { moveItem } from '@/lib/move-item.ts';
import { notify } from '@/lib/toast.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useSaveTrendOrder, useTrends } from '../api/posts.ts';

interface TrendReorderDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Admins: put the trend articles in order (drag, keyboard or Move buttons), saved to the server at once. */
export function TrendReorderDialog({ open, onOpenChange }: TrendReorderDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('buzz.reorder.title')}
        description={t('buzz.reorder.description')}
        icon={<GripIcon />}
      >
        <TrendOrderForm onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** The trends as the list shows them: a key and the name read out when one moves. */
function toItems(trends: readonly PostDto[]) {
  return trends.map((trend) => ({ key: String(trend.id), id: trend.id, name: trend.title }));
}

export function TrendOrderForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const trends = useTrends();
  const save = useSaveTrendOrder();
  const [items, setItems] = useState(() => toItems(trends.data?.items ?? []));

  const handleSave = () => {
    save.mutate(
      items.map((item) => item.id),
      {
        onSuccess: () => {
          notify.success(t('buzz.reorder.saved'));
          onDone();
        },
        onError: (error) => notify.error(t('buzz.reorder.failed', { message: t(errorMessageKey(error)) })),
      },
    );
  };

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        handleSave();
      }}
    >
      <div className="max-h-[55dvh] overflow-y-auto pr-1">
        <SortableList
          items={items}
          onMove={(from, to) => setItems((current) => moveItem(current, from, to))}
          label={t('buzz.reorder.listLabel')}
          roleDescription={t('buzz.reorder.roleDescription')}
          instructions={t('buzz.reorder.instructions')}
          renderItem={(item) => (
            <p className="line-clamp-2 text-sm leading-snug font-semibold text-sand-900">{item.name}</p>
          )}
        />
      </div>
      <FormFooter
        onCancel={onDone}
        submitLabel={t('buzz.reorder.save')}
        pendingLabel={t('buzz.reorder.saving')}
        isPending={save.isPending}
      />
    </form>
  );
}
