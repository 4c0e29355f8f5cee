/**
 * The step before the sanitiser parses untrusted HTML: takes out, as text, what Chromium checks
 * against the page's Content-Security-Policy the moment it parses it.
 *
 * DOMPurify parses into an inert document (DOMParser), where nothing runs and nothing loads; but
 * Chromium gives that document the page's policy and checks it as it builds the elements: an `on*`
 * attribute is reported as "Executing inline event handler violates…" (script-src-attr), a `style`
 * attribute as style-src-attr, a `<style>` element as style-src-elem and a `<base href>` as
 * base-uri, although the sanitiser then removes each of them and nothing ever ran. The policy is
 * the second wall and must never have to act, and a page full of violation reports hides a real
 * one; so none of these may reach any parser of the page.
 *
 * Finding them in a string needs the HTML tokenizer's rules for start tags, not a pattern: an
 * attribute name starts after a space, a slash or a closing quote (`<img/src=x/onerror=…>` has no
 * handler, `<img src="x"onerror=…>` has one). Which parts of a string the browser reads as tags
 * also depends on the tree builder (the inside of `<style>`, `<textarea>`, `<title>`, a comment
 * or a CDATA section is text in some contexts, markup in others: the mutation-XSS family), so no
 * position is trusted to be text: every `<` followed by a letter is read as the start of a tag,
 * with the tokenizer's own states (HTML Living Standard, 13.2.5.6 to 13.2.5.40), and what that tag
 * would carry is cut out. A cut can change how the rest reads, so the pass repeats until a pass
 * finds nothing. The browser only ever makes an attribute from a start tag that begins at such a
 * `<`, so after the last pass no reading of the string yields one.
 *
 * This is not the sanitiser: DOMPurify still decides everything that is kept. This only keeps the
 * parse it does from tripping the policy. Markup so tangled that the work passes a bound (nested
 * unclosed quotes, thousands of tag starts inside one value) is shown as text instead.
 */

/** Elements Chromium checks against the policy while parsing: a style sheet and a document base. */
const CHECKED_ELEMENTS = new Set(['style', 'base']);

/** Renamed elements become unknown ones (`<defused-style>`), which the sanitiser drops. */
export const DEFUSED_PREFIX = 'defused-';

/** Attributes Chromium checks while parsing: event handlers (script-src-attr) and inline style (style-src-attr). */
function isCheckedAttribute(name: string): boolean {
  return name.startsWith('on') || name === 'style';
}

const MAX_PASSES = 8;

function isWhitespace(c: string): boolean {
  // CR counts too: the parser's input preprocessing turns it into LF before tokenizing.
  return c === ' ' || c === '\n' || c === '\t' || c === '\f' || c === '\r';
}

function isAsciiAlpha(c: string): boolean {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

/** The tokenizer lower-cases ASCII only, and reads U+0000 as U+FFFD. */
function tokenChar(c: string): string {
  if (c >= 'A' && c <= 'Z') return String.fromCharCode(c.charCodeAt(0) + 32);
  return c === '\0' ? '\uFFFD' : c;
}

interface Edits {
  /** Spans [start, end) to cut: a checked attribute with its value. */
  cuts: Array<[number, number]>;
  /** Where to insert DEFUSED_PREFIX: the first letter of a checked element's name. */
  renames: number[];
}

type State =
  'beforeName' | 'name' | 'afterName' | 'beforeValue' | 'doubleQuoted' | 'singleQuoted' | 'unquoted' | 'afterQuoted' | 'selfClosing';

/**
 * Reads the tag that starts at `lt` (a `<` followed by a letter, or by `/` and a letter) as the
 * tokenizer would, adding what it would carry that the policy checks to `edits`. Answers the
 * number of characters read, for the work bound.
 */
function readTag(html: string, lt: number, edits: Edits): number {
  const endTag = html[lt + 1] === '/';
  let i = lt + (endTag ? 2 : 1);
  const nameStart = i;
  let name = '';
  // Tag name state: up to whitespace, a slash or '>'.
  while (i < html.length && !isWhitespace(html[i]) && html[i] !== '/' && html[i] !== '>') name += tokenChar(html[i++]);
  if (CHECKED_ELEMENTS.has(name)) edits.renames.push(nameStart);
  // An end tag's attributes never reach an element; its start-tag readings are read on their own.
  if (endTag) return i - lt;

  let state: State = 'beforeName';
  let attributeStart = -1;
  let attribute = '';
  const finish = (end: number) => {
    if (attributeStart >= 0 && isCheckedAttribute(attribute)) edits.cuts.push([attributeStart, end]);
    attributeStart = -1;
    attribute = '';
  };
  const begin = (at: number) => {
    attributeStart = at;
    attribute = '';
  };
  while (i < html.length) {
    const c = html[i];
    switch (state) {
      case 'beforeName':
        if (isWhitespace(c)) i += 1;
        else if (c === '/' || c === '>') state = 'afterName';
        else if (c === '=') {
          // An attribute may begin with '=' (a parse error, kept as the name's first character).
          begin(i);
          attribute = '=';
          i += 1;
          state = 'name';
        } else {
          begin(i);
          state = 'name';
        }
        break;
      case 'name':
        if (isWhitespace(c) || c === '/' || c === '>') state = 'afterName';
        else if (c === '=') {
          i += 1;
          state = 'beforeValue';
        } else {
          attribute += tokenChar(c);
          i += 1;
        }
        break;
      case 'afterName':
        if (isWhitespace(c)) i += 1;
        else if (c === '=') {
          i += 1;
          state = 'beforeValue';
        } else {
          // The attribute so far had no value: it ends where its name did, before this gap.
          let end = i;
          while (end > attributeStart && isWhitespace(html[end - 1])) end -= 1;
          finish(end);
          if (c === '/') {
            i += 1;
            state = 'selfClosing';
          } else if (c === '>') return i + 1 - lt;
          else {
            begin(i);
            state = 'name';
          }
        }
        break;
      case 'beforeValue':
        if (isWhitespace(c)) i += 1;
        else if (c === '"' || c === "'") {
          i += 1;
          state = c === '"' ? 'doubleQuoted' : 'singleQuoted';
        } else if (c === '>') {
          finish(i);
          return i + 1 - lt;
        } else state = 'unquoted';
        break;
      case 'doubleQuoted':
      case 'singleQuoted':
        // Character references cannot end a value (they never consume a quote), so they need no reading.
        if (c === (state === 'doubleQuoted' ? '"' : "'")) {
          i += 1;
          finish(i);
          state = 'afterQuoted';
        } else i += 1;
        break;
      case 'unquoted':
        if (isWhitespace(c)) {
          finish(i);
          i += 1;
          state = 'beforeName';
        } else if (c === '>') {
          finish(i);
          return i + 1 - lt;
        } else i += 1;
        break;
      case 'afterQuoted':
        if (isWhitespace(c)) {
          i += 1;
          state = 'beforeName';
        } else if (c === '/') {
          i += 1;
          state = 'selfClosing';
        } else if (c === '>') return i + 1 - lt;
        else state = 'beforeName'; // no space needed before the next attribute
        break;
      case 'selfClosing':
        if (c === '>') return i + 1 - lt;
        state = 'beforeName';
        break;
    }
  }
  // End of input inside the tag: the browser drops the whole tag. Cutting what it would have held
  // anyway costs nothing and keeps this reading simple.
  finish(html.length);
  return i - lt;
}

/** Applies one pass's edits: cuts merged where they overlap, renames dropped where they were cut. */
function applyEdits(html: string, { cuts, renames }: Edits): string {
  const sorted = [...cuts].sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const [start, end] of sorted) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  let out = '';
  let at = 0;
  let next = 0;
  const takeCut = () => {
    out += html.slice(at, merged[next][0]);
    at = merged[next][1];
    next += 1;
  };
  for (const position of [...new Set(renames)].sort((a, b) => a - b)) {
    while (next < merged.length && merged[next][1] <= position) takeCut();
    if (next < merged.length && merged[next][0] <= position) continue; // its name is cut anyway
    out += html.slice(at, position) + DEFUSED_PREFIX;
    at = position;
  }
  while (next < merged.length) takeCut();
  return out + html.slice(at);
}

/** Untrusted HTML shown as its text: no `<` is left to start a tag. */
function asText(html: string): string {
  return html.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}

/**
 * `html` without anything the page's policy would report while it is parsed: no `on*` or `style`
 * attribute on any tag any reading could make, `<style>` and `<base>` renamed to unknown elements.
 */
export function defuseForParsing(html: string): string {
  // Plain markup reads each tag once; the bound only stops input built to make the reading quadratic.
  const budget = 64 * html.length + 65_536;
  let current = html;
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const edits: Edits = { cuts: [], renames: [] };
    let work = 0;
    for (let lt = current.indexOf('<'); lt !== -1; lt = current.indexOf('<', lt + 1)) {
      const next = current[lt + 1];
      const startsTag = next !== undefined && (isAsciiAlpha(next) || (next === '/' && isAsciiAlpha(current[lt + 2] ?? '')));
      if (!startsTag) continue;
      work += readTag(current, lt, edits);
      if (work > budget) return asText(html);
    }
    if (edits.cuts.length === 0 && edits.renames.length === 0) return current;
    current = applyEdits(current, edits);
  }
  return asText(html);
}
