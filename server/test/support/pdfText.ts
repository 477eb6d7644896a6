/**
 * The text of an uncompressed PDF written by pdfkit (`compress: false`), one string per text line,
 * read the way a PDF viewer reads it: each line's glyphs through its font's ToUnicode map. No PDF
 * library is needed for the few shapes pdfkit writes (Type0 fonts, `[<glyphs> kern …] TJ`).
 */

/** Glyph id → text, from a ToUnicode CMap's `<first> <last> [<text> …]` ranges. */
function toUnicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const range of cmap.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi)) {
    const first = parseInt(range[1]!, 16);
    [...range[3]!.matchAll(/<([0-9a-f\s]*)>/gi)].forEach((entry, index) => {
      const units = entry[1]!.replace(/\s/g, '').match(/.{4}/g) ?? [];
      map.set(first + index, String.fromCharCode(...units.map((unit) => parseInt(unit, 16))));
    });
  }
  return map;
}

export function pdfTextLines(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const objects = new Map<string, string>();
  for (const match of source.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) objects.set(match[1]!, match[2]!);
  const streamOf = (body: string) => /stream\r?\n([\s\S]*?)\r?\nendstream/.exec(body)?.[1] ?? '';

  // Font resource name (F1, F2…) → its glyph map.
  const fonts = new Map<string, Map<number, string>>();
  for (const [, name, ref] of source.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(ref!) ?? '')?.[1];
    if (toUnicode) fonts.set(name!, toUnicodeMap(streamOf(objects.get(toUnicode)!)));
  }

  const lines: string[] = [];
  for (const body of objects.values()) {
    const content = streamOf(body);
    if (!content.includes(' TJ')) continue;
    let font = new Map<number, string>();
    for (const block of content.matchAll(/BT([\s\S]*?)ET/g)) {
      let line = '';
      for (const op of block[1]!.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
        if (op[1]) font = fonts.get(op[1]) ?? new Map();
        else
          for (const glyphs of op[2]!.matchAll(/<([0-9a-f]*)>/gi))
            for (const id of glyphs[1]!.match(/.{4}/g) ?? []) line += font.get(parseInt(id, 16)) ?? '\uFFFD';
      }
      lines.push(line);
    }
  }
  return lines;
}
