import { createHash } from 'node:crypto';
import { composeDocument, inlineScriptHashes, scriptLoader } from '../src/renderedPages';

// What html-webpack-plugin writes, minified, with one inline script and the app's scripts.
const INDEX = '<!doctype html><html lang=en><head><script>var x=1</script><script defer src=/assets/runtime.1.js></script><script defer src=/assets/main.2.js></script></head><body><div id=root></div></body></html>';
const PAGE = { language: 'fr' as const, html: '<h1>Bonjour</h1>', styles: '<style data-server-styles="a">.dm-a{color:red}</style>' };
const sha256 = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

describe('composeDocument', () => {
  it('puts the page, its language and its styles into index.html', () => {
    const document = composeDocument(INDEX, PAGE);
    expect(document).toContain('<html lang="fr">');
    expect(document).toContain('<style data-server-styles="a">.dm-a{color:red}</style></head>');
    expect(document).toContain('<div id="root" data-rendered-language="fr"><h1>Bonjour</h1></div>');
  });

  it('loads the scripts from the loader, after the content, in their order', () => {
    const document = composeDocument(INDEX, PAGE);
    expect(document).not.toContain('<script defer');
    expect(document).toContain(`</div><script>${scriptLoader(INDEX)}</script></body>`);
    expect(scriptLoader(INDEX)).toContain('["/assets/runtime.1.js","/assets/main.2.js"]');
  });

  it('refuses an index.html it does not recognise, rather than serve a broken page', () => {
    expect(() => composeDocument('<html><body><main id=root></main></body></html>', PAGE)).toThrow(/root/);
  });
});

describe('inlineScriptHashes', () => {
  it("gives the hash of each inline script and of the loader, and not the app's files", () => {
    expect(inlineScriptHashes(INDEX)).toEqual([sha256('var x=1'), sha256(scriptLoader(INDEX))]);
  });
});
