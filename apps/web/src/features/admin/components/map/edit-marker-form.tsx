import { type PlaceDto, UpdatePlaceBody } from '@ktravel/contract';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormField, SelectField } from '@/components/form/form-field.tsx';
import { FormFooter } from '@/components/form/form-footer.tsx';
import { errorMessageKey } from '@/lib/error-message.ts';
import { fieldErrorKey, useZodForm } from '@/lib/form/zod-form.ts';
import { notify } from '@/lib/toast.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useUpdatePlace } from '../../api/admin-places.ts';
import { hoursRefusal } from './hours-input.ts';
import { OpeningHoursField } from './opening-hours-field.tsx';
import { MARKER_TYPES } from './place-labels.ts';
import { PlacePhotoField, usePlacePhoto } from './place-photo-field.tsx';
import { UsualCostField, usualCostValue } from './usual-cost-field.tsx';

const STATUSES = ['active', 'inactive'] as const;

function isWebAddress(value: string | null): value is string {
  return value !== null && /^https?:\/\//i.test(value);
}

/** Name (required), category, status (stored on the server), description and image of a marker. */
export function EditMarkerForm({ place }: { place: PlaceDto }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const statusHintId = useId();
  const update = useUpdatePlace();
  // A photo served by the app (a provider photo, an uploaded one) is not an address to edit: the field starts
  // empty and is only sent when the admin types one, so saving other fields never drops it.
  const initialImageUrl = isWebAddress(place.photoUrl) && !place.photoThumbnailUrl ? place.photoUrl : '';
  const form = useZodForm(UpdatePlaceBody, {
    defaultValues: {
      name: place.name,
      type: place.type ?? undefined,
      status: place.status,
      description: place.description ?? '',
      descriptionKo: place.descriptionKo ?? '',
      descriptionZh: place.descriptionZh ?? '',
      descriptionJa: place.descriptionJa ?? '',
      descriptionZhHant: place.descriptionZhHant ?? '',
      imageUrl: initialImageUrl,
      // Empty: not known (the server stores null).
      openingHours: place.openingHours ?? '',
      closingDayMovesOnHoliday: place.closingDayMovesOnHoliday,
      usualCostKrw: place.usualCostKrw,
    },
  });
  const { errors } = form.formState;
  const imageUrl = form.watch('imageUrl');
  const openingHours = form.watch('openingHours');
  const closingDayMovesOnHoliday = form.watch('closingDayMovesOnHoliday');
  const nameError = fieldErrorKey(errors.name, { too_small: 'admin.map.form.nameRequired' as const });

  const { photo, imageUrlFor } = usePlacePhoto(place);
  // One name per line in the form; the API takes a list (DESIGN §8.5).
  const [aliasesText, setAliasesText] = useState(place.aliases.join('\n'));
  const aliasesHintId = useId();

  const handleSubmit = form.handleSubmit(async (values) => {
    let image: string | null | undefined;
    try {
      image = await imageUrlFor(values.imageUrl, (values.imageUrl ?? '') !== initialImageUrl);
    } catch {
      return; // The photo field says why the upload failed, with Try again.
    }
    update.mutate(
      { id: place.id, place: { ...values, aliases: aliasLines(aliasesText), imageUrl: image } },
      {
        onSuccess: (saved) => {
          notify.success(t('admin.map.edit.saved', { name: saved.name }));
          navigate('/admin/map');
        },
        onError: (error) => {
          notify.error(t('admin.map.edit.saveFailed', { message: t(errorMessageKey(error)) }));
          // Said at the field; everything typed stays.
          const refusal = hoursRefusal(error);
          if (refusal) form.setError('openingHours', refusal, { shouldFocus: true });
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <FormField label={t('admin.map.form.name')} error={nameError ? t(nameError) : null}>
        {(field) => (
          <input {...field} {...form.register('name')} className="field-input" autoComplete="off" required />
        )}
      </FormField>
      <SelectField
        label={t('admin.map.form.category')}
        registration={form.register('type', { setValueAs: (value: string) => value || undefined })}
        options={[
          ...(place.type === null ? [{ value: '', label: t('admin.map.categories.none') }] : []),
          ...MARKER_TYPES.map((type) => ({ value: type, label: t(`admin.map.categories.${type}`) })),
        ]}
      />
      <fieldset aria-describedby={statusHintId}>
        <legend className="field-label">{t('admin.map.form.status')}</legend>
        <div className="flex flex-wrap gap-2">
          {STATUSES.map((status) => (
            <label
              key={status}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-sand-300 bg-white px-3 has-checked:border-brand-500 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                value={status}
                {...form.register('status')}
                className="size-4 accent-brand-700"
              />
              <span className="text-sm font-semibold text-sand-900">{t(`admin.map.status.${status}`)}</span>
            </label>
          ))}
        </div>
        <p id={statusHintId} className="mt-1.5 text-sm text-sand-600">
          {t('admin.map.form.statusHint')}
        </p>
      </fieldset>
      <FormField label={t('admin.map.form.description')}>
        {(field) => (
          <textarea {...field} {...form.register('description')} rows={5} className="field-input py-2" />
        )}
      </FormField>
      {(['descriptionKo', 'descriptionZh', 'descriptionJa', 'descriptionZhHant'] as const).map((name) => (
        <FormField key={name} label={t(`admin.map.form.${name}`)}>
          {(field) => <textarea {...field} {...form.register(name)} rows={4} className="field-input py-2" />}
        </FormField>
      ))}
      <p className="-mt-2 text-sm text-sand-600">{t('admin.map.form.descriptionLanguageHint')}</p>
      <FormField label={t('admin.map.form.aliases')}>
        {(field) => (
          <textarea
            {...field}
            value={aliasesText}
            onChange={(event) => setAliasesText(event.target.value)}
            aria-describedby={aliasesHintId}
            rows={3}
            className="field-input py-2"
          />
        )}
      </FormField>
      <p id={aliasesHintId} className="-mt-2 text-sm text-sand-600">
        {t('admin.map.form.aliasesHint')}
      </p>
      {place.photoUrl && !place.photoThumbnailUrl && photo.state.status === 'none' && !imageUrl ? (
        <figure className="flex flex-col gap-1">
          <img
            src={place.photoUrl}
            alt={t('admin.map.edit.currentImage')}
            className="max-h-48 w-full rounded-lg border border-sand-200 bg-sand-50 object-contain"
          />
          <figcaption className="text-xs text-sand-600">{t('admin.map.edit.currentImage')}</figcaption>
        </figure>
      ) : null}
      <PlacePhotoField
        photo={photo}
        registration={form.register('imageUrl')}
        typedUrl={imageUrl}
        urlError={errors.imageUrl ? t('admin.map.form.imageUrlInvalid') : null}
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
      <FormFooter
        onCancel={() => navigate('/admin/map')}
        submitLabel={t('admin.map.edit.submit')}
        pendingLabel={t('admin.map.edit.submitting')}
        isPending={update.isPending}
      />
    </form>
  );
}

/** The aliases typed one per line: trimmed, empty lines left out, each once. */
export function aliasLines(text: string): string[] {
  return [
    ...new Set(
      text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    ),
  ];
}
