import fs from 'node:fs';
import path from 'node:path';
import { FALLBACK_LANGUAGE, type Language } from '@ktravel/contract';

export interface TipText {
  title: string;
  summary: string;
}

/**
 * The TIPS articles' titles and summaries as the web app shows them (`tips.items.{id}` in the build's
 * `locales/{lng}/common.json`): read from the build, so a card says what the page says and nothing is written twice.
 * Read once per language; empty when the build has no translations (the API-only server).
 */
export function tipTexts(webDistDir: string) {
  const byLanguage = new Map<Language, Record<string, TipText>>();
  return (language: Language): Record<string, TipText> => {
    let tips = byLanguage.get(language);
    if (!tips) {
      tips = readTips(path.join(webDistDir, 'locales', language, 'common.json'));
      byLanguage.set(language, tips);
    }
    return tips;
  };
}

function readTips(file: string): Record<string, TipText> {
  if (!fs.existsSync(file)) return {};
  try {
    const items = (JSON.parse(fs.readFileSync(file, 'utf8')) as { tips?: { items?: unknown } }).tips?.items;
    if (typeof items !== 'object' || items === null) return {};
    const tips: Record<string, TipText> = {};
    for (const [id, item] of Object.entries(items as Record<string, Partial<TipText>>)) {
      if (/^[a-z0-9-]+$/.test(id) && typeof item?.title === 'string' && typeof item.summary === 'string') {
        tips[id] = { title: item.title, summary: item.summary };
      }
    }
    return tips;
  } catch {
    return {};
  }
}

/** The tips that exist (the fallback language's list: every language has the same articles). */
export const tipIds = (texts: (language: Language) => Record<string, TipText>): string[] =>
  Object.keys(texts(FALLBACK_LANGUAGE));
