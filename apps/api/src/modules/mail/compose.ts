// One layout for every mail the shop sends, in text and HTML from the same parts: a greeting,
// paragraphs, an optional button link. Every value is escaped in the HTML body.
import { DEFAULT_LOCALE, type Locale } from '@solestock/domain/locales';
import type { MailMessage } from './mail-message.ts';
import { mailT } from './messages/index.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Where a mail says the shop's name (docs/brand.md): in its subject, its text and its sign-off.
 * The mail is queued with this mark, and queueMail writes the brand's name in its place, so the
 * many places that compose a mail need no database; with no brand saved it is "Solestock".
 */
export const SHOP_NAME = '{{shop_name}}';

/** The message with the shop's name written in (subject and text as they are, HTML escaped). */
export function withShopName(message: MailMessage, shopName: string): MailMessage {
  const put = (s: string, name: string) => s.split(SHOP_NAME).join(name);
  return {
    ...message,
    subject: put(message.subject, shopName),
    text: put(message.text, shopName),
    html: put(message.html, escapeHtml(shopName)),
  };
}

/**
 * A table of rows in a mail (an order's lines by style and colour): a caption, its column
 * headings, each row's cells (the last one right-aligned, an amount), and a closing line.
 */
export interface MailTable {
  caption: string;
  headings: readonly string[];
  rows: readonly (readonly string[])[];
  /** Said after the rows ("…and 40 more styles and colours: see your order"). */
  more?: string;
}

/** The table as text: the caption, then a line a row, cells joined by " · ". */
const tableText = (t: MailTable) => [
  t.caption,
  ...t.rows.map((cells) => cells.join(' · ')),
  ...(t.more ? [t.more] : []),
  '',
];

/**
 * The table as HTML: a real table, headed, each value escaped; styled by attributes, not a style
 * on every cell, so a long order's mail stays small (decision 156).
 */
const tableHtml = (t: MailTable) => {
  const align = (i: number, n: number) => (i === n - 1 ? ' align="right"' : ' align="left"');
  return `<table cellpadding="4" style="border-collapse:collapse;font-size:14px">
<caption align="top" style="text-align:left;font-weight:600">${escapeHtml(t.caption)}</caption>
<thead><tr>${t.headings.map((h, i) => `<th scope="col"${align(i, t.headings.length)}>${escapeHtml(h)}</th>`).join('')}</tr></thead>
<tbody>
${t.rows.map((cells) => `<tr style="border-top:1px solid #e5e7eb">${cells.map((c, i) => `<td${i === cells.length - 1 ? ' align="right" nowrap' : ''}>${escapeHtml(c)}</td>`).join('')}</tr>`).join('\n')}
</tbody></table>${t.more ? `\n<p>${escapeHtml(t.more)}</p>` : ''}`;
};

/** One layout for every account mail: a greeting, paragraphs, an optional button link. */
export function composeMail(
  to: string,
  subject: string,
  name: string,
  paragraphs: string[],
  action?: { label: string; url: string },
  /** Further links (an order's documents), each a line: its label and its address. */
  links: readonly { label: string; url: string }[] = [],
  /** A table after the paragraphs (an order's lines by style and colour). */
  table?: MailTable,
  /** The buyer's language (users.language): the greeting and the layout's words in it. */
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const t = mailT(locale);
  const text = [
    t('layout.hello', { name }),
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(table ? tableText(table) : []),
    ...links.flatMap((l) => [`${l.label}: ${l.url}`]),
    ...(links.length ? [''] : []),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    SHOP_NAME,
  ].join('\n');
  const html = `<!doctype html><html${locale === DEFAULT_LOCALE ? '' : ` lang="${locale}"`}><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">
<p>${t('layout.hello', { name: escapeHtml(name) })}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${table ? tableHtml(table) : ''}
${links.map((l) => `<p><a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a></p>`).join('\n')}
${
  action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#111827;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#6b7280">${t('layout.pasteLink', { url: escapeHtml(action.url) })}</p>`
    : ''
}
<p>${SHOP_NAME}</p></body></html>`;
  return { to, subject, text, html };
}
