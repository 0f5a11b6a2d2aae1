import type { CourseDto } from '@ktravel/contract';
import { errorMessageKey } from '@/lib/error-message.ts';
import { notify } from '@/lib/toast.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useSetCourseAdvertisement, useSetCourseVisibility } from '../../api/admin-courses.ts';
import { AdminSwitch } from '../admin-switch.tsx';

/** Public ⇄ private for one course (spec §4); the switch shows the requested state while it is saved. */
export function CourseVisibilitySwitch({ course }: { course: CourseDto }) {
  const { t } = useTranslation();
  const mutation = useSetCourseVisibility();
  const isPublic = mutation.isPending ? mutation.variables.isPublic : course.visibility === 'public';
  return (
    <AdminSwitch
      label={t('admin.courses.visibilitySwitch', { title: course.title })}
      isOn={isPublic}
      isPending={mutation.isPending}
      text={isPublic ? t('kcourse.visibility.public') : t('kcourse.visibility.private')}
      onChange={(next) =>
        mutation.mutate(
          { id: course.id, isPublic: next },
          {
            onError: (error) =>
              notify.error(t('admin.courses.visibilityFailed', { message: t(errorMessageKey(error)) })),
          },
        )
      }
    />
  );
}

/** Advertisement on/off for one course: advertisements come first in monthly best. */
export function CourseAdvertisementSwitch({ course }: { course: CourseDto }) {
  const { t } = useTranslation();
  const mutation = useSetCourseAdvertisement();
  const isOn = mutation.isPending ? mutation.variables.isAdvertisement : course.isAdvertisement;
  return (
    <AdminSwitch
      label={t('admin.courses.advertisementSwitch', { title: course.title })}
      isOn={isOn}
      isPending={mutation.isPending}
      text={isOn ? t('admin.common.on') : t('admin.common.off')}
      onChange={(next) =>
        mutation.mutate(
          { id: course.id, isAdvertisement: next },
          {
            onError: (error) =>
              notify.error(t('admin.courses.advertisementFailed', { message: t(errorMessageKey(error)) })),
          },
        )
      }
    />
  );
}
