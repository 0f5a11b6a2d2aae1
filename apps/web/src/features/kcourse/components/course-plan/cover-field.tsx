import { ImageIcon } from '@/components/icons/index.ts';
import { ImagePicker } from '@/components/image-picker.tsx';
import type { ImageUpload } from '@/lib/use-image-upload.ts';
import { useMemberImageUpload } from '@/lib/use-member-image-upload.ts';
import { useTranslation } from '@/lib/use-translation.ts';

/** A course's cover photo being chosen, starting from its current cover when editing. */
export function useCoverUpload(course?: { coverUrl: string | null; coverThumbnailUrl: string | null }) {
  const { image, canUpload } = useMemberImageUpload(
    course && { url: course.coverUrl, thumbnailUrl: course.coverThumbnailUrl },
  );
  return { cover: image, canUpload };
}

/** The cover photo field of the planner and the course edit form (optional: without one, cards draw the route). */
export function CoverField({ cover, canUpload }: { cover: ImageUpload; canUpload: boolean }) {
  const { t } = useTranslation();
  if (!canUpload) {
    return (
      <div className="flex flex-col gap-1.5">
        <span className="field-label mb-0">{t('planner.cover.label')}</span>
        <p className="flex items-start gap-2 rounded-xl border border-dashed border-sand-300 bg-sand-50 px-3 py-3 text-sm text-sand-700">
          <ImageIcon aria-hidden="true" className="mt-0.5 shrink-0 text-brand-600" />
          {t('planner.cover.signIn')}
        </p>
      </div>
    );
  }
  return <ImagePicker image={cover} label={t('planner.cover.label')} hint={t('planner.cover.hint')} />;
}
