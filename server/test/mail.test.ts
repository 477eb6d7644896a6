/**
 * The e-mails' HTML part and French typography (issue 39): addresses become links and nothing
 * else becomes markup, whatever a driver typed; French puts a narrow no-break space before : ; ! ?.
 */
import { composeMail, frenchSpacing, textToHtml } from '../src/mail/index';

const NNBSP = '\u202f';

describe('textToHtml', () => {
  it('makes an address a link, leaving the sentence around it', () => {
    expect(textToHtml('See your booking: https://rent.example/booking?b=abc&x=1.')).toBe(
      '<p>See your booking: <a href="https://rent.example/booking?b=abc&amp;x=1">https://rent.example/booking?b=abc&amp;x=1</a>.</p>',
    );
  });

  it('links several addresses across lines and paragraphs', () => {
    const html = textToHtml('One (http://a.example/x)\nTwo https://b.example\n\nThree');
    expect(html).toBe(
      '<p>One (<a href="http://a.example/x">http://a.example/x</a>)<br>Two <a href="https://b.example">https://b.example</a></p>\n<p>Three</p>',
    );
  });

  it('never lets a hostile name make markup or break out of a link', () => {
    const name = `Eve <script>alert(1)</script> <a href="javascript:alert(2)">x</a> https://evil.example/"onmouseover="alert(3)`;
    const html = textToHtml(`Hello ${name},\n\nSee https://rent.example/b?x=<img>`);
    expect(html).not.toMatch(/<script|<img|<a href="javascript/);
    // The quote ends the address: the attribute cannot be closed from inside it.
    expect(html).toContain('<a href="https://evil.example/">https://evil.example/</a>&quot;onmouseover=&quot;alert(3)');
    expect(html).toContain('<a href="https://rent.example/b?x=">https://rent.example/b?x=</a>&lt;img&gt;');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    // Only http(s) addresses are links.
    expect(html.match(/<a /g)).toHaveLength(2);
  });
});

describe('frenchSpacing', () => {
  it('puts a narrow no-break space before : ; ! ?, replacing a space or a no-break space', () => {
    expect(frenchSpacing('Retrait: Paris ; Bonjour\u00a0! Vraiment ? Oui:')).toBe(
      `Retrait${NNBSP}: Paris${NNBSP}; Bonjour${NNBSP}! Vraiment${NNBSP}? Oui${NNBSP}:`,
    );
  });

  it('leaves addresses, times and query strings alone, and is idempotent', () => {
    const text = `Voir : https://rent.example/booking?b=1 à 10:30`;
    const once = frenchSpacing(text);
    expect(once).toBe(`Voir${NNBSP}: https://rent.example/booking?b=1 à 10:30`);
    expect(frenchSpacing(once)).toBe(once);
  });
});

describe('composeMail', () => {
  it('applies French typography to the French subject, text and HTML only', () => {
    const fr = composeMail('fr', { to: 'a@example.com', subject: 'Objet : test', text: 'Lien : https://x.example' });
    expect(fr.subject).toBe(`Objet${NNBSP}: test`);
    expect(fr.text).toBe(`Lien${NNBSP}: https://x.example`);
    expect(fr.html).toBe(`<p>Lien${NNBSP}: <a href="https://x.example">https://x.example</a></p>`);
    const en = composeMail('en', { to: 'a@example.com', subject: 'Subject: test', text: 'Link: https://x.example' });
    expect(en.text).toBe('Link: https://x.example');
  });
});
