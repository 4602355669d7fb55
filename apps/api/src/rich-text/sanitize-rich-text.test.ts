import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize-rich-text.ts';

// XSS vectors against the one allow-list (issue 16). Each output must carry no script, no event
// handler, no script-capable URL and no element outside the list.
const vectors = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="&#x6A;avascript&#x3A;alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="//evil.example">x</a>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<p style="x:expression(alert(1))">x</p>',
  '<iframe src="https://evil.example"></iframe>',
  '<object data="x.swf"></object>',
  '<embed src="x.swf">',
  '<form action="https://evil.example"><input name="p"><button>go</button></form>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<base href="https://evil.example/">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<style>body{background:red}</style>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<p onclick="alert(1)" onmouseover="alert(1)">x</p>',
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
  '<img src="x" srcset="javascript:alert(1)">',
  '<<script>script>alert(1)<</script>/script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<template><img src=x onerror=alert(1)></template>',
  '<a href="https://ok.example" onfocus="alert(1)" autofocus>x</a>',
];

describe('sanitizeRichText', () => {
  it.each(vectors)('defuses %s', (vector) => {
    const clean = sanitizeRichText(vector);
    expect(clean).not.toMatch(
      /<(script|iframe|object|embed|form|input|meta|base|link|style|svg|math|img|template|body|details)\b/i,
    );
    expect(clean).not.toMatch(/\son\w+\s*=/i);
    expect(clean).not.toMatch(/(javascript|vbscript|data):/i);
    expect(clean).not.toMatch(/href="\/\//i);
    expect(clean).not.toMatch(/style=/i);
  });

  it('keeps the formatting a note needs, and makes links safe to follow', () => {
    const note =
      '<p dir="rtl">شیر <strong>کم‌چرب</strong> <em>پاستوریزه</em></p><ul><li><b>وزن:</b> ۱ لیتر</li></ul>' +
      '<h3>نگهداری</h3><p>در یخچال<br>نگه دارید.</p><a href="https://example.com/x" title="منبع">منبع</a>';
    const clean = sanitizeRichText(note);
    expect(clean).toContain('<p dir="rtl">شیر <strong>کم‌چرب</strong> <em>پاستوریزه</em></p>');
    expect(clean).toContain('<ul><li><b>وزن:</b> ۱ لیتر</li></ul>');
    expect(clean).toContain('<h3>نگهداری</h3><p>در یخچال<br />نگه دارید.</p>');
    expect(clean).toContain(
      '<a href="https://example.com/x" title="منبع" rel="noopener noreferrer nofollow" target="_blank">منبع</a>',
    );
  });

  it('is stable: cleaning clean HTML changes nothing', () => {
    for (const vector of vectors) {
      const once = sanitizeRichText(vector);
      expect(sanitizeRichText(once)).toBe(once);
    }
  });
});
