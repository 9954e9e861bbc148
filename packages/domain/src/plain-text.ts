// The one rule for the text of a name or an address (decision 167):
// what a person types there is printed in mail subjects, CSV cells and trade documents, so it may
// hold no control characters (a line break in a name would start a new mail header or CSV row)
// and no Unicode bidirectional embeddings, overrides or isolates (U+202A–U+202E, U+2066–U+2069),
// which make text display in another order than it is stored ("Trojan Source"): a company named
// with U+202E would print reversed on an invoice. The plain marks U+200E and U+200F, which a name
// in Arabic or Hebrew may need, are not among them. Pure: no zod, so a screen can import it.

/**
 * C0 controls but the line feed, DEL and the C1 controls, the Unicode line and paragraph
 * separators (line breaks too), and the bidi controls.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const HIDDEN = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/** One line of plain text: a name, an address line, a reference. */
export function isPlainLine(text: string): boolean {
  return !HIDDEN.test(text) && !text.includes('\n');
}

/** Plain text of several lines (a postal address, bank details): line feeds allowed. */
export function isPlainText(text: string): boolean {
  return !HIDDEN.test(text.replace(/\r\n?/g, '\n'));
}

/**
 * The sentence a field's refusal says, naming the field: "The company name cannot contain line
 * breaks, control characters or text-direction overrides."
 */
export function notPlainLine(field: string): string {
  return `${field} cannot contain line breaks, control characters or text-direction overrides.`;
}

/** The sentence for a field of several lines. */
export function notPlainText(field: string): string {
  return `${field} cannot contain control characters or text-direction overrides.`;
}
