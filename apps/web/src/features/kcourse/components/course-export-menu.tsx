import type { CourseDto } from '@ktravel/contract';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDownIcon, DownloadIcon } from '@/components/icons/index.ts';
import { API_BASE } from '@/lib/api-client.ts';
import { useTranslation } from '@/lib/use-translation.ts';

const ITEM_CLASS =
  'flex min-h-11 cursor-pointer flex-col items-start justify-center rounded-lg px-3 py-1.5 text-sm outline-none select-none data-[highlighted]:bg-sand-100';

/** The files a course is exported as (DESIGN §8.3), with what each is for. */
const FILES = [
  { extension: 'gpx', label: 'kcourse.export.gpx', hint: 'kcourse.export.gpxHint' },
  { extension: 'kml', label: 'kcourse.export.kml', hint: 'kcourse.export.kmlHint' },
  { extension: 'geojson', label: 'kcourse.export.geojson', hint: 'kcourse.export.geojsonHint' },
  { extension: 'json', label: 'kcourse.export.json', hint: 'kcourse.export.jsonHint' },
  { extension: 'ics', label: 'kcourse.export.ics', hint: 'kcourse.export.icsHint' },
] as const;

/**
 * "Export": the course as GPX, KML, GeoJSON, our own file and, with a start date, a calendar; names in the reader's
 * language (the Korean names are in every file). Loaded by the first click on Export, and opened by it.
 */
export function CourseExportMenu({ course, className }: { course: CourseDto; className: string }) {
  const { t, i18n } = useTranslation();
  const files = FILES.filter((file) => file.extension !== 'ics' || course.startDate !== null);
  return (
    // Opened at once: it is mounted by the click that asked for it.
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger className={`${className} group`}>
        <DownloadIcon aria-hidden="true" />
        {t('kcourse.export.button')}
        <ChevronDownIcon
          aria-hidden="true"
          className="transition-transform group-data-[state=open]:rotate-180"
        />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          className="z-40 w-72 max-w-[calc(100vw-1.5rem)] animate-dialog-in rounded-xl border border-sand-200 bg-white p-1.5 shadow-raised"
        >
          {files.map((file) => (
            <DropdownMenu.Item key={file.extension} asChild className={ITEM_CLASS}>
              <a
                href={`${API_BASE}/courses/${course.id}/export.${file.extension}?language=${encodeURIComponent(i18n.language)}`}
                download
              >
                <span className="font-semibold text-sand-900">{t(file.label)}</span>
                <span className="text-xs text-sand-600">{t(file.hint)}</span>
              </a>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
