import { isApiError } from '@/lib/api-client.ts';

/** A value the hours field cannot take, with where it goes wrong when that is known. */
export interface HoursSyntaxProblem {
  /** Characters into the trimmed value where reading stopped (0-based; the value's length: at its end). */
  position: number | null;
  /** The opening_hours library's own words, in English. */
  detail: string;
}

// Every control character but the line breaks (those become rule separators), as the contract refuses them.
// biome-ignore lint/suspicious/noControlCharactersInRegex: taking control characters out is the point.
const OTHER_CONTROL_CHARACTERS = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
const LINE_BREAK = /\r\n|[\r\n\u2028\u2029]/;

/**
 * The hours on one line, as the contract wants them: hours pasted one rule per line (as most websites list
 * them) become rules separated by `; ` (`, ` kept where a line ended with one), and tabs become spaces.
 */
export function oneLineHours(text: string): string {
  const lines = text.replace(OTHER_CONTROL_CHARACTERS, ' ').split(LINE_BREAK);
  if (lines.length === 1) return lines[0] ?? '';
  return lines.reduce((joined, line, index) => {
    const part = index === 0 ? line.trimEnd() : line.trim();
    if (part === '') return joined;
    if (joined.trim() === '') return joined + part;
    return /[;,]$/.test(joined) ? `${joined} ${part}` : `${joined}; ${part}`;
  }, '');
}

/** The server's save refusal reads `<problem> (at character N)`, N counting from 1 (hours.service.ts). */
const AT_CHARACTER = /^([\s\S]*) \(at character (\d+)\)$/;

/** A save refusal's `fields.openingHours` as a problem of the field. */
export function readServerProblem(message: string): HoursSyntaxProblem {
  const match = AT_CHARACTER.exec(message.trim());
  if (!match) return { position: null, detail: message };
  return { position: Number(match[2]) - 1, detail: match[1] ?? '' };
}

/**
 * A save the server refused for its `openingHours` (400 `VALIDATION_FAILED`, `fields.openingHours`) as the form's
 * error of that field (type `server`, read back by `readServerProblem`), or null for any other failure.
 */
export function hoursRefusal(error: unknown): { type: 'server'; message: string } | null {
  const message = isApiError(error) ? error.fields?.openingHours : undefined;
  return message === undefined ? null : { type: 'server', message };
}

/** The text around a problem: the character where reading stopped (`at`, '' at the end) and what surrounds it. */
export interface ProblemExcerpt {
  before: string;
  at: string;
  after: string;
  isCutBefore: boolean;
  isCutAfter: boolean;
}

/** About `radius` characters either side of `position` in `value`. */
export function excerptAt(value: string, position: number, radius = 18): ProblemExcerpt {
  const at = Math.min(Math.max(position, 0), value.length);
  const start = Math.max(0, at - radius);
  const end = Math.min(value.length, at + 1 + radius);
  return {
    before: value.slice(start, at),
    at: value.slice(at, at + 1),
    after: value.slice(at + 1, end),
    isCutBefore: start > 0,
    isCutAfter: end < value.length,
  };
}
