import { COURSE_IMPORT_MAX_DEPTH, COURSE_IMPORT_MAX_ELEMENTS } from '@ktravel/contract';
import { SaxesParser } from 'saxes';
import { invalid } from './import-errors.ts';

/** What a format's reader does with the elements as they stream past (names are local: `kml:Folder` is `Folder`). */
export interface XmlVisitor {
  /** An element opens; answering true asks for its text (and its children's, up to 4,096 characters) at its close. */
  open(name: string, attributes: Record<string, string>, depth: number): boolean | undefined;
  /** An element closes, with its text when `open` asked for it. */
  close(name: string, depth: number, text: string | undefined): void;
  /** True once it has read what it wants (the point cap): the rest of the file is not read. */
  readonly isDone: boolean;
}

export interface ReadBudget {
  /** `performance.now()` past which the read stops with "too long to read". */
  deadline: number;
}

/** How much text is handed to the parser at a time: the point cap and the deadline are looked at between slices. */
const SLICE_CHARS = 16 * 1024;

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** Cuts a string into slices for `readXml` (a byte-order mark, which some GPS apps write, dropped). */
export function* stringSlices(text: string): Generator<string> {
  const start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (let at = start; at < text.length; at += SLICE_CHARS) yield text.slice(at, at + SLICE_CHARS);
}

/**
 * Reads XML in one pass (saxes, a strict streaming parser), handing each element to `visitor`, and stops at the
 * first bound: the visitor has read enough, elements nested deeper than COURSE_IMPORT_MAX_DEPTH, more than
 * COURSE_IMPORT_MAX_ELEMENTS elements, or the deadline. Nothing but the open elements' names is held. A DTD is
 * refused before anything in it is read (so no entity is ever declared, let alone expanded: saxes knows only XML's
 * five), and a file that is not well formed is refused with the line and column of the fault.
 */
export function readXml(
  slices: Iterable<string>,
  root: string,
  visitor: XmlVisitor,
  budget: ReadBudget,
): void {
  const parser = new SaxesParser({ position: true });
  const where = () => `line ${parser.line}, column ${parser.column}`;
  const open: string[] = [];
  const text$ = new TextCapture();
  /** The depth of the element whose text is being collected, or 0. */
  let capturing = 0;
  let elements = 0;
  parser.on('error', (err) => {
    // saxes says "3:29: unexpected close tag."; ours says where in words, as the JSON formats do.
    const match = /^(\d+):(\d+): (.*?)\.?$/.exec(err.message.split('\n')[0] ?? '');
    throw invalid(match ? `line ${match[1]}, column ${match[2]}: ${match[3]}` : 'not well-formed XML');
  });
  parser.on('doctype', () => {
    throw invalid(`${where()}: a DTD or entity declaration (not allowed)`);
  });
  parser.on('opentag', (tag) => {
    const name = localName(tag.name);
    if (open.length === 0 && name !== root) throw invalid(`the root element is not <${root}>`);
    elements += 1;
    if (elements > COURSE_IMPORT_MAX_ELEMENTS) {
      throw invalid(`${where()}: more than ${COURSE_IMPORT_MAX_ELEMENTS.toLocaleString('en')} elements`);
    }
    open.push(name);
    if (open.length > COURSE_IMPORT_MAX_DEPTH) {
      throw invalid(`${where()}: elements nested more than ${COURSE_IMPORT_MAX_DEPTH} deep`);
    }
    if (visitor.open(name, tag.attributes as Record<string, string>, open.length) && capturing === 0) {
      capturing = open.length;
      text$.take();
    }
  });
  parser.on('closetag', () => {
    const depth = open.length;
    const name = open.pop()!;
    const isCaptured = capturing === depth;
    if (isCaptured) capturing = 0;
    visitor.close(name, depth, isCaptured ? text$.take() : undefined);
  });
  const onText = (text: string) => {
    if (capturing > 0) text$.add(text);
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  for (const slice of slices) {
    parser.write(slice);
    if (visitor.isDone) return;
    if (performance.now() > budget.deadline) throw invalid(`${where()}: the file takes too long to read`);
  }
  parser.close();
  if (elements === 0) throw invalid(`the root element is not <${root}>`);
}

/** Collects an element's text, at most `max` characters of it (names and coordinates are short). */
class TextCapture {
  private parts = '';
  constructor(private readonly max = 4096) {}

  add(text: string): void {
    if (this.parts.length < this.max) this.parts += text.slice(0, this.max - this.parts.length);
  }

  take(): string {
    const text = this.parts;
    this.parts = '';
    return text;
  }
}
