// The short preview of a demo's source: the JSX its component returns, shown instead of the whole file
// until the reader expands the source. Only short JSX makes a preview; a long one would not save a glance.
import ts from 'typescript';

/** A preview longer than this many lines is not a preview. */
export const PREVIEW_MAX_LINES = 16;

function unwrapParentheses(node) {
  let current = node;
  while (current && ts.isParenthesizedExpression(current)) {
    current = current.expression;
  }
  return current;
}

function isJsx(node) {
  return Boolean(node) && (ts.isJsxElement(node) || ts.isJsxFragment(node) || ts.isJsxSelfClosingElement(node));
}

/** The function the module exports by default: `export default function X`, or `function X … export default X`. */
function defaultExportedFunction(sourceFile) {
  const functions = new Map();
  let exportedName = null;
  for (const statement of sourceFile.statements) {
    if (ts.isFunctionDeclaration(statement)) {
      const modifiers = ts.getModifiers(statement) ?? [];
      const isDefault =
        modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword) &&
        modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword);
      if (isDefault) {
        return statement;
      }
      if (statement.name) {
        functions.set(statement.name.text, statement);
      }
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const initializer = declaration.initializer && unwrapParentheses(declaration.initializer);
        if (
          ts.isIdentifier(declaration.name) &&
          initializer &&
          (ts.isArrowFunction(initializer) || ts.isFunctionExpression(initializer))
        ) {
          functions.set(declaration.name.text, initializer);
        }
      }
    } else if (ts.isExportAssignment(statement) && !statement.isExportEquals && ts.isIdentifier(statement.expression)) {
      exportedName = statement.expression.text;
    }
  }
  return exportedName ? (functions.get(exportedName) ?? null) : null;
}

/** The JSX expression the function returns last at its top level (or its arrow body). */
function returnedJsx(fn) {
  if (!fn.body) {
    return null;
  }
  if (!ts.isBlock(fn.body)) {
    const body = unwrapParentheses(fn.body);
    return isJsx(body) ? body : null;
  }
  const returns = fn.body.statements.filter(ts.isReturnStatement);
  const expression = unwrapParentheses(returns.at(-1)?.expression);
  return isJsx(expression) ? expression : null;
}

/** Remove the indentation all lines share (the first line's own indentation is the column it starts at). */
function dedent(lines) {
  const indents = lines.filter((line) => line.trim() !== '').map((line) => /^[ \t]*/.exec(line)[0].length);
  const common = Math.min(...indents);
  return lines.map((line) => line.slice(common)).join('\n');
}

/**
 * The preview of a demo source (TypeScript or JavaScript): the JSX returned by its default export, without
 * the indentation of the function body, when it has at most `PREVIEW_MAX_LINES` lines; else null.
 */
export function demoPreview(source, fileName = 'Demo.tsx') {
  const sourceFile = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.JSX,
  );
  const fn = defaultExportedFunction(sourceFile);
  const jsx = fn && returnedJsx(fn);
  if (!jsx) {
    return null;
  }
  const start = sourceFile.getLineAndCharacterOfPosition(jsx.getStart(sourceFile));
  const end = sourceFile.getLineAndCharacterOfPosition(jsx.getEnd());
  const lines = source.split('\n').slice(start.line, end.line + 1);
  lines[0] = ' '.repeat(start.character) + lines[0].slice(start.character);
  lines[lines.length - 1] = lines.at(-1).slice(0, end.line === start.line ? end.character : end.character);
  if (lines.length > PREVIEW_MAX_LINES) {
    return null;
  }
  return dedent(lines);
}
