import type { PlaceDto } from '@ktravel/contract';
import { placeName } from '@/lib/places/place-text.ts';
import { notify } from '@/lib/toast.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useSetPlaceAdvertisement, useSetPlaceMultilingualMenu } from '../../api/admin-places.ts';
import { AdminSwitch } from '../admin-switch.tsx';

type Flag = 'advertisement' | 'multilingualMenu';

/** A place's advertisement or multilingual-menu flag as a switch (saved at once, audited by the server). */
export function PlaceFlagSwitch({ place, flag }: { place: PlaceDto; flag: Flag }) {
  const { t, i18n } = useTranslation();
  const advertisement = useSetPlaceAdvertisement();
  const multilingualMenu = useSetPlaceMultilingualMenu();
  const mutation = flag === 'advertisement' ? advertisement : multilingualMenu;
  const stored = flag === 'advertisement' ? place.isAdvertisement : place.hasMultilingualMenu;
  const isOn = mutation.isPending ? mutation.variables.isOn : stored;
  const name = placeName(place, i18n.language);

  return (
    <AdminSwitch
      label={t(flag === 'advertisement' ? 'admin.map.advertisementSwitch' : 'admin.map.menuSwitch', { name })}
      isOn={isOn}
      isPending={mutation.isPending}
      onChange={(next) =>
        mutation.mutate(
          { id: place.id, isOn: next },
          {
            onError: () =>
              notify.error(
                t(flag === 'advertisement' ? 'admin.map.advertisementFailed' : 'admin.map.menuFailed'),
              ),
          },
        )
      }
    />
  );
}
