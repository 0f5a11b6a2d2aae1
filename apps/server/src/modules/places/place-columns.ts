import { places } from '../../db/schema.ts';

/** A place's name in each of the five languages (DESIGN §8.5), for the selects that show it in the reader's. */
export const placeNameColumns = {
  name: places.name,
  nameKo: places.nameKo,
  nameZh: places.nameZh,
  nameJa: places.nameJa,
  nameZhHant: places.nameZhHant,
};

/** Its address in each of the five languages. */
export const placeAddressColumns = {
  address: places.address,
  addressKo: places.addressKo,
  addressZh: places.addressZh,
  addressJa: places.addressJa,
  addressZhHant: places.addressZhHant,
};
