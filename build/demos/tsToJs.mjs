// A demo's JavaScript version, generated from its TypeScript source at build time: TypeScript's transpiler
// (types, casts and type-only imports removed, JSX kept as written), then Prettier.
import * as prettier from 'prettier';
import ts from 'typescript';

/** Prettier settings of every generated sample. */
export const SAMPLE_PRETTIER_OPTIONS = { parser: 'babel', singleQuote: true, printWidth: 85, trailingComma: 'all' };

// TypeScript's printer drops blank lines; a marker comment on each keeps the author's paragraphs.
const BLANK_LINE_MARKER = '/*@@blank@@*/';

/**
 * Transpile a `.tsx` demo into formatted JavaScript with JSX preserved.
 * Throws, naming the file, when the source does not parse.
 */
export async function tsToJs(source, fileName = 'Demo.tsx') {
  const marked = source.replace(/\n[ \t]*\n/g, `\n${BLANK_LINE_MARKER}\n`);
  const { outputText, diagnostics } = ts.transpileModule(marked, {
    fileName,
    reportDiagnostics: true,
    compilerOptions: {
      target: ts.ScriptTarget.ESNext,
      module: ts.ModuleKind.ESNext,
      jsx: ts.JsxEmit.Preserve,
      // Keep value imports that are only used in JSX; drop `import type` and `type` specifiers.
      verbatimModuleSyntax: false,
      removeComments: false,
    },
  });
  const errors = (diagnostics ?? []).filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error);
  if (errors.length > 0) {
    const message = ts.flattenDiagnosticMessageText(errors[0].messageText, '\n');
    throw new Error(`${fileName}: cannot generate JavaScript: ${message}`);
  }
  const restored = outputText
    .replace(/^[ \t]*\/\*@@blank@@\*\/[ \t]*$/gm, '')
    .replaceAll(BLANK_LINE_MARKER, '')
    .replace(/^export \{\};\s*$/m, '');
  return prettier.format(restored, SAMPLE_PRETTIER_OPTIONS);
}
