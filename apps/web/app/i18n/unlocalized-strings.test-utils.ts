// The storefront's texts a person reads that do not come from a message catalogue
// (docs/languages.md, "Checking for unconverted strings"; decision 210): JSX text with letters,
// string literals in the attributes read aloud or shown (aria-label, title, alt, placeholder,
// label…) and in JSX children, and a route `meta`'s title and description. Found with the
// TypeScript compiler's parser, so quoting, templates and conditionals are read as the code is.
// A message read through `t('id')` is a call, never a literal, so it is not reported.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import { en } from './catalogues/en';

/** Attributes whose text a person sees or hears. */
const VISIBLE_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'title',
  'alt',
  'placeholder',
  'label',
]);

/** Meta entries whose `content` is read (search results, shared links). */
const READ_META = /^(description|og:title|og:description|twitter:title|twitter:description)$/;

export interface Unlocalized {
  /** The file, relative to app/. */
  file: string;
  line: number;
  text: string;
}

// Entities (&nbsp;) are markup, not words; a letter in any script is a word a person reads.
const hasWords = (text: string) =>
  /\p{L}/u.test(text.replace(/&[a-zA-Z]+;|&#x?[0-9a-fA-F]+;/g, ''));

/** A message's id, as a meta's `translatorOf(locale)('meta.home.title')` names it: not a text. */
const isMessageId = (text: string) => Object.hasOwn(en, text);

/**
 * The literal texts an expression shows: a string, a template's own pieces, either side of a
 * condition or a fallback. A call (`t('id')`, a formatter) shows what it returns, not its
 * arguments, so it adds nothing; `callArguments` reads them too (meta's `shopTitle('Cart', …)`).
 */
function literalTexts(node: ts.Node, callArguments = false): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node))
    return [
      node.head.text,
      ...node.templateSpans.flatMap((s) => [
        ...literalTexts(s.expression, callArguments),
        s.literal.text,
      ]),
    ];
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node))
    return literalTexts(node.expression, callArguments);
  if (ts.isConditionalExpression(node))
    return [
      ...literalTexts(node.whenTrue, callArguments),
      ...literalTexts(node.whenFalse, callArguments),
    ];
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind;
    if (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken)
      return [
        ...literalTexts(node.left, callArguments),
        ...literalTexts(node.right, callArguments),
      ];
    if (op === ts.SyntaxKind.AmpersandAmpersandToken)
      return literalTexts(node.right, callArguments);
    if (op === ts.SyntaxKind.PlusToken)
      return [
        ...literalTexts(node.left, callArguments),
        ...literalTexts(node.right, callArguments),
      ];
  }
  if (callArguments && ts.isCallExpression(node))
    return node.arguments.flatMap((a) => literalTexts(a, callArguments));
  return [];
}

const attributeName = (name: ts.JsxAttributeName) =>
  ts.isIdentifier(name) ? name.text : `${name.namespace.text}:${name.name.text}`;

const propertyName = (p: ts.ObjectLiteralElementLike) =>
  ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name))
    ? p.name.text
    : null;

/** The texts a route's exported `meta` writes: titles, and the content of read meta entries. */
function metaTexts(meta: ts.Node, report: (node: ts.Node, text: string) => void) {
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const nameOf = node.properties.find((p) => propertyName(p) === 'name');
      const named =
        nameOf && ts.isPropertyAssignment(nameOf) && ts.isStringLiteral(nameOf.initializer)
          ? nameOf.initializer.text
          : null;
      for (const p of node.properties) {
        const key = propertyName(p);
        if (!ts.isPropertyAssignment(p)) continue;
        if (key === 'title' || (key === 'content' && named && READ_META.test(named)))
          for (const text of literalTexts(p.initializer, true)) report(p.initializer, text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(meta);
}

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** Every text of one source file that no catalogue gave (none for a file that writes none). */
export function unlocalizedStrings(file: string, source: string): Unlocalized[] {
  // Parsing is the cost: a module without markup or a meta export (most .ts) has nothing to find.
  if (!file.endsWith('.tsx') && !/\bmeta\b/.test(source)) return [];
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const found: Unlocalized[] = [];
  const report = (node: ts.Node, text: string) => {
    if (!hasWords(text) || isMessageId(text)) return;
    const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
    found.push({ file, line, text: text.trim().replace(/\s+/g, ' ') });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    )
      for (const text of literalTexts(node.expression)) report(node, text);
    else if (ts.isJsxAttribute(node) && VISIBLE_ATTRIBUTES.has(attributeName(node.name))) {
      const value = node.initializer;
      if (value && ts.isStringLiteral(value)) report(value, value.text);
      else if (value && ts.isJsxExpression(value) && value.expression)
        for (const text of literalTexts(value.expression)) report(value, text);
    } else if (ts.isFunctionDeclaration(node) && isExported(node) && node.name?.text === 'meta')
      metaTexts(node, report);
    else if (ts.isVariableStatement(node) && isExported(node))
      for (const d of node.declarationList.declarations)
        if (ts.isIdentifier(d.name) && d.name.text === 'meta' && d.initializer)
          metaTexts(d.initializer, report);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/**
 * The storefront's source files under app/ (paths relative to it, with '/'): not the console
 * (console/, routes/admin/), the catalogues themselves, tests and their fixtures, nor the
 * server-only `.server.ts` modules, which write no page text.
 */
export function storefrontSources(app: string): string[] {
  const skip = (path: string) =>
    /^(console|routes\/admin|i18n\/catalogues)\//.test(path) ||
    /\.(test|test-utils|fixture)\.tsx?$|\.server\.ts$|\.d\.ts$|fixtures\.tsx?$/.test(path);
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return walk(path);
      const rel = relative(app, path).split(sep).join('/');
      return /\.tsx?$/.test(name) && !skip(rel) ? [rel] : [];
    });
  return walk(app).sort();
}

export const readSource = (app: string, file: string) => readFileSync(join(app, file), 'utf8');
