/**
 * The step before the sanitiser's parse (defuse.ts), checked against a real HTML parser: jsdom's
 * DOMParser is parse5, which follows the HTML standard's tokenizer and tree builder, as DOMPurify's
 * parse in the browser does. Whatever the input, the parsed document must hold nothing the page's
 * policy checks as it parses: no `on*` or `style` attribute on any element (template contents
 * included), no `style` or `base` element. Then the sanitiser as a whole: images only from the
 * CDNs, the result a fragment of nodes.
 */
import fc from 'fast-check';
import { act } from 'react';
import { EngineContext, type Engine } from '../engine-context';
import { flush, render } from '../../tests/support/render';
import { xssVectors } from '../../tests/support/xss-vectors';
import { defuseForParsing } from './defuse';
import { SafeHtml } from './SafeHtml';
import { sanitizeHtml } from './sanitize';

/** What a parse of `html` holds that the page's policy would report (the check the browser makes). */
function policyChecked(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const found: string[] = [];
  const walk = (root: ParentNode) => {
    for (const element of root.querySelectorAll('*')) {
      const tag = element.localName;
      if (tag === 'style' || tag === 'base') found.push(`<${tag}>`);
      for (const { name } of [...element.attributes])
        if (name.toLowerCase().startsWith('on') || name.toLowerCase() === 'style') found.push(`${name} on <${tag}>`);
      if (element instanceof HTMLTemplateElement) walk(element.content);
    }
  };
  walk(doc);
  return found;
}

/**
 * Elements that change how the tree builder reads what follows (raw text, foreign content,
 * templates, tables), without opening a tag of their own: whatever reading they force, the
 * defused markup after them must still parse clean.
 */
const CONTEXTS = [
  '',
  '<svg>',
  '<math>',
  '<math><mtext>',
  '<template>',
  '<table>',
  '<select>',
  '<textarea>',
  '<title>',
  '<xmp>',
  '<noscript>',
  '<noembed>',
  '<iframe>',
  '<script>',
  '<!--',
  '<svg><![CDATA[',
  '<plaintext>',
  '<svg><foreignObject>',
  '<math><annotation-xml encoding="text/html">',
];

describe('defuseForParsing', () => {
  const vectors = xssVectors();

  it('finds what it looks for: the raw vectors parse with handlers, styles and bases', () => {
    const flagged = vectors.filter((vector) => policyChecked(vector.content).length > 0);
    // About half carry one; the rest are addresses, elements and mutations the sanitiser handles.
    expect(flagged.length).toBeGreaterThanOrEqual(60);
    const soup = ['<img src=x onerror=1>', '<p style=color:red>', '<style>p{}</style>', '<base href=/x>'];
    expect(soup.map((html) => policyChecked(html).length)).toEqual([1, 1, 1, 1]);
  });

  it('leaves nothing the policy checks in any vector, in any context the tree builder may be in', () => {
    const left = CONTEXTS.flatMap((context) =>
      vectors.flatMap((vector) =>
        policyChecked(context + defuseForParsing(vector.content)).map(
          (problem) => `${JSON.stringify(context)} ${vector.template}: ${problem}`,
        ),
      ),
    );
    expect(left).toEqual([]);
  });

  it('leaves nothing the policy checks in generated tag soup (tokenizer edge cases: quotes, slashes, NUL, comments, CDATA)', () => {
    const pieces = [
      '<',
      '>',
      '/',
      '=',
      '"',
      "'",
      '`',
      ' ',
      '\t',
      '\n',
      '\r',
      '\f',
      '\0',
      'a',
      'img',
      'x',
      'src',
      'title',
      'on',
      'onerror',
      'ONCLICK',
      'oNlOaD',
      'style',
      'STYLE',
      'base',
      'href',
      'svg',
      'math',
      'mtext',
      'mglyph',
      'table',
      'select',
      'template',
      'textarea',
      'noscript',
      'script',
      'xmp',
      'iframe',
      'foreignObject',
      '<!--',
      '-->',
      '--!>',
      '<![CDATA[',
      ']]>',
      '<?',
      '</',
      '&quot;',
      '&lt;',
      '&#x3e;',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 40 }), fc.constantFrom(...CONTEXTS), (parts, context) => {
        const defused = defuseForParsing(parts.join(''));
        expect(policyChecked(context + defused)).toEqual([]);
      }),
      { numRuns: 4000 },
    );
  });

  it('changes nothing in ordinary markup, text that merely looks like "on" included', () => {
    const plain = [
      '<p>Onde está o bônus de <b>ontem</b>? Veja <a href="/promotions" title="on-line">on-line</a>.</p>',
      '<ul><li>Saque mínimo: P 50</li><li>1 < 2 e 3 > 2</li></ul><img src="https://cdn.test/a.jpg" alt="Banner">',
      '<table><tr><td colspan=2>ontem</td></tr></table><h3 id=onde>Regras</h3>',
    ];
    for (const html of plain) expect(defuseForParsing(html)).toBe(html);
  });

  it('cuts handlers and styles wherever the tokenizer would read them as attributes', () => {
    expect(defuseForParsing('<img src="x"onerror=alert(1)>')).toBe('<img src="x">');
    expect(defuseForParsing('<img/src=x/onerror=alert(1)>')).toBe('<img/src=x/onerror=alert(1)>'); // one unquoted value, no handler
    expect(defuseForParsing('<IMG SRC=x ONERROR = "a" alt=b>')).toBe('<IMG SRC=x  alt=b>');
    expect(defuseForParsing('<p style="color:red" onclick>x</p>')).toBe('<p  >x</p>');
    expect(defuseForParsing('<style>p{}</style><STYLE>q{}</STYLE><base href=/>')).toBe(
      '<defused-style>p{}</defused-style><defused-STYLE>q{}</defused-STYLE><defused-base href=/>',
    );
    // A tag read inside another's value (a reading where the first one is text) is read too.
    expect(defuseForParsing('<a title="<img src=x onerror=1>">a</a>')).toBe('<a title="<img src=x >">a</a>');
  });

  it('shows as text what would cost too much to read (a reading per tag start, each to the end)', () => {
    const tangled = '<a title="'.repeat(20_000);
    const started = Date.now();
    const defused = defuseForParsing(tangled);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(defused.includes('<')).toBe(false);
    expect(policyChecked(defused)).toEqual([]);
  });
});

describe('sanitizeHtml', () => {
  const policy = { imageCdns: ['https://cdn-a.test/img', 'https://cdn-b.test'], base: 'https://site.test/help' };
  const sanitized = (html: string) => {
    const box = document.createElement('div');
    const fragment = sanitizeHtml(html, policy);
    if (fragment) box.append(fragment);
    return box;
  };

  it('answers a fragment of an inert document, not a string for the page to parse again', () => {
    const fragment = sanitizeHtml('<p>texto</p>', policy);
    expect(fragment).toBeInstanceOf(DocumentFragment);
    expect(fragment?.ownerDocument).not.toBe(document);
  });

  it('keeps images of the CDNs, at the absolute address checked, lazily; drops every other address', () => {
    const box = sanitized(
      '<img src="https://cdn-a.test/img/banners/1.jpg" alt="a"><img src="//cdn-b.test/x.jpg" alt="b"><img src="https://cdn-a.test/other/1.jpg" alt="c"><img src="x" alt="d"><img src="https://evil.test/t.gif" alt="e"><img src="data:image/png;base64,AAAA" alt="f">',
    );
    expect([...box.querySelectorAll('img')].map((image) => [image.alt, image.getAttribute('src'), image.getAttribute('loading')])).toEqual([
      ['a', 'https://cdn-a.test/img/banners/1.jpg', 'lazy'],
      ['b', 'https://cdn-b.test/x.jpg', 'lazy'],
      ['c', null, null],
      ['d', null, null],
      ['e', null, null],
      ['f', null, null],
    ]);
  });

  it('drops what fetches on its own: srcset, background, poster, media elements', () => {
    const box = sanitized(
      '<img src="https://cdn-b.test/a.jpg" srcset="https://evil.test/a.jpg 2x" alt="a"><table background="https://evil.test/b.jpg"><tr><td background="x">t</td></tr></table><video src="x" poster="y">v</video><audio src="x"></audio><picture><source srcset="z"><img src="https://cdn-b.test/b.jpg" alt="b"></picture>',
    );
    const attributes = [...box.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes].map((attribute) => `${element.localName}[${attribute.name}]`),
    );
    expect(attributes.filter((name) => /srcset|background|poster|\bsrc\]/.test(name) && !name.startsWith('img[src'))).toEqual([]);
    expect(box.querySelectorAll('video, audio, source, picture')).toHaveLength(0);
    expect(box.textContent).toContain('t');
  });

  it("keeps a style sheet's text out of the content, and the text around it", () => {
    const box = sanitized('<p>antes</p><style>p { color: red }</style><p style="color:red">depois</p>');
    expect(box.textContent).toBe('antesdepois');
    expect(box.querySelector('[style]')).toBeNull();
  });

  it('keeps every vector harmless and its harmless paragraph', () => {
    for (const vector of xssVectors()) {
      const box = sanitized(vector.content);
      expect([vector.template, box.textContent?.includes(vector.marker)]).toEqual([vector.template, true]);
      const hostile = [...box.querySelectorAll('*')].flatMap((element) =>
        [...element.attributes].filter((attribute) => /^on|^style$|^srcset$/i.test(attribute.name)).map((attribute) => attribute.name),
      );
      expect([vector.template, hostile, box.querySelectorAll('script, style, base, iframe, object, embed, svg, math').length]).toEqual([
        vector.template,
        [],
        0,
      ]);
    }
  });
});

describe('SafeHtml', () => {
  it('inserts the cleaned nodes, images only from the engine CDNs', async () => {
    const engine = { features: { imageCDNs: ['https://cdn-a.test'] } } as unknown as Engine;
    const view = render(
      <EngineContext.Provider value={engine}>
        <SafeHtml
          className="rich"
          html={'<p>Olá <b>jogador</b></p><img src="https://cdn-a.test/a.jpg" alt="a"><img src="x" onerror="alert(1)" alt="b">'}
        />
      </EngineContext.Provider>,
    );
    await flush(20);
    const box = view.container.querySelector('.rich')!;
    expect(box.getAttribute('aria-busy')).toBeNull();
    expect(box.querySelector('b')?.textContent).toBe('jogador');
    expect([...box.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual(['https://cdn-a.test/a.jpg', null]);
    // A new text replaces the old nodes.
    act(() =>
      view.root.render(
        <EngineContext.Provider value={engine}>
          <SafeHtml className="rich" html="<p>Outro texto</p>" />
        </EngineContext.Provider>,
      ),
    );
    await flush(20);
    expect(view.container.querySelector('.rich')?.innerHTML).toBe('<p>Outro texto</p>');
    view.unmount();
  });

  it('outside the engine loads no untrusted image at all', async () => {
    const view = render(<SafeHtml className="rich" html={'<img src="https://cdn-a.test/a.jpg" alt="a">'} />);
    await flush(20);
    expect(view.container.querySelector('.rich img')?.getAttribute('src')).toBeNull();
    view.unmount();
  });
});
