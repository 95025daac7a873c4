/**
 * The API of a component, read from its package's type definitions with the TypeScript compiler API: props (type,
 * default, description, required and deprecated marks), the props inherited from another component of the package,
 * slots and CSS classes. Defaults come from the JSDoc `@default` tags; nothing is typed by hand. What cannot be
 * read is listed in `unresolved`, never invented.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { ApiComponent, ApiProp } from '../../src/core/api';

/** State classes MUI gives a global name (`Mui-disabled`) rather than a component one. */
export const GLOBAL_STATE_CLASSES = new Set([
  'active',
  'checked',
  'completed',
  'disabled',
  'error',
  'expanded',
  'focused',
  'focusVisible',
  'open',
  'readOnly',
  'required',
  'selected',
]);

/** A program over the given declaration files, for one or many extractions. */
export function createApiProgram(files: string[]): ts.Program {
  return ts.createProgram(files, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  });
}

/** Cleans a written type for display: no `| undefined`, no theme-override wrapper, single spaces. */
export function displayType(written: string): string {
  let type = written.replace(/\s+/g, ' ').trim();
  // OverridableStringUnion<'a' | 'b', Overrides> reads as 'a' | 'b' (the overrides are the reader's own additions).
  type = type.replace(/OverridableStringUnion<\s*((?:[^<>]|<[^<>]*>)*?)\s*,\s*[\w.]+\s*>/g, '$1');
  const parts = splitTopLevelUnion(type).filter((part) => part !== 'undefined');
  // A lone parenthesised member (a callback that was `(… => void) | undefined`) loses its parentheses.
  if (parts.length === 1) {
    return parts[0].replace(/^\((.*)\)$/, (whole, inner: string) => (balanced(inner) ? inner : whole));
  }
  return parts.join(' | ');
}

function balanced(text: string): boolean {
  let depth = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if ('(<[{'.includes(char)) depth += 1;
    // The `>` of an arrow (`=>`) closes nothing.
    if (')>]}'.includes(char) && !(char === '>' && text[index - 1] === '=')) depth -= 1;
    if (depth < 0) return false;
  }
  return depth === 0;
}

function splitTopLevelUnion(type: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let current = '';
  for (let index = 0; index < type.length; index += 1) {
    const char = type[index];
    if (quote) {
      if (char === quote && type[index - 1] !== '\\') quote = null;
    } else if (char === "'" || char === '"' || char === '`') {
      quote = char;
    } else if ('(<[{'.includes(char)) {
      depth += 1;
    } else if (')>]}'.includes(char) && !(char === '>' && type[index - 1] === '=')) {
      depth -= 1;
    } else if (char === '|' && depth === 0) {
      parts.push(current.trim());
      current = '';
      continue;
    }
    current += char;
  }
  parts.push(current.trim());
  return parts.filter(Boolean);
}

/** JSDoc's inline links as text a reader follows: `{@link https://… Viewport loading}` → `Viewport loading (https://…)`. */
export function plainLinks(text: string): string {
  return text.replace(
    /\{@link(?:code|plain)?\s+([^\s|}]+)(?:\s*\|\s*|\s+)?([^}]*)\}/g,
    (_, target: string, label: string) => (label.trim() ? `${label.trim()} (${target})` : target),
  );
}

function tagText(tag: ts.JSDocTagInfo): string {
  return plainLinks(ts.displayPartsToString(tag.text).trim());
}

function docs(symbol: ts.Symbol, checker: ts.TypeChecker) {
  const tags = symbol.getJsDocTags(checker);
  const find = (name: string) => tags.find((tag) => tag.name === name);
  const deprecated = find('deprecated');
  const params = tags
    .filter((tag) => tag.name === 'param')
    .map((tag) => {
      const text = tagText(tag).replace(/^\{[^}]*\}\s*/, '');
      const [name, ...rest] = text.split(/\s+/);
      return { name, description: rest.join(' ') };
    });
  return {
    description: plainLinks(ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim()),
    default: find('default') ? tagText(find('default')!) : null,
    deprecated: deprecated ? tagText(deprecated) : null,
    params,
  };
}

/**
 * Whether a declaration file belongs to a package: under its folder, and not in a package nested in it (a
 * previous major's own copy of `@mui/system` is not part of `@mui/material@6`).
 */
function isInside(packageRoot: string, file: string): boolean {
  const relative = path.relative(packageRoot, file);
  return !relative.startsWith('..') && !path.isAbsolute(relative) && !relative.split(path.sep).includes('node_modules');
}

/** The component a declaration file belongs to, when it is a component file of the package (`ButtonBase`). */
function componentOfFile(file: string, packageRoot: string): string | null {
  const relative = path.relative(packageRoot, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) {
    return null;
  }
  const folder = path.basename(path.dirname(file));
  if (!/^[A-Z]/.test(folder)) {
    return null;
  }
  const componentFile = path.join(path.dirname(file), `${folder}.d.ts`);
  if (!fs.existsSync(componentFile)) {
    return null;
  }
  // A component file declares the component as a value (`declare const X` or `declare function X`).
  const source = fs.readFileSync(componentFile, 'utf8');
  return new RegExp(`(declare (const|function)|export default function) ${folder}\\b`).test(source) ? folder : null;
}

/** The props a component's call accepts: the parameter of its simplest call signature. */
function propsTypeOf(componentSymbol: ts.Symbol, checker: ts.TypeChecker, at: ts.Node): ts.Type | null {
  const type = checker.getTypeOfSymbolAtLocation(componentSymbol, at);
  // Function components have call signatures; `JSXElementConstructor` is a union of a function and a class.
  const types = type.isUnion() ? type.types : [type];
  const signatures = types
    .flatMap((member) => [...member.getCallSignatures(), ...member.getConstructSignatures()])
    .sort((a, b) => (a.typeParameters?.length ?? 0) - (b.typeParameters?.length ?? 0));
  const [first] = signatures;
  const parameter = first?.getParameters()[0];
  return parameter ? checker.getTypeOfSymbolAtLocation(parameter, at) : null;
}

function writtenType(symbol: ts.Symbol, checker: ts.TypeChecker, at: ts.Node): string {
  const declaration = symbol.declarations?.[0];
  if (
    declaration &&
    (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) &&
    declaration.type
  ) {
    return displayType(declaration.type.getText());
  }
  return displayType(
    checker.typeToString(checker.getTypeOfSymbolAtLocation(symbol, at), undefined, ts.TypeFormatFlags.NoTruncation),
  );
}

function propOf(symbol: ts.Symbol, checker: ts.TypeChecker, at: ts.Node): ApiProp {
  const info = docs(symbol, checker);
  return {
    name: symbol.getName(),
    type: writtenType(symbol, checker, at),
    default: info.default,
    description: info.description,
    required: (symbol.flags & ts.SymbolFlags.Optional) === 0,
    deprecated: info.deprecated,
    ...(info.params.length > 0 ? { params: info.params } : {}),
  };
}

/** A component's description: its JSDoc without the generated "Demos:", "API:" and "Features:" link lists. */
function componentDescription(symbol: ts.Symbol, checker: ts.TypeChecker): string {
  const text = ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();
  return text.split(/(?:^|\n)\s*(?:Demos|API|Features):\s*(?:\n|$)/)[0].trim();
}

export interface ExtractOptions {
  /** The declaration file that declares the component (`.../Button/Button.d.ts`). */
  file: string;
  /** Its exported name (`Button`). */
  name: string;
  /** The package's folder: props declared in another component's folder of it are inherited from that component. */
  packageRoot: string;
  /**
   * Other packages whose declarations count as the component's own (the community package for a Pro component),
   * to read the whole of what a component accepts. Without them, props declared in another package are forwarded.
   */
  familyRoots?: string[];
  /** The class-name prefix (`MuiButton`). */
  classPrefix?: string;
  /** Read an exported interface or type's properties instead of a component's props. */
  kind?: 'component' | 'interface';
  /** Also return the names of the forwarded props (DOM attributes, React's): what a comparison needs. */
  collectForwarded?: boolean;
}

/** A component's API with the names of the props it forwards (`className`, `aria-label`), for comparisons. */
export type ApiWithForwarded = ApiComponent & { forwardedNames?: string[] };

/** A page's API before anything is read: no description, props, slots or classes. */
export function emptyApi(kind: ApiComponent['kind'], name: string): ApiComponent {
  return {
    kind,
    name,
    description: '',
    props: [],
    inherited: [],
    forwardsOtherProps: false,
    slots: [],
    classes: [],
    unresolved: [],
  };
}

/** Reads one component's API from a program that includes its declaration file. */
export function extractComponent(program: ts.Program, options: ExtractOptions): ApiWithForwarded {
  const checker = program.getTypeChecker();
  const { file, name, packageRoot } = options;
  const classPrefix = options.classPrefix ?? `Mui${name}`;
  const kind: 'component' | 'interface' = options.kind ?? 'component';
  const result: ApiWithForwarded = emptyApi(kind, name);
  const forwarded: string[] = [];
  if (options.collectForwarded) {
    result.forwardedNames = forwarded;
  }
  const source = program.getSourceFile(file);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!source || !moduleSymbol) {
    result.unresolved.push(`${name}: ${file} is not in the program`);
    return result;
  }
  const exports = checker.getExportsOfModule(moduleSymbol);
  let componentSymbol =
    kind === 'interface'
      ? exports.find((symbol) => symbol.getName() === name)
      : (exports.find((symbol) => symbol.getName() === 'default') ??
        exports.find((symbol) => symbol.getName() === name));
  if (componentSymbol && componentSymbol.flags & ts.SymbolFlags.Alias) {
    componentSymbol = checker.getAliasedSymbol(componentSymbol);
  }
  if (!componentSymbol) {
    result.unresolved.push(`${name}: no component export in ${path.basename(file)}`);
    return result;
  }
  result.description = componentDescription(componentSymbol, checker);
  const propsType =
    kind === 'interface'
      ? checker.getDeclaredTypeOfSymbol(componentSymbol)
      : propsTypeOf(componentSymbol, checker, source);
  if (!propsType) {
    const type = checker.getTypeOfSymbolAtLocation(componentSymbol, source);
    const callable = (type.isUnion() ? type.types : [type]).some((member) => member.getCallSignatures().length > 0);
    // A component called without props has none to list; anything else could not be read.
    if (!callable) {
      result.unresolved.push(`${name}: no call signature with props`);
    }
    return result;
  }

  const inherited = new Map<string, ApiProp[]>();
  let undeclared = 0;
  for (const symbol of checker.getPropertiesOfType(propsType)) {
    const declaration = symbol.declarations?.[0];
    if (!declaration) {
      // Props made by a mapped type (the system props of Box and Stack): no declaration to read them from.
      undeclared += 1;
      continue;
    }
    const declarationFile = declaration.getSourceFile().fileName;
    const ownerRoot = [packageRoot, ...(options.familyRoots ?? [])].find((candidate) =>
      isInside(candidate, declarationFile),
    );
    if (!ownerRoot) {
      // DOM attributes and React's own props (`key`, `ref`): forwarded to the root element, not listed one by one.
      result.forwardsOtherProps = true;
      forwarded.push(symbol.getName());
      continue;
    }
    const prop = propOf(symbol, checker, source);
    const owner = componentOfFile(declarationFile, ownerRoot);
    if (owner && owner !== name) {
      inherited.set(owner, [...(inherited.get(owner) ?? []), prop]);
    } else {
      result.props.push(prop);
    }
  }
  // An overridable component (`component` prop) declares that prop on its generic call signature only.
  if (!result.props.some((entry) => entry.name === 'component')) {
    const signatures = checker.getTypeOfSymbolAtLocation(componentSymbol, source).getCallSignatures();
    for (const signature of signatures) {
      const parameter = signature.getParameters()[0];
      const component = parameter && checker.getTypeOfSymbolAtLocation(parameter, source).getProperty('component');
      if (component) {
        const info = docs(component, checker);
        result.props.push({
          name: 'component',
          type: 'React.ElementType',
          default: info.default,
          description: info.description,
          required: false,
          deprecated: null,
        });
        if (!info.description) {
          result.unresolved.push(`${name}.component: no description in the definitions`);
        }
        break;
      }
    }
  }
  if (undeclared > 0) {
    result.unresolved.push(
      `${name}: ${undeclared} props made by a mapped type (no declaration to read) are not listed`,
    );
  }
  result.props.sort((a, b) => a.name.localeCompare(b.name));
  // A prop listed once: an own declaration hides an inherited one of the same name (it narrows or redocuments it).
  const listed = new Set(result.props.map((prop) => prop.name));
  result.inherited = [...inherited]
    .map(([component, props]) => ({
      component,
      props: props
        .filter((prop) => !listed.has(prop.name) && (listed.add(prop.name), true))
        .sort((a, b) => a.name.localeCompare(b.name)),
    }))
    .filter((group) => group.props.length > 0);

  const slotsSymbol = propsType.getProperty('slots');
  if (slotsSymbol) {
    const slotsType = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(slotsSymbol, source));
    result.slots = checker.getPropertiesOfType(slotsType).map((slot) => {
      const info = docs(slot, checker);
      return { name: slot.getName(), default: info.default, description: info.description };
    });
  }

  const classesSymbol = propsType.getProperty('classes');
  if (classesSymbol) {
    const classesType = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(classesSymbol, source));
    result.classes = checker.getPropertiesOfType(classesType).map((entry) => {
      const info = docs(entry, checker);
      const key = entry.getName();
      return {
        key,
        className: GLOBAL_STATE_CLASSES.has(key) ? `Mui-${key}` : `${classPrefix}-${key}`,
        description: info.description,
        deprecated: info.deprecated,
      };
    });
    if (result.classes.length === 0) {
      result.unresolved.push(`${name}: the classes prop has no documented keys`);
    }
  }
  return result;
}
