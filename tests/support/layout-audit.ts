/**
 * A look at what a visitor sees on one screen, for the browser tests: whether any fixed or floating
 * element covers a link, a button, a field or a line of text, whether anything cannot be brought
 * into view at all, whether text is drawn smaller than a phone can show legibly, and whether the
 * page scrolls sideways. It runs inside the page (one evaluate, no round trips per element).
 *
 * How "covered" is decided: the audit scrolls the page (and every scrolling box of the part it
 * looks at) from top to bottom in steps of under half a screen, and at every step probes each
 * visible control and line of text with document.elementFromPoint, at its centre and near both
 * ends. The probe must land on the element or inside it. When it lands elsewhere, the path from
 * what it hit up to the element's nearest common ancestor is searched for a fixed or sticky box:
 *
 *  - a fixed box docked along the whole top or bottom edge of the screen (the sticky header, a
 *    phone's bottom bar), or a sticky box as wide as its scrolling box, shortens the view the way
 *    the browser's own toolbars do: what is under it at this step is checked at another step,
 *    and must come out from under it at some step (else "out of reach");
 *  - any other fixed or sticky box (a floating button, a badge pinned to a corner) covers what it
 *    hides: "covered".
 *
 * A probe that lands on something in the normal flow (a neighbour overlapping by design, a box
 * clipped by its parent) is not this audit's business.
 */
import type { Page } from 'puppeteer';

export interface LayoutProblem {
  kind: 'covered' | 'small text' | 'out of reach' | 'sideways';
  /** A CSS-like path to the element: `main > section.home-games > a.home-section__more`. */
  selector: string;
  /** The element's text (or accessible name, value or placeholder), shortened. */
  text: string;
  /** What covers it and where, its font size, ... */
  detail: string;
}

export interface AuditOptions {
  /** The part of the screen to look at (an open dialog, the open menu); the whole page by default. */
  scope?: string;
  /** Text below this computed font size is a problem (CSS px). */
  minFontPx?: number;
}

/** Runs the audit in the page; see the file's comment. */
export function auditLayout(page: Page, { scope, minFontPx = 11 }: AuditOptions = {}): Promise<LayoutProblem[]> {
  return page.evaluate(auditInPage, scope ?? null, minFontPx);
}

/** One line per problem, for a failure message a person can act on. */
export function describeProblems(where: string, problems: readonly LayoutProblem[]): string[] {
  return problems.map((problem) => `${where}: ${problem.kind}: ${problem.selector} "${problem.text}" ${problem.detail}`);
}

/*
 * Everything below runs in the page: it may use only what it defines itself (Puppeteer sends the
 * function's source).
 */
function auditInPage(scopeSelector: string | null, minFontPx: number): LayoutProblem[] {
  const scope: Element | null = scopeSelector ? document.querySelector(scopeSelector) : document.body;
  if (!scope) return [{ kind: 'out of reach', selector: scopeSelector ?? 'body', text: '', detail: 'is not on the page' }];
  // Boxes the browser does not lay out while off screen (content-visibility: auto, such as game
  // cards) are laid out for the audit: the sweep below scrolls within one task, so they would stay
  // skipped and their text would look clipped on purpose. Set back before returning.
  const skippedWhileAway = [...document.querySelectorAll<HTMLElement>('*')].filter(
    (element) => getComputedStyle(element).contentVisibility === 'auto',
  );
  for (const element of skippedWhileAway) element.style.contentVisibility = 'visible';

  const CONTROLS =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="link"], [role="checkbox"], [role="switch"], [role="menuitem"], [role="option"]';
  const SKIPPED_TAGS = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'OPTION', 'IFRAME']);

  interface Box {
    left: number;
    top: number;
    right: number;
    bottom: number;
  }
  interface Candidate {
    element: HTMLElement;
    /** Its own text (a text node child): lines are probed and the font size is checked. */
    textNodes: Text[];
    control: boolean;
    /** Ancestors that clip it: those that scroll, and those that only hide (overflow hidden or clip). */
    clippers: { element: Element; scrolls: boolean }[];
    seenClear: boolean;
    seenAtAll: boolean;
    fontChecked: boolean;
  }

  const problems = new Map<string, LayoutProblem>();
  const report = (element: Element, kind: LayoutProblem['kind'], detail: string) => {
    const key = `${kind}\u0000${pathOf(element)}\u0000${textOf(element)}`;
    if (!problems.has(key)) problems.set(key, { kind, selector: pathOf(element), text: textOf(element), detail });
  };

  function nameOf(element: Element): string {
    let name = element.tagName.toLowerCase();
    if (element.id && !/^[:«]|^\d/.test(element.id)) name += `#${element.id}`;
    const classes = [...element.classList].filter((name) => !/--(active|open)$/.test(name)).slice(0, 2);
    if (classes.length) name += `.${classes.join('.')}`;
    for (const attribute of ['data-page', 'data-entry', 'data-item', 'data-tab', 'name']) {
      const value = element.getAttribute(attribute);
      if (value) {
        name += `[${attribute}="${value}"]`;
        break;
      }
    }
    return name;
  }
  function pathOf(element: Element): string {
    const names: string[] = [];
    for (let at: Element | null = element; at && at !== document.body && names.length < 4; at = at.parentElement) names.unshift(nameOf(at));
    return names.join(' > ');
  }
  function textOf(element: Element): string {
    const field = element as HTMLInputElement;
    const text =
      element.getAttribute('aria-label') ||
      (element as HTMLElement).innerText ||
      (typeof field.value === 'string' && field.type !== 'password' ? field.value : '') ||
      element.getAttribute('placeholder') ||
      element.getAttribute('title') ||
      '';
    const line = text.replace(/\s+/g, ' ').trim();
    return line.length > 60 ? `${line.slice(0, 57)}…` : line;
  }

  const styleCache = new Map<Element, CSSStyleDeclaration>();
  const styleOf = (element: Element) => {
    let style = styleCache.get(element);
    if (!style) {
      style = getComputedStyle(element);
      styleCache.set(element, style);
    }
    return style;
  };

  // The candidates: every control, and every element with text of its own.
  const byElement = new Map<Element, Candidate>();
  const add = (element: Element): Candidate | null => {
    if (!(element instanceof HTMLElement) || SKIPPED_TAGS.has(element.tagName)) return null;
    let candidate = byElement.get(element);
    if (!candidate) {
      candidate = { element, textNodes: [], control: false, clippers: [], seenClear: false, seenAtAll: false, fontChecked: false };
      for (let at = element.parentElement; at; at = at.parentElement) {
        const style = styleOf(at);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
          const scrolls = /auto|scroll/.test(style.overflowX + style.overflowY);
          candidate.clippers.push({ element: at, scrolls });
        }
        if (style.position === 'fixed') break;
      }
      byElement.set(element, candidate);
    }
    return candidate;
  };
  for (const element of scope.querySelectorAll(CONTROLS)) {
    const candidate = add(element);
    if (candidate) candidate.control = true;
  }
  const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.nodeValue?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT),
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('svg')) continue;
    add(parent)?.textNodes.push(node as Text);
  }
  // Both spellings of the options: Chromium renamed them (checkOpacity became opacityProperty).
  const VISIBILITY = { checkOpacity: true, checkVisibilityCSS: true, opacityProperty: true, visibilityProperty: true };
  const candidates = [...byElement.values()].filter(({ element }) => element.checkVisibility(VISIBILITY));

  const intersect = (a: Box, b: Box): Box => ({
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  });
  const empty = (box: Box) => box.right - box.left < 2 || box.bottom - box.top < 2;
  const screen = (): Box => ({ left: 0, top: 0, right: innerWidth, bottom: innerHeight });

  /** The part of `rect` its clipping ancestors let show; `scrolling` false: only those that merely hide. */
  function clipped(candidate: Candidate, rect: Box, scrolling = true): Box {
    let box = rect;
    for (const { element, scrolls } of candidate.clippers) {
      if (!scrolling && scrolls) continue;
      const outer = element.getBoundingClientRect();
      const inner = {
        left: outer.left + element.clientLeft,
        top: outer.top + element.clientTop,
        right: outer.left + element.clientLeft + (element.clientWidth || outer.width),
        bottom: outer.top + element.clientTop + (element.clientHeight || outer.height),
      };
      box = intersect(box, element === document.documentElement ? box : inner);
      if (empty(box)) return box;
    }
    return box;
  }

  /** The boxes to probe: each line of the element's own text, or the element itself. */
  function probeBoxes(candidate: Candidate): Box[] {
    if (candidate.control || !candidate.textNodes.length) return [candidate.element.getBoundingClientRect()];
    const boxes: Box[] = [];
    const range = document.createRange();
    for (const node of candidate.textNodes) {
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width >= 2 && rect.height >= 2) boxes.push(rect);
    }
    return boxes;
  }

  function isBar(element: Element, style: CSSStyleDeclaration): boolean {
    const rect = element.getBoundingClientRect();
    if (style.position === 'fixed') {
      const full = rect.left <= 1 && rect.right >= innerWidth - 1;
      return full && (rect.top <= 1 || rect.bottom >= innerHeight - 1);
    }
    // Sticky: as wide as the box it scrolls in.
    let port: Element | null = element.parentElement;
    while (port && port !== document.body && !/auto|scroll/.test(styleOf(port).overflowY)) port = port.parentElement;
    const width = port && port !== document.body ? port.clientWidth : document.documentElement.clientWidth;
    return rect.width >= width - 2;
  }

  /**
   * The first fixed or sticky box on the way from `hit` up to an ancestor it shares with `element`
   * (the innermost: the box that is drawn there, not an empty fixed wrapper around it).
   */
  function coverOf(element: Element, hit: Element): Element | null {
    for (let at: Element | null = hit; at && !at.contains(element); at = at.parentElement) {
      const position = styleOf(at).position;
      if (position === 'fixed' || position === 'sticky') return at;
    }
    return null;
  }

  type Verdict = 'clear' | 'under a bar' | 'off screen';
  /** Probes one candidate where it is now; reports a cover. */
  function probe(candidate: Candidate): Verdict {
    const { element } = candidate;
    let verdict: Verdict = 'off screen';
    if (empty(intersect(element.getBoundingClientRect(), screen()))) return verdict;
    let covered = false;
    for (const rect of probeBoxes(candidate)) {
      const box = intersect(clipped(candidate, rect), screen());
      if (empty(box)) continue;
      candidate.seenAtAll = true;
      const middle = (box.top + box.bottom) / 2;
      const inset = Math.min(4, (box.right - box.left) / 4);
      const points = [(box.left + box.right) / 2, box.left + inset, box.right - inset];
      let lineClear = true;
      for (const [index, x] of points.entries()) {
        const hit = document.elementFromPoint(x, middle);
        if (!hit || hit === element || element.contains(hit)) continue;
        const cover = coverOf(element, hit);
        if (!cover) continue;
        if (isBar(cover, styleOf(cover))) {
          // Under the header or a docked bar: only the centre decides that the line is out of view here.
          if (index === 0) lineClear = false;
          continue;
        }
        covered = true;
        report(element, 'covered', `at (${Math.round(x)}, ${Math.round(middle)}) under ${pathOf(cover)} (${styleOf(cover).position})`);
        break;
      }
      if (lineClear) verdict = 'clear';
      else if (verdict === 'off screen') verdict = 'under a bar';
    }
    if (verdict === 'clear' && !covered) candidate.seenClear = true;
    return verdict;
  }

  function checkFont(candidate: Candidate): void {
    if (!candidate.textNodes.length || candidate.fontChecked) return;
    candidate.fontChecked = true;
    const size = parseFloat(styleOf(candidate.element).fontSize);
    if (size < minFontPx) report(candidate.element, 'small text', `font-size ${size}px`);
  }

  // The scrolling boxes to step through: the page, and every box that scrolls in or around the scope.
  const scrollers: Element[] = [document.scrollingElement ?? document.documentElement];
  const scrollable = (element: Element) =>
    element.scrollHeight > element.clientHeight + 1 && /auto|scroll/.test(styleOf(element).overflowY);
  for (let at = scope.parentElement; at && at !== document.body; at = at.parentElement) if (scrollable(at)) scrollers.push(at);
  for (const element of [scope, ...scope.querySelectorAll('*')]) if (scrollable(element)) scrollers.push(element);

  const sweep = () => {
    for (const candidate of candidates) {
      if (probe(candidate) !== 'off screen' || candidate.seenAtAll) checkFont(candidate);
    }
  };
  for (const scroller of scrollers) {
    const start = scroller.scrollTop;
    const page = scroller === document.scrollingElement;
    const view = page ? innerHeight : scroller.clientHeight;
    const step = Math.max(80, Math.floor(view * 0.4));
    const end = scroller.scrollHeight - view;
    for (let top = 0; ; top = Math.min(end, top + step)) {
      // Instant: a smooth-scrolling box (scroll-behavior) would still be on its way when probed.
      scroller.scrollTo({ top, behavior: 'instant' });
      sweep();
      if (top >= end) break;
    }
    scroller.scrollTo({ top: start, behavior: 'instant' });
  }

  // Anything not yet seen clear: brought into view as a visitor would scroll to it.
  for (const candidate of candidates) {
    if (candidate.seenClear || problems.size > 200) continue;
    const rect = candidate.element.getBoundingClientRect();
    // Clipped on purpose (a marquee's far end, a carousel's hidden slide, an ellipsis): not a place to reach.
    if (empty(clipped(candidate, rect, false))) continue;
    // Placed above or left of the page on purpose (a skip link, shown when focused).
    if (rect.bottom + scrollY <= 0 || rect.right + scrollX <= 0) continue;
    candidate.element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
    const verdict = probe(candidate);
    if (verdict !== 'off screen' || candidate.seenAtAll) checkFont(candidate);
    if (!candidate.seenClear && ![...problems.values()].some((problem) => problem.selector === pathOf(candidate.element)))
      report(
        candidate.element,
        'out of reach',
        verdict === 'under a bar' ? 'stays under a docked bar wherever it is scrolled' : 'no scrolling brings it on screen',
      );
  }
  for (const scroller of scrollers) scroller.scrollTo({ top: 0, behavior: 'instant' });

  // The page must not scroll sideways: name the outermost boxes that stick out.
  const root = document.scrollingElement ?? document.documentElement;
  if (root.scrollWidth > root.clientWidth + 1) {
    const inside = (element: Element) => element.getBoundingClientRect().right <= root.clientWidth + 1;
    // What sticks out and is not clipped by a box of its own, nor fixed (neither widens the page).
    const wide = [...document.body.querySelectorAll('*')].filter((element) => {
      if (inside(element) || styleOf(element).position === 'fixed') return false;
      for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) {
        const style = styleOf(at);
        if (style.position === 'fixed') return false;
        if (style.overflowX !== 'visible' && inside(at)) return false;
      }
      const parent = element.parentElement;
      return !parent || parent === document.body || inside(parent);
    });
    for (const element of wide.slice(0, 3))
      report(element, 'sideways', `right edge at ${Math.round(element.getBoundingClientRect().right)} px of ${root.clientWidth}`);
  }
  for (const element of skippedWhileAway) element.style.contentVisibility = '';
  return [...problems.values()];
}
