// Escaping for the XML and HTML reports. Evidence carries fixture-page text, so anything may be in it:
// markup, quotes, control characters, lone surrogates.

// https://www.w3.org/TR/xml/#charsets: Char ::= #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF]
// With the u flag a lone surrogate is one code point, outside every allowed range.
const NOT_XML_CHAR = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Replaces characters XML 1.0 forbids (even as references) with a visible `\uXXXX`. */
export function visibleControls(text: string): string {
  return text.replace(NOT_XML_CHAR, (c) => `\\u${c.codePointAt(0)!.toString(16).padStart(4, '0')}`);
}

/** Text for element content or a double- or single-quoted attribute, in XML 1.0 and in HTML. */
export function escapeMarkup(text: string): string {
  return visibleControls(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}
