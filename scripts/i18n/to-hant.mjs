// Fills the Traditional Chinese catalogue (zh-Hant) from the Simplified one (zh) through OpenCC with Taiwan
// phrases, for the keys zh-Hant does not have yet; keys already there (read and corrected by a person) are kept.
// Run after adding keys: `node scripts/i18n/to-hant.mjs`, then read what it wrote (decision 018).
import { readFileSync, writeFileSync } from 'node:fs';
import OpenCC from 'opencc-js';

const toHant = OpenCC.Converter({ from: 'cn', to: 'twp' });
const dir = new URL('../../apps/web/public/locales/', import.meta.url);
const read = (lng) => {
  try {
    return JSON.parse(readFileSync(new URL(`${lng}/common.json`, dir), 'utf8'));
  } catch {
    return {};
  }
};

/** Walks `order` (the English catalogue, for key order) and takes each string from `kept` or converts `zh`'s. */
function fill(order, zh, kept, path, added) {
  const out = {};
  for (const [key, value] of Object.entries(order)) {
    const here = `${path}${key}`;
    if (value !== null && typeof value === 'object') {
      out[key] = fill(value, zh?.[key] ?? {}, kept?.[key] ?? {}, `${here}.`, added);
    } else if (typeof kept?.[key] === 'string') {
      out[key] = kept[key];
    } else if (typeof zh?.[key] === 'string') {
      out[key] = toHant(zh[key]);
      added.push(here);
    }
  }
  return out;
}

const added = [];
const result = fill(read('en'), read('zh'), read('zh-Hant'), '', added);
writeFileSync(new URL('zh-Hant/common.json', dir), `${JSON.stringify(result, null, 2)}\n`);
console.log(
  `zh-Hant: ${added.length} keys converted from zh${added.length ? `:\n  ${added.join('\n  ')}` : ''}`,
);
