import { kakaoMapUrl, naverMapUrl } from '@/lib/places/map-links.ts';
import { notify } from '@/lib/toast.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { Dialog, DialogContent } from './dialog.tsx';
import { ClipboardIcon, PhoneIcon } from './icons/index.ts';
import { PlaceTodayHours } from './place-hours.tsx';

/** The Korean map apps the place opens in, in this order. */
const KOREAN_MAP_APPS = [
  { label: 'kmap.detail.openNaver', url: naverMapUrl },
  { label: 'kmap.detail.openKakao', url: kakaoMapUrl },
] as const;

export interface KoreanCardPlace {
  nameKo: string;
  addressKo: string | null;
  phone?: string | null;
  /** Our place (its hours today), when the card is for one. */
  placeId?: number | null;
  /** Where it is, for the open-in-Naver/Kakao links. */
  lat?: number;
  lng?: number;
}

export interface ShowInKoreanDialogProps extends KoreanCardPlace {
  onClose: () => void;
}

/**
 * The open "Show in Korean" card (loaded when first opened: the dialog library stays off map pages' first load):
 * the Hangul name, the Korean address and the phone number large enough to read at arm's length, today's hours,
 * and the place in Naver Map and Kakao Map. Everything on it comes from the page's data, so it opens offline for a
 * place in the trip pack (DESIGN §8.2); the map links are for when the connection returns.
 */
export function ShowInKoreanDialog({
  nameKo,
  addressKo,
  phone,
  placeId,
  lat,
  lng,
  onClose,
}: ShowInKoreanDialogProps) {
  const { t } = useTranslation();
  const text = [nameKo, addressKo, phone].filter(Boolean).join('\n');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify.success(t('showInKorean.copied'));
    } catch {
      notify.error(t('showInKorean.copyFailed'));
    }
  };
  const at = lat !== undefined && lng !== undefined ? { name: nameKo, lat, lng } : undefined;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={t('showInKorean.title')} description={t('showInKorean.hint')}>
        <div
          lang="ko"
          className="rounded-2xl border border-sand-200 bg-sand-50 p-5 text-center"
          data-testid="korean-card"
        >
          <p className="text-3xl leading-tight font-bold break-keep text-sand-900 sm:text-4xl">{nameKo}</p>
          {addressKo ? (
            <p className="mt-3 text-xl leading-snug font-medium break-keep text-sand-800">{addressKo}</p>
          ) : null}
          {phone ? (
            <a
              href={`tel:${phone.replace(/[^\d+]/g, '')}`}
              className="mt-3 inline-flex items-center gap-2 text-2xl font-semibold text-brand-800 tabular-nums"
            >
              <PhoneIcon aria-hidden="true" className="size-5" />
              {phone}
            </a>
          ) : null}
        </div>
        {placeId ? (
          <div className="mt-3 rounded-xl border border-sand-200 px-3 py-2 text-base">
            <PlaceTodayHours placeId={placeId} />
          </div>
        ) : null}
        <button type="button" className="btn-primary mt-4 min-h-11 w-full gap-2" onClick={() => void copy()}>
          <ClipboardIcon aria-hidden="true" className="size-5" />
          {t('showInKorean.copy')}
        </button>
        {at ? (
          <div className="mt-2 grid grid-cols-2 gap-2 text-center">
            {KOREAN_MAP_APPS.map(({ label, url }) => (
              <a
                key={label}
                className="btn-secondary min-h-11"
                href={url(at)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t(label)}
              </a>
            ))}
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
