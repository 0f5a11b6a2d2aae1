import { disassembleCompleteCharacter, romanize, standardizePronunciation } from 'es-hangul';
import { isKana, toRomaji } from 'wanakana';

/**
 * What place search matches a query against (DESIGN §8.5, decision 018): a place's names in the five languages and
 * its aliases as written, and the sounds of its Korean name as visitors spell them: Revised Romanization (es-hangul,
 * which also applies the sound changes), McCune–Reischauer and the Japanese kana reading, written from the same
 * standardized pronunciation. Everything is reduced to keys: `searchKey` (case, accents, spaces and hyphens gone)
 * and, for Latin and kana, `soundKey` (the spelling differences of romanization systems and habits folded away).
 */

const HANGUL = /[\uac00-\ud7a3]/;
const LATIN = /[a-z]/;

/**
 * Lower case, no accents on Latin letters (ŏ → o; kana keep their voicing marks), no spaces, hyphens, apostrophes
 * or punctuation; letters of every script stay.
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * One key for the ways one Korean sound is spelled in Latin letters (a `searchKey`): consonants by place, not by
 * voicing or aspiration (k/g, t/d, p/b, ch/j, r/l, sh/s, f/h), the vowels the systems write apart (eo/o, eu/u, ae/e,
 * yeo/yu/yo, oo/u, ee/i), final ng as n (Japanese writes both ン), doubled letters once. So `Kyungbok`,
 * `Gyeongbok` and `Kyŏngbok` meet, and `Heundae` meets `Haeundae`.
 */
export function soundKey(key: string): string {
  return key
    .replace(/tch|ch|j|z/g, 'c')
    .replace(/sh/g, 's')
    .replace(/fu/g, 'hu')
    .replace(/k|q/g, 'g')
    .replace(/t/g, 'd')
    .replace(/p|f/g, 'b')
    .replace(/r/g, 'l')
    .replace(/ae/g, 'e')
    .replace(/yeo|yu/g, 'yo')
    .replace(/eo/g, 'o')
    .replace(/eu/g, 'u')
    .replace(/oo|ou/g, 'u')
    .replace(/ee/g, 'i')
    .replace(/ng/g, 'n')
    .replace(/(.)\1+/g, '$1');
}

type Jamo = { initial: string; vowel: string; final: string };

function syllables(word: string): (Jamo | string)[] {
  return [...standardizePronunciation(word, { hardConversion: false })].map((char) => {
    if (!HANGUL.test(char)) return char;
    const { choseong, jungseong, jongseong } = disassembleCompleteCharacter(char)!;
    return { initial: choseong, vowel: jungseong, final: jongseong };
  });
}

const MR_VOWELS: Record<string, string> = {
  ㅏ: 'a',
  ㅐ: 'ae',
  ㅑ: 'ya',
  ㅒ: 'yae',
  ㅓ: 'ŏ',
  ㅔ: 'e',
  ㅕ: 'yŏ',
  ㅖ: 'ye',
  ㅗ: 'o',
  ㅗㅏ: 'wa',
  ㅗㅐ: 'wae',
  ㅗㅣ: 'oe',
  ㅛ: 'yo',
  ㅜ: 'u',
  ㅜㅓ: 'wŏ',
  ㅜㅔ: 'we',
  ㅜㅣ: 'wi',
  ㅠ: 'yu',
  ㅡ: 'ŭ',
  ㅡㅣ: 'ŭi',
  ㅣ: 'i',
};
/** Initials: [at a word's start or after a voiceless final, between voiced sounds]. */
const MR_INITIALS: Record<string, [string, string]> = {
  ㄱ: ['k', 'g'],
  ㄲ: ['kk', 'kk'],
  ㄴ: ['n', 'n'],
  ㄷ: ['t', 'd'],
  ㄸ: ['tt', 'tt'],
  ㄹ: ['r', 'r'],
  ㅁ: ['m', 'm'],
  ㅂ: ['p', 'b'],
  ㅃ: ['pp', 'pp'],
  ㅅ: ['s', 's'],
  ㅆ: ['ss', 'ss'],
  ㅇ: ['', ''],
  ㅈ: ['ch', 'j'],
  ㅉ: ['tch', 'tch'],
  ㅊ: ["ch'", "ch'"],
  ㅋ: ["k'", "k'"],
  ㅌ: ["t'", "t'"],
  ㅍ: ["p'", "p'"],
  ㅎ: ['h', 'h'],
};
const FINALS: Record<string, string> = { ㄱ: 'k', ㄴ: 'n', ㄷ: 't', ㄹ: 'l', ㅁ: 'm', ㅂ: 'p', ㅇ: 'ng' };
const VOICED_FINALS = new Set(['', 'ㄴ', 'ㄹ', 'ㅁ', 'ㅇ']);

/**
 * Writes each syllable of a Korean text's standardized pronunciation with `write`, told its initial as MR writes it
 * (voiced between voiced sounds) and the syllable before it in the same word; anything not Hangul stays as it is.
 */
function transcribe(
  text: string,
  write: (part: Jamo, initial: string, previous: Jamo | null) => string,
): string {
  let out = '';
  let previous: Jamo | null = null;
  for (const part of syllables(text)) {
    if (typeof part === 'string') {
      out += part;
      previous = null;
      continue;
    }
    const voiced = previous !== null && VOICED_FINALS.has(previous.final);
    out += write(part, MR_INITIALS[part.initial]?.[voiced ? 1 : 0] ?? '', previous);
    previous = part;
  }
  return out;
}

/** McCune–Reischauer of a Korean text, from its standardized pronunciation (경복궁 → kyŏngbokkung). */
export function mccuneReischauer(text: string): string {
  return transcribe(text, (part, voicedInitial, previous) => {
    let initial = voicedInitial;
    if (part.initial === 'ㄹ' && previous?.final === 'ㄹ') initial = 'l';
    if (part.initial === 'ㅅ' && part.vowel === 'ㅜㅣ') initial = 'sh';
    return initial + (MR_VOWELS[part.vowel] ?? '') + (FINALS[part.final] ?? (part.final ? 't' : ''));
  });
}

const KANA_VOWELS: Record<string, string> = {
  ㅏ: 'a',
  ㅐ: 'e',
  ㅑ: 'ya',
  ㅒ: 'ye',
  ㅓ: 'o',
  ㅔ: 'e',
  ㅕ: 'yo',
  ㅖ: 'ye',
  ㅗ: 'o',
  ㅗㅏ: 'wa',
  ㅗㅐ: 'we',
  ㅗㅣ: 'we',
  ㅛ: 'yo',
  ㅜ: 'u',
  ㅜㅓ: 'wo',
  ㅜㅔ: 'we',
  ㅜㅣ: 'wi',
  ㅠ: 'yu',
  ㅡ: 'u',
  ㅡㅣ: 'ui',
  ㅣ: 'i',
};
/** Finals as Japanese writes them: ン for n, ng (and often m), ル for l, ッ (a doubled consonant) for k, t, p. */
const KANA_FINALS: Record<string, string> = {
  ㄱ: 'k',
  ㄴ: 'n',
  ㄷ: 't',
  ㄹ: 'ru',
  ㅁ: 'mu',
  ㅂ: 'p',
  ㅇ: 'n',
};

/**
 * The Korean text as Japanese guides write it in katakana, in wanakana's romaji (경복궁 → kyonbokkun, as
 * キョンボックン reads): a kana query is read in the same romaji, and the two compared by `soundKey`.
 */
export function kanaReading(text: string): string {
  return transcribe(
    text,
    (part, initial) =>
      initial.replace("'", '') + (KANA_VOWELS[part.vowel] ?? '') + (KANA_FINALS[part.final] ?? ''),
  );
}

/** The Latin or kana query as the key its sound is compared by, or null for any other script (Hangul, Han). */
export function querySoundKey(q: string): string | null {
  const key = searchKey(q);
  if (LATIN.test(key) && !HANGUL.test(key)) return soundKey(key);
  if (isKana(key.replace(/[ーｰ・]/g, ''))) return soundKey(searchKey(toRomaji(key)));
  return null;
}

/** What a place is searched by. */
export interface SearchableNames {
  name: string;
  nameKo: string | null;
  nameZh: string | null;
  nameJa: string | null;
  nameZhHant: string | null;
  aliases: readonly string[];
}

/**
 * The place's search terms as one space-separated text, spaces around (`places.search_terms`, trigram-indexed): each
 * name and alias as its `searchKey`, then the `soundKey` of every Latin name and alias and of the Korean name's
 * Revised, McCune–Reischauer and kana readings. Regenerated whenever a name or an alias changes.
 */
export function placeSearchTerms(place: SearchableNames): string {
  const written = [place.name, place.nameKo, place.nameZh, place.nameJa, place.nameZhHant, ...place.aliases]
    .filter((text): text is string => Boolean(text))
    .map(searchKey)
    .filter(Boolean);
  const sounds: string[] = [];
  for (const text of [place.name, ...place.aliases]) {
    const key = searchKey(text);
    if (LATIN.test(key)) sounds.push(soundKey(key));
  }
  if (place.nameKo && HANGUL.test(place.nameKo)) {
    for (const reading of [
      romanize(place.nameKo),
      mccuneReischauer(place.nameKo),
      kanaReading(place.nameKo),
    ]) {
      sounds.push(soundKey(searchKey(reading)));
    }
  }
  // Between spaces, first and last too: a whole term is then `like '% term %'`, which the trigram index finds by
  // its blank-padded trigrams (never '', which marks a place whose terms are still to be written).
  return ` ${[...new Set([...written, ...sounds.filter(Boolean)])].join(' ')} `;
}
