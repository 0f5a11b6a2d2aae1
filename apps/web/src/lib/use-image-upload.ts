import { useCallback, useEffect, useRef, useState } from 'react';
import { type ImageProblem, imageFileProblem, isImageContentType } from './image-file.ts';
import { putFile, requestUploadUrl } from './uploads.ts';

/**
 * A post's image (spec §4): none → selected (chosen, not uploaded yet) → uploading → uploaded. A failed
 * upload goes back to selected with its error, ready to try again.
 */
export type ImageState =
  | { status: 'none' }
  | { status: 'selected'; file: File; previewUrl: string; error: unknown }
  | { status: 'uploading'; file: File; previewUrl: string; progress: number }
  | { status: 'uploaded'; previewUrl: string; publicUrl: string };

interface ImageUploadOptions {
  /** The upload key for a file name (`communityUploadKey`, `trendUploadKey`). */
  uploadKey: (fileName: string) => string;
  /** The post's current image: the state starts as uploaded with it (saving it again keeps it). */
  initialUrl?: string | null;
  /** What to show of the current image (its thumbnail); the image itself when absent. */
  initialPreviewUrl?: string | null;
}

export interface ImageUpload {
  state: ImageState;
  /** Why the last chosen file was refused before any upload, if it was. */
  problem: ImageProblem | null;
  /** Takes a chosen file: checks type and size, then uploads it. False when it was refused. */
  select: (file: File) => boolean;
  /** Uploads the selected file again after a failure. */
  retry: () => void;
  /** Back to no image (an upload under way is cancelled). */
  remove: () => void;
  /** For saving: the uploaded image's URL (uploading first if needed), or null without an image. */
  ensureUploaded: () => Promise<string | null>;
  /**
   * Calls `send` with `ensureUploaded()`'s URL; does nothing when the upload fails (the picker shows why,
   * with Try again).
   */
  whenUploaded: (send: (imageUrl: string | null) => void) => Promise<void>;
}

/** The image state machine of the create and edit forms, uploading through a signed URL with progress. */
export function useImageUpload({
  uploadKey,
  initialUrl = null,
  initialPreviewUrl = null,
}: ImageUploadOptions): ImageUpload {
  const [state, setState] = useState<ImageState>(() =>
    initialUrl
      ? { status: 'uploaded', previewUrl: initialPreviewUrl ?? initialUrl, publicUrl: initialUrl }
      : { status: 'none' },
  );
  const [problem, setProblem] = useState<ImageProblem | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;
  const inFlight = useRef<{ promise: Promise<string>; abort: AbortController } | null>(null);
  const objectUrls = useRef<string[]>([]);

  useEffect(
    () => () => {
      inFlight.current?.abort.abort();
      for (const url of objectUrls.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const upload = useCallback(
    (file: File, previewUrl: string): Promise<string> => {
      const abort = new AbortController();
      const contentType = isImageContentType(file.type) ? file.type : 'image/jpeg';
      const promise = (async () => {
        setState({ status: 'uploading', file, previewUrl, progress: 0 });
        const target = await requestUploadUrl({ key: uploadKey(file.name), contentType, size: file.size });
        await putFile(
          target.url,
          file,
          contentType,
          (progress) => {
            if (!abort.signal.aborted) setState({ status: 'uploading', file, previewUrl, progress });
          },
          abort.signal,
        );
        return target.publicUrl;
      })();
      inFlight.current = { promise, abort };
      promise.then(
        (publicUrl) => {
          if (abort.signal.aborted) return;
          inFlight.current = null;
          setState({ status: 'uploaded', previewUrl, publicUrl });
        },
        (error: unknown) => {
          if (abort.signal.aborted) return;
          inFlight.current = null;
          setState({ status: 'selected', file, previewUrl, error });
        },
      );
      return promise;
    },
    [uploadKey],
  );

  const cancelUpload = () => {
    inFlight.current?.abort.abort();
    inFlight.current = null;
  };

  const select = (file: File) => {
    const refused = imageFileProblem(file);
    setProblem(refused);
    if (refused) return false;
    cancelUpload();
    const previewUrl = URL.createObjectURL(file);
    objectUrls.current.push(previewUrl);
    setState({ status: 'selected', file, previewUrl, error: null });
    upload(file, previewUrl).catch(() => undefined);
    return true;
  };

  const retry = () => {
    const current = stateRef.current;
    if (current.status === 'selected') upload(current.file, current.previewUrl).catch(() => undefined);
  };

  const remove = () => {
    cancelUpload();
    setProblem(null);
    setState({ status: 'none' });
  };

  const ensureUploaded = async (): Promise<string | null> => {
    const current = stateRef.current;
    if (current.status === 'none') return null;
    if (current.status === 'uploaded') return current.publicUrl;
    if (current.status === 'uploading' && inFlight.current) return inFlight.current.promise;
    if (current.status === 'selected') return upload(current.file, current.previewUrl);
    return null;
  };

  const whenUploaded = async (send: (imageUrl: string | null) => void) => {
    let imageUrl: string | null;
    try {
      imageUrl = await ensureUploaded();
    } catch {
      return;
    }
    send(imageUrl);
  };

  return { state, problem, select, retry, remove, ensureUploaded, whenUploaded };
}
