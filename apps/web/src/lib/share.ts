import { useCallback } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import { notify } from './toast.ts';

/**
 * Shares a page of the app: the device's share sheet where there is one, else the link copied to the
 * clipboard, each outcome told by a toast (a cancelled share sheet says nothing).
 *
 *   const shareLink = useShareLink();
 *   <button onClick={() => void shareLink(post.title, `/buzz/post/${post.id}`)}>Share</button>
 */
export function useShareLink(): (title: string, path: string) => Promise<void> {
  const { t } = useTranslation();
  return useCallback(
    async (title: string, path: string) => {
      const url = new URL(path, window.location.origin).href;
      if (typeof navigator.share === 'function') {
        try {
          await navigator.share({ title, url });
        } catch (error) {
          if (!(error instanceof DOMException && error.name === 'AbortError'))
            notify.error(t('share.failed'));
        }
        return;
      }
      try {
        await navigator.clipboard.writeText(url);
        notify.success(t('share.linkCopied'));
      } catch {
        notify.error(t('share.copyFailed', { url }));
      }
    },
    [t],
  );
}
