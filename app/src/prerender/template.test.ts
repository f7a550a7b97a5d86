import { describe, expect, it } from 'vitest';
import { appShellHtml, checkTemplate, pageHtml } from './template';

const template = `<html><head>
<!--rv-head--><title>Registered Voice</title><!--/rv-head-->
</head><body><div id="root"><!--rv-app--></div></body></html>`;

describe('a prerendered page', () => {
  it('puts the head tags and the rendered app in place of the markers', () => {
    const html = pageHtml(template, {
      head: '<title>About</title>',
      rootAttributes: 'data-prerendered="/about"',
      body: '<main>About us</main>',
    });
    expect(html).toContain('<head>\n<title>About</title>\n</head>');
    expect(html).toContain('<div id="root" data-prerendered="/about"><main>About us</main></div>');
  });

  // String.prototype.replace reads $&, $`, $' and $$ in a replacement string as patterns; a
  // petition text or title may contain them ("costs $'s", "$$ per month").
  it('keeps dollar signs in content exactly as written', () => {
    const text = "Dividends: $& $` $' $$ $1 per month";
    const html = pageHtml(template, {
      head: `<title>${text}</title>`,
      rootAttributes: 'data-prerendered="/petitions/x"',
      body: `<p>${text}</p>`,
    });
    expect(html).toContain(`<title>${text}</title>`);
    expect(html).toContain(`<p>${text}</p>`);
    expect(html.match(/<html>/g)).toHaveLength(1);
  });

  it('is refused when its content waits for an inline script the CSP would block', () => {
    const parts = { head: '', rootAttributes: 'data-prerendered="/about/terms-of-service"' };
    for (const body of [
      '<main>Terms</main><script>$RC("B:0","S:0")</script>',
      '<template id="B:0"></template><div hidden id="S:0"><main>Terms</main></div>',
    ])
      expect(() => pageHtml(template, { ...parts, body })).toThrow(/CSP blocks inline scripts/);
    expect(() =>
      pageHtml(template, { ...parts, body: '<script type="module" src="/a.js"></script>' }),
    ).not.toThrow();
  });

  it('the app shell has an empty root', () => {
    expect(appShellHtml(template)).toContain('<div id="root"></div>');
  });

  it('a template without its markers is refused with a message saying what to restore', () => {
    expect(() => checkTemplate('<html><div id="root"></div></html>')).toThrow(/<!--rv-head-->/);
    expect(() => checkTemplate(template)).not.toThrow();
  });
});
