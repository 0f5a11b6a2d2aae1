import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppLanguage } from './fixtures.ts';

type Messages = { [key: string]: string | Messages };

/** The app's own translations, so each language's run selects by what that reader sees. */
export function translator(language: AppLanguage) {
  const file = join(import.meta.dirname, '..', 'apps', 'web', 'public', 'locales', language, 'common.json');
  const messages = JSON.parse(readFileSync(file, 'utf8')) as Messages;
  const plural = new Intl.PluralRules(language);
  return (key: string, values: Record<string, string | number> = {}) => {
    // i18next's plural keys: `found` with a count reads `found_one` or `found_other` by the language's rules.
    const base = key.replace(/_(one|other)$/, '');
    if (typeof values.count === 'number') {
      const plural_ = `${base}_${plural.select(values.count)}`;
      key = lookup(messages, plural_) === undefined ? key : plural_;
    }
    const text = lookup(messages, key);
    if (text === undefined) throw new Error(`no translation ${language}:${key}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
  };
}

export type Translate = ReturnType<typeof translator>;

function lookup(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}
