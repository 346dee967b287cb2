import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * Finds text in the UI's sources that a person would read but that does not come from the
 * catalogues: JSX text, and string or template literals that read as words ("Approve",
 * "no tools enabled", `${n} calls waiting`). What is code, not text, is left alone: imports, types,
 * comparisons, keys, class names and styles, developer errors and logs, and the arguments of `t()`.
 * A literal that is text but must not be translated (a product's name, a language named in itself)
 * is marked with a comment containing `i18n-exempt` and the reason, on it or on a node around it.
 */

export interface UiStringFinding {
  readonly file: string;
  readonly line: number;
  readonly text: string;
}

const callsTakingCode = new Set([
  't',
  'useTranslation',
  'Error',
  'TypeError',
  'querySelector',
  'querySelectorAll',
  'getElementById',
  'addEventListener',
  'removeEventListener',
  'getItem',
  'setItem',
  'removeItem',
  'matchMedia',
  'createElement',
  'getAttribute',
  'setAttribute',
  'emulateMedia',
]);

const attributesTakingCode = new Set([
  'className',
  'style',
  'styles',
  'classNames',
  'href',
  'to',
  'src',
  'id',
  'key',
  'name',
  'type',
  'pattern',
  'accept',
  'autoComplete',
  'dateTime',
  'viewBox',
  'd',
  'i18nKey',
  'ff',
  'fontFamily',
]);

/** Two words, or one that starts with a capital and goes on in small letters: text for people. */
export function readsAsWords(text: string): boolean {
  const trimmed = text.trim();
  return /\p{L}\S*\s+\S*\p{L}/u.test(trimmed) || /^\p{Lu}\p{Ll}/u.test(trimmed);
}

function isComparison(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isCaseClause(parent)) return true;
  if (!ts.isBinaryExpression(parent)) return false;
  const operator = parent.operatorToken.kind;
  return (
    operator === ts.SyntaxKind.EqualsEqualsEqualsToken ||
    operator === ts.SyntaxKind.ExclamationEqualsEqualsToken ||
    operator === ts.SyntaxKind.EqualsEqualsToken ||
    operator === ts.SyntaxKind.ExclamationEqualsToken
  );
}

function calleeName(call: ts.CallExpression | ts.NewExpression): string | null {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) {
    if (ts.isIdentifier(callee.expression) && callee.expression.text === 'console') return 'console';
    return callee.name.text;
  }
  return null;
}

function isExempt(node: ts.Node, source: ts.SourceFile): boolean {
  const text = source.getFullText();
  for (let current: ts.Node = node; !ts.isSourceFile(current); current = current.parent) {
    const comments = [
      ...(ts.getLeadingCommentRanges(text, current.getFullStart()) ?? []),
      ...(ts.getTrailingCommentRanges(text, current.getEnd()) ?? []),
    ];
    if (comments.some((range) => text.slice(range.pos, range.end).includes('i18n-exempt'))) return true;
  }
  return false;
}

/** Whether a literal sits where code, not text, is written. */
function isCodePosition(node: ts.Node): boolean {
  for (let current: ts.Node = node; !ts.isSourceFile(current); current = current.parent) {
    const parent = current.parent;
    if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) return true;
    if (ts.isLiteralTypeNode(parent) || ts.isTypeNode(parent)) return true;
    if (ts.isPropertyAssignment(parent) && parent.name === current) return true;
    if (ts.isElementAccessExpression(parent) && parent.argumentExpression === current) return true;
    if ((ts.isCallExpression(parent) || ts.isNewExpression(parent)) && current !== parent.expression) {
      const name = calleeName(parent);
      if (name !== null && (callsTakingCode.has(name) || name === 'console')) return true;
    }
    if (ts.isJsxAttribute(parent)) {
      const name = parent.name.getText();
      return attributesTakingCode.has(name) || name.startsWith('data-');
    }
    // A literal's own context ends at the statement or JSX element that holds it.
    if (ts.isStatement(parent) || ts.isJsxElement(parent) || ts.isJsxSelfClosingElement(parent)) return false;
  }
  return false;
}

function literalTexts(node: ts.Node): string[] | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
  return null;
}

function findingsIn(file: string, root: string): UiStringFinding[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const findings: UiStringFinding[] = [];
  const report = (node: ts.Node, text: string) => {
    if (isExempt(node, source)) return;
    findings.push({
      file: relative(root, file),
      line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      text: text.trim().slice(0, 80),
    });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      if (/\p{L}/u.test(node.text)) report(node, node.text);
      return;
    }
    const texts = literalTexts(node);
    if (texts !== null) {
      const template = ts.isTemplateExpression(node);
      // In a template, a word next to a space is text ("${n} calls"); a path or class list is not.
      const text = texts.join(' ');
      const wordy = template
        ? texts.some((part) => /(^|\s)\p{L}{2,}|\p{L}{2,}(\s|$)/u.test(part) && /\s/.test(part))
        : readsAsWords(text);
      if (wordy && !isComparison(node) && !isCodePosition(node)) report(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every finding in the `.ts` and `.tsx` files under `folder`, paths relative to `root`. */
export function findUiStrings(folder: string, root: string): UiStringFinding[] {
  return sourceFiles(folder).flatMap((file) => findingsIn(file, root));
}
