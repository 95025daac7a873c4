/**
 * Reads facts from the installed packages' type definitions with the TypeScript compiler, so that content tests
 * compare a page with the package rather than with a copy of the page.
 */
import path from 'node:path';
import ts from 'typescript';

const modules = path.resolve(__dirname, '../../../node_modules');

/** The path of a declaration file inside an installed package: `declarationFile('@mui/material', 'Autocomplete/Autocomplete.d.ts')`. */
export function declarationFile(packageName: string, file: string): string {
  return path.join(modules, packageName, file);
}

/** A checker over one declaration file and what it imports. */
export function typingsOf(file: string) {
  const program = ts.createProgram([file], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  if (!source) {
    throw new Error(`${file} is not in the program; is the package installed?`);
  }
  const exported = (name: string): ts.Symbol => {
    const moduleSymbol = checker.getSymbolAtLocation(source);
    let symbol = moduleSymbol && checker.getExportsOfModule(moduleSymbol).find((candidate) => candidate.getName() === name);
    if (!symbol) {
      throw new Error(`${path.basename(file)} exports no ${name}`);
    }
    if (symbol.flags & ts.SymbolFlags.Alias) {
      symbol = checker.getAliasedSymbol(symbol);
    }
    return symbol;
  };
  return {
    /** The property names of an exported interface or type (`GridSlotsComponent` → `toolbar`, `footer`…). */
    keysOf(typeName: string): string[] {
      return checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(exported(typeName))).map((property) => property.getName());
    },
    /** The keys of one property's object type, such as the slot names in a props type's `slots`. */
    keysOfProperty(typeName: string, propertyName: string): string[] {
      const property = checker.getDeclaredTypeOfSymbol(exported(typeName)).getProperty(propertyName);
      if (!property) {
        throw new Error(`${typeName} has no ${propertyName}`);
      }
      const type = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(property, source));
      return checker.getPropertiesOfType(type).map((key) => key.getName());
    },
    /** The members of an exported union of string literals (`'input' | 'reset'` → `['input', 'reset']`). */
    stringLiterals(typeName: string): string[] {
      const type = checker.getDeclaredTypeOfSymbol(exported(typeName));
      return (type.isUnion() ? type.types : [type]).filter((member) => member.isStringLiteral()).map((member) => (member as ts.StringLiteralType).value);
    },
  };
}
