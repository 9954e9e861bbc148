// The storefront's refusal sentences as its source writes them, for refusal-catalogue.test.ts:
// every string (or template) given to an error helper in a non-admin file of a storefront
// module. A template's `${…}` parts read as `{}`, as the catalogue's ICU placeholders do.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** The modules a buyer or guest reaches through the store (the console's stay English). */
export const STOREFRONT_MODULES = [
  'accounts',
  'identity',
  'cart',
  'orders',
  'payments',
  'companies',
  'search',
  'catalogue',
  'listing',
  'product',
  'minimums',
  'stock',
  'help-center',
  'personal-part',
  'content',
  'collections',
  'documents',
] as const;

/** Files of those modules that only staff's routes call. */
const STAFF_FILES =
  /admin|credit-notes|credit-control|shipments|refunds|transfers|payment-record|order-amendment|order-review|order-export|invoice-reminders|stock-grid|catalogue-(bulk|item-groups|names|packs|products|prices-sync|write)|messages\.service|packs\.repository|line-sheet|company-reps/;

const HELPERS = new Set([
  'HttpError',
  'badRequest',
  'notFound',
  'conflict',
  'forbidden',
  'tooManyRequests',
  'refusal',
  'nothingDue',
]);

const isSentence = (text: string) => /^([A-Z]|\{\})/.test(text) && /[.?!)]$/.test(text.trim());

function textOf(node: ts.Expression): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return node.head.text + node.templateSpans.map((s) => `{}${s.literal.text}`).join('');
  }
  return null;
}

function calleeName(node: ts.CallExpression | ts.NewExpression): string | null {
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return null;
}

/** The sentences one file gives the error helpers. */
export function refusalsIn(source: string, fileName = 'file.ts'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && node.arguments) {
      const name = calleeName(node);
      if (name && HELPERS.has(name)) {
        for (const argument of node.arguments) {
          const text = textOf(argument);
          if (text !== null && isSentence(text)) found.push(text);
        }
      }
    }
    // `reply.status(4xx).send({ error: '…' })`, zod's `{ error: '…' }`
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'error') {
      const text = textOf(node.initializer);
      if (text !== null && isSentence(text)) found.push(text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Every storefront refusal sentence under `modulesDir`, with the file each is in. */
export function storefrontRefusals(modulesDir: string): { file: string; sentence: string }[] {
  const all: { file: string; sentence: string }[] = [];
  for (const module of STOREFRONT_MODULES) {
    const dir = join(modulesDir, module);
    for (const name of readdirSync(dir)) {
      if (!name.endsWith('.ts') || name.endsWith('.test.ts') || STAFF_FILES.test(name)) continue;
      const file = join(dir, name);
      for (const sentence of refusalsIn(readFileSync(file, 'utf8'), file)) {
        all.push({ file: `${module}/${name}`, sentence });
      }
    }
  }
  return all;
}

/** The domain's files whose schemas and sentences the storefront's calls answer with. */
export const STOREFRONT_DOMAIN_FILES = [
  'account-schemas.ts',
  'cart-payloads.ts',
  'company-payloads.ts',
  'contact-schema.ts',
  'input-schemas.ts',
  'order-payloads.ts',
  'plain-text.ts',
  'validation.ts',
  'stock-check.ts',
  'minimums.ts',
  'quick-order.ts',
] as const;

/** Every sentence the domain's storefront schemas refuse with. */
export function domainRefusals(domainDir: string): { file: string; sentence: string }[] {
  return STOREFRONT_DOMAIN_FILES.flatMap((name) =>
    refusalsIn(readFileSync(join(domainDir, name), 'utf8'), name).map((sentence) => ({
      file: `domain/${name}`,
      sentence,
    })),
  );
}
