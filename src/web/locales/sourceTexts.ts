import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** What the locale test finds in one source file: translation keys used and visible texts written inline. */
export interface SourceTexts {
  /** Keys given literally to `t(…)` or to a `…Key` property or attribute. */
  keys: string[];
  /** Static beginnings of keys built at run time (`t(\`menu.groups.${group}\`)` gives `menu.groups`). */
  keyPrefixes: string[];
  /** Visible text written into a component instead of coming from a locale file. */
  hardCoded: string[];
}

const VISIBLE_PROPS = new Set([
  'label',
  'title',
  'aria-label',
  'placeholder',
  'alt',
  'description',
  'message',
]);
const LETTERS = /\p{L}{2,}/u;

/** Every .ts/.tsx file under `dir` except tests, their fixtures and the shared test kit (`test-utils.tsx`). */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    // Test fixtures (folders named `testing`) hold sample data, not texts an operator sees.
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/(\.test|^test-utils)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function isTranslateCall(node: ts.CallExpression): boolean {
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text === 't';
  return ts.isPropertyAccessExpression(callee) && callee.name.text === 't';
}

function nameOf(node: ts.PropertyAssignment | ts.JsxAttribute): string {
  return node.name.getText();
}

/** Collects the keys of one expression: literals, both branches of a condition, prefixes of templates. */
function collectKeys(expression: ts.Expression, found: SourceTexts) {
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) {
    found.keys.push(expression.text);
  } else if (ts.isTemplateExpression(expression)) {
    found.keyPrefixes.push(expression.head.text.replace(/\.$/, ''));
  } else if (ts.isConditionalExpression(expression)) {
    collectKeys(expression.whenTrue, found);
    collectKeys(expression.whenFalse, found);
  } else if (ts.isParenthesizedExpression(expression)) {
    collectKeys(expression.expression, found);
  }
}

// A dotted name such as `events.editor.checklist.missingTitle` is a key kept in a table, not a visible text.
const KEY_SHAPE = /^[\w-]+(\.[\w-]+)+$/;

function visibleLiteral(initializer: ts.Node | undefined): string | null {
  if (!initializer || !ts.isStringLiteral(initializer) || !LETTERS.test(initializer.text)) return null;
  return KEY_SHAPE.test(initializer.text) ? null : initializer.text;
}

function inspect(node: ts.Node, found: SourceTexts) {
  if (ts.isCallExpression(node) && isTranslateCall(node) && node.arguments[0]) {
    collectKeys(node.arguments[0], found);
  } else if (ts.isJsxText(node) && LETTERS.test(node.text)) {
    found.hardCoded.push(node.text.trim());
  } else if (ts.isJsxAttribute(node) || ts.isPropertyAssignment(node)) {
    const name = nameOf(node);
    const value = node.initializer;
    if (name.endsWith('Key') && value && ts.isExpression(value)) collectKeys(value, found);
    const literal = VISIBLE_PROPS.has(name) ? visibleLiteral(value) : null;
    if (literal) found.hardCoded.push(`${name}="${literal}"`);
  }
  ts.forEachChild(node, (child) => inspect(child, found));
}

/** Reads one source file and reports its translation keys and any hard-coded visible text. */
export function sourceTextsOf(path: string): SourceTexts {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, kind);
  const found: SourceTexts = { keys: [], keyPrefixes: [], hardCoded: [] };
  inspect(source, found);
  return found;
}
