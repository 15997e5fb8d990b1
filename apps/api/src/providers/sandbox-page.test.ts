import { describe, expect, it } from 'vitest';
import { sandboxCsp, sandboxPageHtml } from './sandbox-page.ts';

describe('the sandbox page kit', () => {
  it('writes the shell: language, no indexing, escaped title, bar, main and footer', () => {
    const html = sandboxPageHtml({
      title: 'A & B (Sandbox)',
      lang: 'en',
      style: 'b{color:red}',
      badge: '<header><span class="badge">SANDBOX</span></header>',
      body: '<h1>Hi</h1>',
      footer: 'Test only'
    });
    expect(html).toBe(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
        '<meta name="robots" content="noindex"><title>A &amp; B (Sandbox)</title><style>b{color:red}</style></head><body>' +
        '<header><span class="badge">SANDBOX</span></header><main><h1>Hi</h1></main><footer>Test only</footer></body></html>'
    );
  });

  it('leaves out what a page does not have and loads a same-origin script only when given', () => {
    const plain = sandboxPageHtml({ title: 'Mailbox', style: '', body: 'x' });
    expect(plain).toContain('<html lang="ko">');
    expect(plain).toContain('</head><body><main>x</main></body></html>');
    expect(plain).not.toContain('<script');
    expect(
      sandboxPageHtml({ title: 't', style: '', body: '', script: '/__sandbox/apple/submit.js' })
    ).toContain('<script src="/__sandbox/apple/submit.js" defer></script></head>');
  });

  it('builds the CSP: nothing but inline style and data: images, forms where told, not framed', () => {
    expect(sandboxCsp({ formAction: "'self'" })).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
    );
    expect(
      sandboxCsp({
        scriptSrc: "'none'",
        imgSrc: 'https://img.example',
        formAction: "'self' https://shop.example",
        frameAncestors: "'self'"
      })
    ).toBe(
      "default-src 'none'; script-src 'none'; style-src 'unsafe-inline'; img-src data: https://img.example; " +
        "form-action 'self' https://shop.example; frame-ancestors 'self'; base-uri 'none'"
    );
  });
});
