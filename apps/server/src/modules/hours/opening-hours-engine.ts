import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import vm from 'node:vm';

/**
 * The OpenStreetMap `opening_hours` library (the field's reference implementation), run on Seoul wall-clock time
 * whatever the server's time zone.
 *
 * The library reads and builds dates with the host's local-time methods (`getHours`, `new Date(y, m, d)`), so its
 * answers move with the process's `TZ`, and in a zone with daylight saving some Seoul hours do not exist at all
 * (02:30 on 8 March 2026 in New York). It runs here in its own V8 context whose `Date` is `WallDate`: local time
 * is UTC, which has no daylight saving, and a wall-clock time in Seoul is written as that same time in UTC
 * (09:00 in Seoul is `WallDate` 09:00Z). Its code and answers are the library's own; only the clock it reads is
 * ours. Loaded on first use (about 70 ms), not at start.
 */

/** A `Date` whose local-time methods are the UTC ones: the library's "local" time is the Seoul wall clock. */
export class WallDate extends Date {
  constructor(...args: unknown[]) {
    if (args.length >= 2) super(Date.UTC(...(args as [number, number])));
    else if (args.length === 1) super(args[0] as number);
    else super();
  }
  /** Seoul wall-clock `date` (YYYY-MM-DD) at `minutes` after its midnight. */
  static at(date: string, minutes = 0): WallDate {
    return new WallDate(Date.parse(`${date}T00:00:00Z`) + minutes * 60_000);
  }
  override getFullYear() {
    return this.getUTCFullYear();
  }
  override getMonth() {
    return this.getUTCMonth();
  }
  override getDate() {
    return this.getUTCDate();
  }
  override getDay() {
    return this.getUTCDay();
  }
  override getHours() {
    return this.getUTCHours();
  }
  override getMinutes() {
    return this.getUTCMinutes();
  }
  override getSeconds() {
    return this.getUTCSeconds();
  }
  override getMilliseconds() {
    return this.getUTCMilliseconds();
  }
  override getTimezoneOffset() {
    return 0;
  }
  override setFullYear(...args: [number, number?, number?]) {
    return this.setUTCFullYear(...(args as [number]));
  }
  override setMonth(...args: [number, number?]) {
    return this.setUTCMonth(...(args as [number]));
  }
  override setDate(date: number) {
    return this.setUTCDate(date);
  }
  override setHours(...args: [number, number?, number?, number?]) {
    return this.setUTCHours(...(args as [number]));
  }
  override setMinutes(...args: [number, number?, number?]) {
    return this.setUTCMinutes(...(args as [number]));
  }
  override setSeconds(...args: [number, number?]) {
    return this.setUTCSeconds(...(args as [number]));
  }
  override setMilliseconds(ms: number) {
    return this.setUTCMilliseconds(ms);
  }
  override toLocaleString(locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
    return super.toLocaleString(locales, { ...options, timeZone: 'UTC' });
  }
}

/** The part of the library's object this app uses (see its `types/index.d.ts`). */
export interface OpeningHoursObject {
  getOpenIntervals(from: Date, to: Date): [Date, Date, boolean, string | undefined][];
  getStateString(date: Date, past: true): 'open' | 'unknown' | 'closed';
  getComment(date: Date): string | undefined;
  prettifyValue(): string;
}
type OpeningHoursClass = new (
  value: string,
  nominatim: unknown,
  conf: { mode: number; warnings_severity?: number },
) => OpeningHoursObject;

let loaded: OpeningHoursClass | undefined;

function library(): OpeningHoursClass {
  if (loaded) return loaded;
  const file = createRequire(import.meta.url).resolve('opening_hours');
  const module = { exports: {} as unknown };
  const sandbox = vm.createContext({
    module,
    exports: module.exports,
    // Its one dependency (suncalc), resolved beside it.
    require: createRequire(file),
    Date: WallDate,
    console,
  });
  vm.runInContext(readFileSync(file, 'utf8'), sandbox, { filename: file });
  loaded = module.exports as OpeningHoursClass;
  return loaded;
}

/**
 * The library needs a country to accept `PH` at all; its list has no Korea, and this app never lets it decide
 * what a holiday is: `place-hours.ts` puts Korea's days in place of every `PH` before evaluating. Checking a value
 * (and making its canonical text) uses this stand-in, whose holidays are never evaluated.
 */
const SYNTAX_ONLY_COUNTRY = { lat: 37.5665, lon: 126.978, address: { country_code: 'de', state: 'Berlin' } };
/** Time ranges only (not points in time): mode 0 of the library. */
const TIME_RANGES = { mode: 0 };

/** A value the library refuses, or one this app does not evaluate; `position` counts characters of the value. */
export class OpeningHoursSyntaxError extends Error {
  constructor(
    readonly problem: string,
    readonly position: number | null,
  ) {
    super(problem);
    this.name = 'OpeningHoursSyntaxError';
  }
}

/** The library's errors read `<the value up to the problem> <--- (<explanation>)`. */
const MARKER = ' <--- (';

function syntaxError(thrown: unknown, value: string): OpeningHoursSyntaxError {
  const text = String(thrown);
  const at = text.indexOf(MARKER);
  if (at < 0) return new OpeningHoursSyntaxError(text.trim(), null);
  const before = text.slice(0, at);
  const explanation = text
    .slice(at + MARKER.length)
    .replace(/\)\s*$/, '')
    .trim();
  // The marked prefix is the value as typed, up to where reading stopped.
  const position = value.startsWith(before.trimEnd()) ? before.trimEnd().length : null;
  return new OpeningHoursSyntaxError(explanation, position);
}

/** Times that follow the sun (their hour would be the server's sun, not Seoul's) and school holidays (no list). */
const UNSUPPORTED: [RegExp, string][] = [
  [
    /\b(sunrise|sunset|dawn|dusk)\b/,
    'Times by the sun (sunrise, sunset, dawn, dusk) are not supported: write clock times',
  ],
  [/\bSH\b/, 'School holidays (SH) are not supported: Korea has no shared list of them'],
];

/** The value's text outside comments (`"…"`), where selectors are. */
export function outsideComments(value: string): string {
  return value.replace(/"[^"]*"/g, '""');
}

/**
 * Checks a value and returns its canonical text (the library's own normal form: `daily 9-18` becomes
 * `Mo-Su 09:00-18:00`). Throws `OpeningHoursSyntaxError` naming the problem and where it is.
 */
export function canonicalOpeningHours(value: string): string {
  let parsed: OpeningHoursObject;
  try {
    parsed = new (library())(value, SYNTAX_ONLY_COUNTRY, TIME_RANGES);
  } catch (err) {
    throw syntaxError(err, value);
  }
  const canonical = parsed.prettifyValue();
  const selectors = outsideComments(canonical);
  for (const [pattern, problem] of UNSUPPORTED) {
    const match = pattern.exec(selectors);
    if (match)
      throw new OpeningHoursSyntaxError(
        problem,
        value.indexOf(match[0]) >= 0 ? value.indexOf(match[0]) : null,
      );
  }
  return canonical;
}

/**
 * A parsed value with no `PH` left in it (the holiday days already put in its place): evaluated with no country.
 * Throws like the library when the value is not valid.
 */
export function parseWithoutHolidays(value: string): OpeningHoursObject {
  return new (library())(value, null, TIME_RANGES);
}
