/**
 * Reads facts from the installed packages' type definitions with the TypeScript compiler, so that content tests
 * compare a page with the package rather than with a copy of the page.
 */
import path from 'node:path';
import ts from 'typescript';
import { createApiProgram } from '../../../build/api/extract';

const modules = path.resolve(__dirname, '../../../node_modules');

/** The path of a declaration file inside an installed package: `declarationFile('@mui/material', 'Autocomplete/Autocomplete.d.ts')`. */
export function declarationFile(packageName: string, file: string): string {
  return path.join(modules, packageName, file);
}

/** A checker over declaration files and what they import; names are looked up in the first file unless one is given. */
export function typingsOf(...files: string[]) {
  // The options the API pages are extracted with, so both read the typings alike.
  const program = createApiProgram(files);
  const checker = program.getTypeChecker();
  const sourceOf = (file: string): ts.SourceFile => {
    const source = program.getSourceFile(file);
    if (!source) {
      throw new Error(`${file} is not in the program; is the package installed?`);
    }
    return source;
  };
  const exportsOf = (file: string): ts.Symbol[] => {
    const moduleSymbol = checker.getSymbolAtLocation(sourceOf(file));
    return moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : [];
  };
  const exported = (name: string, file: string): ts.Symbol => {
    let symbol = exportsOf(file).find((candidate) => candidate.getName() === name);
    if (!symbol) {
      throw new Error(`${path.relative(modules, file)} exports no ${name}`);
    }
    if (symbol.flags & ts.SymbolFlags.Alias) {
      symbol = checker.getAliasedSymbol(symbol);
    }
    return symbol;
  };
  // The type reached from an exported type by following properties: `['slots']` of `AutocompleteProps`.
  const typeAt = (typeName: string, propertyPath: string[], file: string): ts.Type => {
    const source = sourceOf(file);
    let type = checker.getDeclaredTypeOfSymbol(exported(typeName, file));
    for (const name of propertyPath) {
      const property = checker.getApparentType(checker.getNonNullableType(type)).getProperty(name);
      if (!property) {
        throw new Error(`${typeName} has no ${propertyPath.join('.')}`);
      }
      type = checker.getTypeOfSymbolAtLocation(property, source);
    }
    return type;
  };
  const stringLiteralsOf = (type: ts.Type): string[] =>
    (type.isUnion() ? type.types : [type])
      .filter((member) => member.isStringLiteral())
      .map((member) => (member as ts.StringLiteralType).value);
  const propertyKeys = (type: ts.Type): string[] =>
    checker
      .getPropertiesOfType(checker.getApparentType(checker.getNonNullableType(type)))
      .map((property) => property.getName());

  return {
    /** The names a module exports, values and types alike. */
    exportNames(file = files[0]): string[] {
      return exportsOf(file).map((symbol) => symbol.getName());
    },
    /** The property names of an exported interface or type (`DataGridProProps` → `rows`, `dataSource`…). */
    keysOf(typeName: string, file = files[0]): string[] {
      return propertyKeys(checker.getDeclaredTypeOfSymbol(exported(typeName, file)));
    },
    /** The keys found by following properties: `keysAt('AutocompleteProps', ['slots'])` lists the slot names. */
    keysAt(typeName: string, propertyPath: string[], file = files[0]): string[] {
      return propertyKeys(typeAt(typeName, propertyPath, file));
    },
    /** The members of an exported union of string literals (`'input' | 'reset'` → `['input', 'reset']`). */
    stringLiterals(typeName: string, file = files[0]): string[] {
      return stringLiteralsOf(checker.getDeclaredTypeOfSymbol(exported(typeName, file)));
    },
    /** The string literals of a property's union type: `stringLiteralsAt('LineSeriesType', ['shape'])`. */
    stringLiteralsAt(typeName: string, propertyPath: string[], file = files[0]): string[] {
      return stringLiteralsOf(checker.getNonNullableType(typeAt(typeName, propertyPath, file)));
    },
    /** How many type parameters an exported type or interface declares (`GridFilterOperator<R, V, F, I>` → 4). */
    typeParameterCount(typeName: string, file = files[0]): number {
      const declaration = exported(typeName, file).declarations?.find(
        (node): node is ts.InterfaceDeclaration | ts.TypeAliasDeclaration =>
          ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node),
      );
      return declaration?.typeParameters?.length ?? 0;
    },
  };
}
