/**
 * Hostile HTML for the sanitiser tests: each template's `$` is JavaScript that would record the
 * vector's number in `window.__xss` (or `top.__xss`), `alert` it, or both. Drawn from the usual
 * catalogues (OWASP's filter-evasion cheat sheet, PortSwigger's XSS cheat sheet, the DOMPurify
 * and Cure53 mutation-XSS write-ups): script tags, on* handlers on many elements, javascript:,
 * vbscript: and data: URLs in every URL attribute, SVG and MathML namespace confusion, mutation
 * XSS, template, iframe srcdoc, meta refresh, base href, forms, and encoded URLs.
 */
const TEMPLATES: readonly string[] = [
  // Script elements
  '<script>$</script>',
  '<SCRIPT>$</SCRIPT>',
  '<script src="data:text/javascript,$"></script>',
  '<script/xss>$</script>',
  '<<script>$//<</script>',
  '<script type="module">$</script>',
  '<scr<script>ipt>$</scr</script>ipt>',
  '<script>/*</script><script>*/$</script>',
  // Handlers on many elements
  '<img src=x onerror="$">',
  '<img src="x" onerror=$ >',
  '<IMG SRC=x ONERROR="$">',
  '<img src=x oNeRrOr="$">',
  '<img/src=x/onerror="$">',
  '<img src=x onerror\t="$">',
  '<img src=x onerror\n="$">',
  '<img src=x onload="$" onerror="$">',
  '<image src=x onerror="$">',
  '<body onload="$">',
  '<body onpageshow="$">',
  '<svg onload="$">',
  '<svg/onload="$">',
  '<svg><animate onbegin="$" attributeName=x dur=1s>',
  '<svg><set onbegin="$" attributeName=x to=1>',
  '<div onmouseover="$">hover</div>',
  '<div onclick="$">click</div>',
  '<a onfocus="$" autofocus tabindex=1 href="#">focus</a>',
  '<input onfocus="$" autofocus>',
  '<select onfocus="$" autofocus></select>',
  '<textarea onfocus="$" autofocus></textarea>',
  '<keygen onfocus="$" autofocus>',
  '<button onclick="$">b</button>',
  '<details open ontoggle="$"><summary>s</summary></details>',
  '<video src=x onerror="$"></video>',
  '<video><source onerror="$"></video>',
  '<audio src=x onerror="$"></audio>',
  '<marquee onstart="$">m</marquee>',
  '<object data=x onerror="$"></object>',
  '<style onload="$"></style>',
  '<link rel=stylesheet href=x onload="$">',
  '<table background=x onerror="$"><tr><td>t</td></tr></table>',
  '<td onmouseover="$">cell</td>',
  '<p onpointerenter="$">p</p>',
  '<span onanimationstart="$" style="animation:spin 1s">s</span>',
  '<div ontransitionend="$">d</div>',
  '<img src=x onerror=&#x24;&#x7b;$&#x7d;>',
  '<img src=x onerror="&#106;avascript:$">',
  '<iframe onload="$"></iframe>',
  '<form onsubmit="$"><input type=submit></form>',
  '<isindex action="javascript:$" type=image>',
  '<frameset onload="$"></frameset>',
  // javascript:, vbscript: and data: URLs in URL attributes
  '<a href="javascript:$">link</a>',
  '<a href="JaVaScRiPt:$">link</a>',
  '<a href=" javascript:$">link</a>',
  '<a href="\tjavascript:$">link</a>',
  '<a href="java\tscript:$">link</a>',
  '<a href="java\nscript:$">link</a>',
  '<a href="java&#x09;script:$">link</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;$">link</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;$">link</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058$">link</a>',
  '<a href="javascript&colon;$">link</a>',
  '<a href="vbscript:msgbox(1)">link</a>',
  '<a href="data:text/html,<script>$</script>">link</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">link</a>',
  '<a href="DATA:text/html,<script>$</script>">link</a>',
  '<area href="javascript:$">',
  '<img src="javascript:$">',
  '<img src="vbscript:msgbox(1)">',
  '<img dynsrc="javascript:$">',
  '<img lowsrc="javascript:$">',
  '<iframe src="javascript:$"></iframe>',
  '<iframe src="data:text/html,<script>$</script>"></iframe>',
  '<iframe srcdoc="<script>$</script>"></iframe>',
  '<iframe srcdoc="&lt;img src=x onerror=$&gt;"></iframe>',
  '<embed src="javascript:$">',
  '<embed src="data:text/html,<script>$</script>">',
  '<object data="javascript:$"></object>',
  '<object data="data:text/html,<script>$</script>"></object>',
  '<form action="javascript:$"><button>send</button></form>',
  '<form><button formaction="javascript:$">send</button></form>',
  '<form><input type=submit formaction="javascript:$"></form>',
  '<input type=image src="javascript:$">',
  '<svg><a xlink:href="javascript:$"><text x=20 y=20>x</text></a></svg>',
  '<svg><a href="javascript:$"><text x=20 y=20>x</text></a></svg>',
  '<svg><use href="data:image/svg+xml,<svg id=x xmlns=http://www.w3.org/2000/svg><image href=1 onerror=$ /></svg>#x"/></svg>',
  '<math><a xlink:href="javascript:$">m</a></math>',
  '<math href="javascript:$">m</math>',
  '<base href="javascript:$//">',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=javascript:$">',
  '<meta http-equiv="refresh" content="0;url=data:text/html,<script>$</script>">',
  '<link rel="import" href="data:text/html,<script>$</script>">',
  '<a href="javascript:void(0)" onclick="$">link</a>',
  '<div style="background:url(javascript:$)">d</div>',
  '<div style="width:expression($)">d</div>',
  // Namespace confusion and mutation XSS
  '<noscript><p title="</noscript><img src=x onerror=$>"></noscript>',
  '<svg><style><img src=x onerror=$></style></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=$>',
  '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=$&gt;">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=$>',
  '<svg></p><style><a id="</style><img src=1 onerror=$>">',
  '<svg><p><style><img src=x onerror=$></style></p></svg>',
  '<math><mi><table><mi><style><img src=x onerror=$></style></mi></table></mi></math>',
  '<svg><foreignObject><img src=x onerror=$></foreignObject></svg>',
  '<svg><desc><img src=x onerror=$></desc></svg>',
  '<math><annotation-xml encoding="text/html"><img src=x onerror=$></annotation-xml></math>',
  '<svg><script>$</script></svg>',
  '<svg><script href="data:,$"></script></svg>',
  '<svg><script xlink:href="data:,$"></script></svg>',
  '<template><img src=x onerror=$></template>',
  '<template><script>$</script></template>',
  '<textarea></textarea><img src=x onerror=$></textarea>',
  '<title><img src=x onerror=$></title>',
  '<xmp><img src=x onerror=$></xmp>',
  '<listing>&lt;img src=x onerror=$&gt;</listing>',
  '<noembed><img title="</noembed><img src=x onerror=$>"></noembed>',
  '<noframes><img title="</noframes><img src=x onerror=$>"></noframes>',
  '<iframe><img title="</iframe><img src=x onerror=$>"></iframe>',
  '<a title="<img src=x onerror=$>">attr</a>',
  '<!--<img src=x onerror=$>-->',
  '<!-- --!><img src=x onerror=$> -->',
  '<![CDATA[><img src=x onerror=$>]]>',
  '<?xml-stylesheet ><img src=x onerror=$>?>',
  '<img src="x` `<script>$</script>"` `>',
  '<div id="x"></div><img src=x id=x onerror=$>',
  '<img name=getElementById src=x onerror=$><form name=body></form>',
  '<a id=__xss href="cid:1">clobber</a>',
  '<img src=x onerror=$ <!--',
  '<svg><![CDATA[><image xlink:href="]]><img src=x onerror=$>"></svg>',
  '<select><template><img src=x onerror=$></template></select>',
  '<style><img src=x onerror=$></style>',
  '<style>@import "javascript:$";</style>',
  '<object type="text/html" data="data:text/html,<script>$</script>"></object>',
  '<applet code="javascript:$"></applet>',
  '<portal src="javascript:$"></portal>',
  '<svg><animate attributeName=href values="javascript:$" /><a id=x><text x=20 y=20>click</text></a></svg>',
  '<svg><set attributeName="onmouseover" to="$"/></svg>',
  '<svg><handler xmlns:ev="http://www.w3.org/2001/xml-events" ev:event="load">$</handler></svg>',
  '<math><maction actiontype="statusline" xlink:href="javascript:$">m</maction></math>',
];

export interface XssVector {
  /** 1-based, the value the vector would store in `window.__xss`. */
  n: number;
  template: string;
  /** The announcement's content: a harmless paragraph first, then the hostile part. */
  content: string;
  /** Text that must survive sanitising: proves the sanitiser kept the harmless part. */
  marker: string;
}

/** The payload each vector tries to run: records its number and raises a dialog. */
const payload = (n: number) => `window.__xss=${n};top.__xss=${n};alert(${n})`;

export function xssVectors(): XssVector[] {
  return TEMPLATES.map((template, index) => {
    const n = index + 1;
    const marker = `conteúdo seguro ${n}`;
    return { n, template, marker, content: `<p>${marker}</p>${template.split('$').join(payload(n))}` };
  });
}
