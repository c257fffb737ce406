/**
 * Text as the DocSearch crawler stores it in a record: HTML-escaped.
 *
 * Hosted Algolia returns a record's text as stored, with highlight tags
 * inserted and nothing escaped, and DocSearch puts those values (or the
 * record's own attribute) into the page as HTML. So the crawler escapes the
 * text of a page before saving it, and "<resistor>" is stored as
 * "&lt;resistor&gt;": the modal shows it literally and never renders markup
 * from a record. As algolia/docsearch-scraper does (`html.escape`, then
 * `&amp;` turned back into `&`): `<`, `>`, `"` and `'` become character
 * references and `&` is left as it is.
 */
const references: Readonly<Record<string, string>> = {
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#x27;",
};

export function storedText(text: string): string {
  return text.replace(/[<>"']/g, (char) => references[char] ?? char);
}
