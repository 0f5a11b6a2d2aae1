import { AddPlaceBody, type PlaceSearchResultDto } from '@ktravel/contract';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormField, SelectField } from '@/components/form/form-field.tsx';
import { FormFooter } from '@/components/form/form-footer.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { errorMessageKey } from '@/lib/error-message.ts';
import { fieldErrorKey, useZodForm } from '@/lib/form/zod-form.ts';
import { notify } from '@/lib/toast.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useAddPlace } from '../../api/admin-places.ts';
import { hoursRefusal } from './hours-input.ts';
import { OpeningHoursField } from './opening-hours-field.tsx';
import { formatCoordinate } from './place-labels.ts';
import { PlacePhotoField, usePlacePhoto } from './place-photo-field.tsx';
import { UsualCostField, usualCostValue } from './usual-cost-field.tsx';

const CATEGORY_OPTIONS = [
  { value: 'K-Travel', type: 'travel' },
  { value: 'K-Food', type: 'food' },
  { value: 'K-Cafe', type: 'cafe' },
] as const;
type MarkerCategory = (typeof CATEGORY_OPTIONS)[number]['value'];

function categoryOf(type: PlaceSearchResultDto['type']): MarkerCategory {
  return CATEGORY_OPTIONS.find((option) => option.type === type)?.value ?? 'K-Travel';
}

interface AddMarkerFormProps {
  /** The place picked in the search (the marker's position and outside identity). */
  selected: PlaceSearchResultDto | null;
}

/** Name (required), category, description and image for the picked place; sends POST /api/places/add. */
export function AddMarkerForm({ selected }: AddMarkerFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const addPlace = useAddPlace();
  const form = useZodForm(AddPlaceBody, {
    defaultValues: {
      placeId: '',
      source: 'catalogue',
      name: '',
      category: 'K-Travel',
      description: '',
      imageUrl: '',
      openingHours: '',
      closingDayMovesOnHoliday: false,
      usualCostKrw: null,
    },
  });
  const { errors } = form.formState;
  const imageUrl = form.watch('imageUrl');
  const openingHours = form.watch('openingHours');
  const closingDayMovesOnHoliday = form.watch('closingDayMovesOnHoliday');

  // Picking a place fills in what the search knows: identity, position, address, and name/category as a start.
  useEffect(() => {
    if (!selected) return;
    form.setValue('placeId', selected.placeId, { shouldValidate: form.formState.isSubmitted });
    form.setValue('source', selected.source);
    form.setValue('lat', selected.lat);
    form.setValue('lng', selected.lng);
    form.setValue('address', selected.address ?? undefined);
    form.setValue('name', selected.name, { shouldValidate: form.formState.isSubmitted });
    form.setValue('category', categoryOf(selected.type));
    addPlace.reset();
  }, [selected, form, addPlace.reset]);

  const nameError = fieldErrorKey(errors.name, { too_small: 'admin.map.form.nameRequired' as const });
  const imageError = errors.imageUrl ? t('admin.map.form.imageUrlInvalid') : null;
  const serverError = addPlace.error;
  const serverMessage =
    serverError === null
      ? null
      : errorMessageKey(serverError) === 'errors.default' && isApiError(serverError)
        ? serverError.message
        : t(errorMessageKey(serverError));

  const { photo, imageUrlFor } = usePlacePhoto();

  const handleSubmit = form.handleSubmit(async (values) => {
    let image: string | null | undefined;
    try {
      image = await imageUrlFor(values.imageUrl, Boolean(values.imageUrl));
    } catch {
      return; // The photo field says why the upload failed, with Try again.
    }
    addPlace.mutate(
      { ...values, imageUrl: image ?? '' },
      {
        onSuccess: (place) => {
          notify.success(t('admin.map.add.added', { name: place.name }));
          navigate('/admin/map');
        },
        onError: (error) => {
          // Said at the field; everything typed stays.
          const refusal = hoursRefusal(error);
          if (refusal) form.setError('openingHours', refusal, { shouldFocus: true });
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <SelectedPlaceSummary selected={selected} />
      {errors.placeId ? (
        <p role="alert" className="field-error mt-0">
          {t('admin.map.add.placeRequired')}
        </p>
      ) : null}
      <FormField label={t('admin.map.form.name')} error={nameError ? t(nameError) : null}>
        {(field) => (
          <input {...field} {...form.register('name')} className="field-input" autoComplete="off" required />
        )}
      </FormField>
      <SelectField
        label={t('admin.map.form.category')}
        registration={form.register('category')}
        options={CATEGORY_OPTIONS.map((option) => ({
          value: option.value,
          label: t(`admin.map.categories.${option.type}`),
        }))}
      />
      <FormField label={t('admin.map.form.description')}>
        {(field) => (
          <textarea {...field} {...form.register('description')} rows={4} className="field-input py-2" />
        )}
      </FormField>
      <PlacePhotoField
        photo={photo}
        registration={form.register('imageUrl')}
        typedUrl={imageUrl}
        urlError={imageError}
      />
      <OpeningHoursField
        registration={form.register('openingHours')}
        holidayRegistration={form.register('closingDayMovesOnHoliday')}
        value={openingHours}
        movesOnHoliday={closingDayMovesOnHoliday}
        error={errors.openingHours}
        onValueChange={(value) =>
          form.setValue('openingHours', value, {
            shouldDirty: true,
            shouldValidate: form.formState.isSubmitted,
          })
        }
      />
      <UsualCostField
        registration={form.register('usualCostKrw', { setValueAs: usualCostValue })}
        isInvalid={Boolean(errors.usualCostKrw)}
      />
      {serverMessage ? (
        <div
          role="alert"
          className="rounded-lg border border-accent-200 bg-accent-50 px-3 py-2.5 text-sm text-accent-800"
        >
          <p className="font-semibold">{t('admin.map.add.failed')}</p>
          <p>{serverMessage}</p>
        </div>
      ) : null}
      <FormFooter
        onCancel={() => navigate('/admin/map')}
        submitLabel={t('admin.map.add.submit')}
        pendingLabel={t('admin.map.add.submitting')}
        isPending={addPlace.isPending}
      />
    </form>
  );
}

/** Spec §2 "summary of the selected place": what will be put on the map, or how to pick a place. */
function SelectedPlaceSummary({ selected }: { selected: PlaceSearchResultDto | null }) {
  const { t } = useTranslation();
  if (!selected) {
    return (
      <p className="rounded-lg border border-dashed border-sand-300 bg-sand-50 px-3 py-3 text-sm text-sand-700">
        {t('admin.map.add.pickHint')}
      </p>
    );
  }
  return (
    <section
      aria-label={t('admin.map.add.summaryLabel')}
      className="rounded-lg border border-brand-200 bg-brand-50 px-3 py-3 text-sm"
    >
      <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">
        {t('admin.map.add.summaryLabel')}
      </p>
      <p className="mt-1 font-semibold text-sand-900">{selected.name}</p>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sand-700">
        <dt>{t('admin.map.columns.address')}</dt>
        <dd>{selected.address ?? '—'}</dd>
        <dt>{t('admin.map.columns.position')}</dt>
        <dd className="font-mono text-xs leading-5">
          {formatCoordinate(selected.lat)}, {formatCoordinate(selected.lng)}
        </dd>
        <dt>{t('admin.map.add.source')}</dt>
        <dd>{t(`admin.map.add.sources.${selected.source}`)}</dd>
      </dl>
      {selected.id !== null ? (
        <p className="mt-2 text-amber-900">
          {t('admin.map.add.alreadyOnMap')}{' '}
          <Link to={`/admin/map/edit/${selected.id}`} className="font-semibold text-brand-700 underline">
            {t('admin.map.add.editExisting')}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
