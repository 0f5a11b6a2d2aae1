import { communityUploadKey } from '@ktravel/contract';
import { useCallback } from 'react';
import { useAuthStore } from './auth/session-store.ts';
import { type ImageUpload, useImageUpload } from './use-image-upload.ts';

/**
 * An image uploaded into the signed-in member's own folder (`community/{userId}/…`, spec §7): a course's cover, an
 * admin's place photo. It starts as `current` (the image shown now and its thumbnail) when there is one.
 * `canUpload` is false without a member: uploads need sign-in.
 */
export function useMemberImageUpload(current?: { url: string | null; thumbnailUrl: string | null }): {
  image: ImageUpload;
  canUpload: boolean;
} {
  const userId = useAuthStore((state) => state.user?.id);
  const uploadKey = useCallback((fileName: string) => communityUploadKey(userId ?? 0, fileName), [userId]);
  const image = useImageUpload({
    uploadKey,
    initialUrl: current?.url,
    initialPreviewUrl: current?.thumbnailUrl,
  });
  return { image, canUpload: userId !== undefined };
}
