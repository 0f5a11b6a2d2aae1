import type { PlaceDto } from '@ktravel/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ImagePicker } from '@/components/image-picker.tsx';
import type { ImageUpload } from '@/lib/use-image-upload.ts';
import { useMemberImageUpload } from '@/lib/use-member-image-upload.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { ImageUrlField } from './image-url-field.tsx';

/**
 * A marker's photo being chosen: an upload (re-encoded with a thumbnail when saved), starting from the place's
 * uploaded photo when it has one. `imageUrlFor` turns it and the typed image address into the body's `imageUrl`.
 */
export function usePlacePhoto(place?: PlaceDto) {
  const uploaded = place?.photoThumbnailUrl ? place.photoUrl : null;
  const { image } = useMemberImageUpload(
    uploaded ? { url: uploaded, thumbnailUrl: place?.photoThumbnailUrl ?? null } : undefined,
  );

  /**
   * The body's `imageUrl`: the uploaded photo (uploading it first; throws when that fails, the field saying why),
   * else the typed address when it changed, else null when the uploaded photo was removed, else undefined (keep).
   */
  const imageUrlFor = async (typed: string | null | undefined, isTypedChanged: boolean) => {
    const url = await image.ensureUploaded();
    if (url) return url === uploaded ? undefined : url;
    if (isTypedChanged) return typed ?? '';
    return uploaded ? null : undefined;
  };
  return { photo: image, imageUrlFor };
}

interface PlacePhotoFieldProps {
  photo: ImageUpload;
  /** The image address input (react-hook-form), its current text and error. */
  registration: UseFormRegisterReturn;
  typedUrl: string | null | undefined;
  urlError: string | null;
}

/** Upload a photo, or (without one) give the address of an image on the web. */
export function PlacePhotoField({ photo, registration, typedUrl, urlError }: PlacePhotoFieldProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      <ImagePicker image={photo} label={t('admin.map.form.photo')} hint={t('admin.map.form.photoHint')} />
      {photo.state.status === 'none' ? (
        <ImageUrlField registration={registration} value={typedUrl} error={urlError} />
      ) : null}
    </div>
  );
}
