import { Dialog, DialogContent } from '@/components/dialog.tsx';
import { useTranslation } from '@/lib/use-translation.ts';

interface PostImageDialogProps {
  title: string;
  imageUrl: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A post's picture at full size, over the page (post-image-viewer.tsx loads it when the picture is opened). */
export function PostImageDialog({ title, imageUrl, open, onOpenChange }: PostImageDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} className="max-w-5xl">
        <img
          src={imageUrl}
          alt={t('buzz.detail.imageAlt', { title })}
          className="mx-auto max-h-[75dvh] w-auto rounded-xl object-contain"
          data-testid="post-full-image"
        />
      </DialogContent>
    </Dialog>
  );
}
