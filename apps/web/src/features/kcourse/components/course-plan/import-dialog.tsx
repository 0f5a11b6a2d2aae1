import {
  type CourseImportBody,
  type CourseImportPreviewDto,
  dataOf,
  CourseImportPreviewDto as PreviewSchema,
} from '@ktravel/contract';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Dialog, DialogContent } from '@/components/dialog.tsx';
import { AlertIcon, CheckIcon, UploadIcon } from '@/components/icons/index.ts';
import { ImageWithFallback } from '@/components/image-with-fallback.tsx';
import { PlaceArt } from '@/components/place-art.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { api, isApiError } from '@/lib/api-client.ts';
import { useConfig } from '@/lib/config-query.ts';
import { errorMessageKey } from '@/lib/error-message.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import {
  applyImport,
  IMPORT_FILE_ACCEPT,
  type ImportedStop,
  ImportFileError,
  type ImportResult,
  importBodyFromFile,
  importedStopName,
} from '../../course-import.ts';
import type { CoursePlan } from '../../course-plan.ts';

const PreviewResponse = import.meta.env.DEV ? dataOf(PreviewSchema) : undefined;

/** POST /api/courses/import: a file's or a list's points as a preview (nothing saved). */
async function importPreview(body: CourseImportBody) {
  return (await api.post('/courses/import', body, { schema: PreviewResponse })).data;
}

interface ImportDialogProps {
  plan: CoursePlan;
  onApply: (result: ImportResult) => void;
  onClose: () => void;
}

/**
 * The planner's "Import places" (DESIGN §8.3): a file from another tool (GPX, KML/KMZ, GeoJSON, Google Takeout, our
 * own) or a shared Naver Map list, read by the server into a preview; the member sees which points are our places,
 * which were skipped and why, picks the ones to keep, and they join the plan (nothing is saved until the plan is).
 */
export function ImportDialog({ plan, onApply, onClose }: ImportDialogProps) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<CourseImportPreviewDto | null>(null);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title={t('planner.import.title')}
        description={preview ? undefined : t('planner.import.intro')}
        className="max-w-2xl"
      >
        {preview ? (
          <ImportPreview
            preview={preview}
            onBack={() => setPreview(null)}
            onApply={(chosen, language) => onApply(applyImport(plan, preview, chosen, language))}
          />
        ) : (
          <ImportSource onPreview={setPreview} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ImportSource({ onPreview }: { onPreview: (preview: CourseImportPreviewDto) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const config = useConfig();
  const canReadNaver = config.data?.imports.naverList === true;
  const [link, setLink] = useState('');
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const read = useMutation({ mutationFn: importPreview, onSuccess: onPreview });

  const chooseFile = async (file: File | undefined) => {
    if (!file) return;
    setFileProblem(null);
    read.reset();
    try {
      read.mutate(await importBodyFromFile(file));
    } catch (err) {
      const problem = err instanceof ImportFileError ? err.problem : 'unreadable';
      setFileProblem(t(`planner.import.file.${problem}`, { name: file.name }));
    }
  };
  const readList = (event: FormEvent) => {
    event.preventDefault();
    setFileProblem(null);
    if (link.trim()) read.mutate({ format: 'naver-list', url: link.trim() });
  };
  const problem = fileProblem ?? (read.isError ? t(errorMessageKey(read.error)) : null);
  // Where the server says the file went wrong ("line 3, column 9: …", as the parser words it).
  const where = isApiError(read.error) ? (read.error.fields?.content ?? null) : null;

  return (
    <div className="flex flex-col gap-5">
      <label
        htmlFor={`${id}-file`}
        className="flex cursor-pointer flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-sand-300 bg-sand-50 px-4 py-6 text-center transition hover:border-brand-400 hover:bg-brand-50 focus-within:border-brand-500"
      >
        <UploadIcon aria-hidden="true" className="size-7 text-brand-600" />
        <span className="font-semibold text-sand-900">{t('planner.import.file.choose')}</span>
        <span className="text-sm text-sand-600">{t('planner.import.file.formats')}</span>
        <input
          id={`${id}-file`}
          type="file"
          accept={IMPORT_FILE_ACCEPT}
          className="sr-only"
          data-autofocus
          disabled={read.isPending}
          onChange={(event) => {
            void chooseFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </label>

      <form onSubmit={readList} className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-naver`} className="field-label">
          {t('planner.import.naver.label')}
        </label>
        {canReadNaver ? (
          <div className="flex gap-2">
            <input
              id={`${id}-naver`}
              type="url"
              inputMode="url"
              className="field-input min-w-0 flex-1"
              placeholder="https://naver.me/…"
              value={link}
              onChange={(event) => setLink(event.target.value)}
              disabled={read.isPending}
            />
            <button type="submit" className="btn-secondary" disabled={read.isPending || !link.trim()}>
              {t('planner.import.naver.read')}
            </button>
          </div>
        ) : (
          <p id={`${id}-naver`} className="text-sm text-sand-600">
            {t('planner.import.naver.unavailable')}
          </p>
        )}
      </form>

      {read.isPending ? <Spinner label={t('planner.import.reading')} className="py-2" /> : null}
      {problem ? (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-lg bg-accent-50 px-3 py-2 text-sm text-accent-800"
        >
          <AlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <div className="min-w-0">
            <p>{problem}</p>
            {where ? (
              <details className="mt-1 text-xs text-accent-700">
                <summary className="cursor-pointer">{t('planner.import.details')}</summary>
                <p lang="en" className="mt-1 font-mono break-all">
                  {where}
                </p>
              </details>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}

interface ImportPreviewProps {
  preview: CourseImportPreviewDto;
  onBack: () => void;
  onApply: (chosen: ImportedStop[], language: string) => void;
}

function ImportPreview({ preview, onBack, onApply }: ImportPreviewProps) {
  const { t, i18n } = useTranslation();
  const [chosen, setChosen] = useState(() => new Set(preview.stops.map((stop) => stop.order)));
  const matched = preview.stops.filter((stop) => stop.matched).length;
  const allChosen = chosen.size === preview.stops.length;
  const toggle = (order: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(order)) next.add(order);
      return next;
    });
  const days = new Set(preview.stops.map((stop) => stop.day)).size;

  return (
    <div className="flex flex-col gap-4">
      <div>
        <p className="text-lg font-semibold text-sand-900">{preview.title || t('planner.import.untitled')}</p>
        <p className="text-sm text-sand-600">
          {t('planner.import.found', { count: preview.stops.length })} ·{' '}
          {t('planner.import.matchedCount', { count: matched })}
          {days > 1 ? ` · ${t('planner.import.days', { count: days })}` : ''}
        </p>
      </div>

      {preview.notice === 'TRACK_ENDS' ? (
        <p data-testid="import-notice" className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
          {t('planner.import.trackEnds')}
        </p>
      ) : null}
      {preview.stops.length > 0 ? (
        <>
          <label className="flex items-center gap-2 text-sm font-medium text-sand-800">
            <input
              type="checkbox"
              className="size-4 accent-brand-600"
              checked={allChosen}
              onChange={() =>
                setChosen(allChosen ? new Set() : new Set(preview.stops.map((stop) => stop.order)))
              }
            />
            {t('planner.import.chooseAll')}
          </label>
          <ul className="flex max-h-[45dvh] flex-col divide-y divide-sand-100 overflow-y-auto rounded-xl border border-sand-200">
            {preview.stops.map((stop) => (
              <ImportedStopRow
                key={stop.order}
                stop={stop}
                language={i18n.language}
                checked={chosen.has(stop.order)}
                onToggle={() => toggle(stop.order)}
                showDay={days > 1}
              />
            ))}
          </ul>
        </>
      ) : (
        <p className="rounded-lg bg-sand-100 px-3 py-2 text-sm text-sand-700">
          {t('planner.import.nothing')}
        </p>
      )}

      {preview.skipped.length > 0 ? (
        <details className="text-sm text-sand-700">
          <summary className="cursor-pointer font-medium">
            {t('planner.import.skipped', { count: preview.skipped.length })}
          </summary>
          <ul className="mt-2 flex max-h-40 flex-col gap-1 overflow-y-auto pl-4">
            {preview.skipped.slice(0, 200).map((skip, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: skipped points have no id; the list never changes
              <li key={index}>
                <span className="font-medium">{skip.name}</span>: {t(`planner.import.reasons.${skip.reason}`)}
              </li>
            ))}
            {preview.skipped.length > 200 ? (
              <li>{t('planner.import.moreSkipped', { count: preview.skipped.length - 200 })}</li>
            ) : null}
          </ul>
        </details>
      ) : null}

      <div className="flex flex-wrap justify-end gap-2 border-t border-sand-100 pt-4">
        <button type="button" className="btn-ghost" onClick={onBack}>
          {t('planner.import.back')}
        </button>
        <button
          type="button"
          className="btn-primary"
          disabled={chosen.size === 0}
          onClick={() =>
            onApply(
              preview.stops.filter((stop) => chosen.has(stop.order)),
              i18n.language,
            )
          }
        >
          {t('planner.import.add', { count: chosen.size })}
        </button>
      </div>
    </div>
  );
}

interface ImportedStopRowProps {
  stop: ImportedStop;
  language: string;
  checked: boolean;
  onToggle: () => void;
  showDay: boolean;
}

function ImportedStopRow({ stop, language, checked, onToggle, showDay }: ImportedStopRowProps) {
  const { t } = useTranslation();
  const name = importedStopName(stop, language);
  const when = [showDay ? t('planner.import.day', { day: stop.day }) : null, stop.time].filter(Boolean);
  return (
    <li>
      <label className="flex cursor-pointer items-center gap-3 px-3 py-2.5 hover:bg-sand-50">
        <input
          type="checkbox"
          className="size-4 shrink-0 accent-brand-600"
          checked={checked}
          onChange={onToggle}
        />
        <span className="size-11 shrink-0 overflow-hidden rounded-lg bg-sand-100">
          {stop.place ? (
            <ImageWithFallback
              src={stop.place.photoUrl}
              alt=""
              className="size-full object-cover"
              fallback={<PlaceArt type={null} name={stop.place.name} nameKo={stop.place.nameKo} />}
            />
          ) : (
            <span className="flex size-full items-center justify-center text-sand-500">
              <UploadIcon aria-hidden="true" className="size-5" />
            </span>
          )}
        </span>
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="truncate font-medium text-sand-900">{name}</span>
          <span className="flex items-center gap-1 truncate text-xs text-sand-600">
            {stop.matched ? (
              <>
                <CheckIcon aria-hidden="true" className="size-3.5 shrink-0 text-jade-600" />
                <span className="truncate">
                  {t('planner.import.matched')}
                  {stop.place?.nameKo && stop.place.nameKo !== name ? (
                    <span lang="ko"> · {stop.place.nameKo}</span>
                  ) : null}
                </span>
              </>
            ) : (
              t('planner.import.unmatched')
            )}
          </span>
        </span>
        {when.length > 0 ? (
          <span className="shrink-0 text-xs font-medium whitespace-nowrap text-sand-600">
            {when.join(' · ')}
          </span>
        ) : null}
      </label>
    </li>
  );
}
