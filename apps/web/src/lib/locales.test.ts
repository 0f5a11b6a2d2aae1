// @vitest-environment node
/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ERROR_CODES } from '@ktravel/contract';
import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR_CODES } from './api-client.ts';
import { ERROR_CODES_WITH_MESSAGES } from './error-message.ts';
import { LANGUAGES } from './language.ts';

const WEB_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SRC_DIR = join(WEB_ROOT, 'src');
const LOCALES_DIR = join(WEB_ROOT, 'public', 'locales');

type Messages = { [key: string]: string | Messages };

function loadLocale(language: string): Messages {
  return JSON.parse(readFileSync(join(LOCALES_DIR, language, 'common.json'), 'utf8')) as Messages;
}

/** Flattens nested messages to dotted keys: `{ a: { b: 'x' } }` → `['a.b']`. */
function flattenKeys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flattenKeys(value, `${prefix}${key}.`),
  );
}

function valueAt(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Key literals used in source: `t('a.b')`, `t("a.b", …)`, `i18nKey="a.b"` and route `titleKey: 'a.b'`.
 * Keys built at run time (template literals with `${}`) are checked by their own tests.
 */
function extractKeys(source: string): string[] {
  const patterns = [
    /\bt\(\s*(['"`])([^'"`$\s]+)\1/g,
    /\bi18nKey=\{?\s*(['"`])([^'"`$\s]+)\1/g,
    /\btitleKey:\s*(['"`])([^'"`$\s]+)\1/g,
  ];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[2] ?? ''));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const en = loadLocale('en');
const enKeys = new Set(flattenKeys(en));

describe('locales', () => {
  it.each(LANGUAGES.filter((language) => language !== 'en'))('%s has exactly the keys of en', (language) => {
    const keys = flattenKeys(loadLocale(language));
    expect(new Set(keys)).toEqual(enKeys);
  });

  it.each([...LANGUAGES])('%s has no empty messages and keeps every {{placeholder}}', (language) => {
    const messages = loadLocale(language);
    for (const key of enKeys) {
      const value = valueAt(messages, key) ?? '';
      expect(value.trim(), `${language}: ${key}`).not.toBe('');
      const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(placeholders(value), `${language}: ${key}`).toEqual(placeholders(valueAt(en, key) ?? ''));
    }
  });

  it.each([...LANGUAGES])(
    '%s keeps every key a plain path (no dot or colon inside a name: lib/i18n.ts)',
    (language) => {
      const badNames = (messages: Messages, prefix = ''): string[] =>
        Object.entries(messages).flatMap(([name, value]) => [
          ...(/[.:]/.test(name) ? [`${prefix}${name}`] : []),
          ...(typeof value === 'string' ? [] : badNames(value, `${prefix}${name}.`)),
        ]);
      expect(badNames(loadLocale(language))).toEqual([]);
    },
  );

  it('finds key literals in source, so a missing key fails the next test', () => {
    const sample = `t('login.title'); t("nav.kmap", { x: 1 }); t('no.such.key'); <Trans i18nKey="app.name" />`;
    const keys = extractKeys(sample);
    expect(keys).toEqual(['login.title', 'nav.kmap', 'no.such.key', 'app.name']);
    expect(keys.filter((key) => !enKeys.has(key))).toEqual(['no.such.key']);
  });

  it('has every key the source uses', () => {
    const files = sourceFiles(SRC_DIR);
    expect(files.length).toBeGreaterThan(10);
    const missing: string[] = [];
    let found = 0;
    for (const file of files) {
      for (const key of extractKeys(readFileSync(file, 'utf8'))) {
        found += 1;
        // A plural key (`t('x', { count })`) exists as `x_one` / `x_other`.
        if (!enKeys.has(key) && !enKeys.has(`${key}_other`))
          missing.push(`${relative(SRC_DIR, file)}: ${key}`);
      }
    }
    expect(found).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });

  it('has a message for every API error code and client error code', () => {
    for (const code of [...ERROR_CODES, ...Object.values(CLIENT_ERROR_CODES)]) {
      expect(enKeys.has(`errors.${code}`), code).toBe(true);
      expect(ERROR_CODES_WITH_MESSAGES.has(code), code).toBe(true);
    }
  });
});
