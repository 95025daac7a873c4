/**
 * What changed in a component's API between the previous major and the documented one: props added, removed,
 * renamed, retyped and deprecated, slots and CSS classes added and removed. Both sides are read by the same
 * extractor (`extract.ts`); this module only compares them, and reads the migration guides for the section that
 * mentions an item and for the renames they state. Pure apart from `readMigrationGuide`'s parse: same input,
 * same output.
 */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import { visit } from 'unist-util-visit';
import { collectHeadings } from '../mdx/headings.mjs';
import type { ApiChanges, ApiProp, ApiRemoval } from '../../src/core/api';
import type { ApiWithForwarded } from './extract';

/** A migration guide, as the comparison reads it. */
export interface MigrationGuide {
  /** The guide's navigation path (`/x/migration/migration-data-grid-v7`). */
  path: string;
  /** Its anchored sections in order, with the identifiers their inline code and their code blocks name. */
  sections: Array<{ id: string; inline: Set<string>; code: Set<string> }>;
  /**
   * Identifiers in the order a line names them in inline code (`` | `unstable_dataSource` | `dataSource` | ``),
   * and a diff's removed line followed by its added line: where a guide states that one name replaces another.
   */
  lines: string[][];
}

const IDENTIFIER = /[A-Za-z_$][\w$]*/g;

const identifiers = (text: string): string[] => text.match(IDENTIFIER) ?? [];

/** Byte order, not the machine's locale: the output is the same everywhere. */
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Reads a migration guide's MDX source. */
export function readMigrationGuide(source: string, pagePath: string): MigrationGuide {
  const tree = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).use(remarkGfm).parse(source);
  const ids = new Map(
    collectHeadings(tree).map((heading: { node: unknown; id: string }) => [heading.node, heading.id]),
  );
  const sections: MigrationGuide['sections'] = [];
  let current: MigrationGuide['sections'][number] | null = null;
  for (const node of (tree as { children: Array<{ type: string }> }).children) {
    const id = ids.get(node);
    if (id !== undefined) {
      current = { id, inline: new Set(), code: new Set() };
      sections.push(current);
      continue;
    }
    if (!current) {
      continue;
    }
    const section = current;
    visit(node as never, (child: { type: string; value?: string }) => {
      if (child.type === 'inlineCode') {
        identifiers(child.value ?? '').forEach((name) => section.inline.add(name));
      } else if (child.type === 'code') {
        identifiers(child.value ?? '').forEach((name) => section.code.add(name));
      }
    });
  }

  const lines: string[][] = [];
  let fence: string | null = null;
  let removedLine: string[] | null = null;
  for (const line of source.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})(\w*)/.exec(line);
    if (marker && (fence === null || line.trim().startsWith(fence))) {
      fence = fence === null ? marker[1] : null;
      removedLine = null;
      continue;
    }
    if (fence === null) {
      const spans = [...line.matchAll(/`([^`]+)`/g)].flatMap((match) => identifiers(match[1]));
      if (spans.length > 1) {
        lines.push(spans);
      }
    } else if (/^-\s/.test(line)) {
      // A diff's `-  unstable_dataSource={source}`: the attribute it removes.
      removedLine = identifiers(/^-\s*<?([\w$.]+)/.exec(line)?.[1] ?? '');
    } else if (/^\+\s/.test(line) && removedLine) {
      lines.push([...removedLine, ...identifiers(/^\+\s*<?([\w$.]+)/.exec(line)?.[1] ?? '')]);
      removedLine = null;
    } else {
      removedLine = null;
    }
  }
  return { path: pagePath, sections, lines };
}

/**
 * The guide section that best mentions a name: in inline code and beside the component's name, then in a code
 * block beside it, then in inline code alone, then in a code block alone (`/x/migration/…#data-source`).
 */
export function guideSection(guides: readonly MigrationGuide[], name: string, component?: string): string | undefined {
  let best: { score: number; link: string } | null = null;
  for (const guide of guides) {
    for (const section of guide.sections) {
      const named = section.inline.has(name) ? 2 : section.code.has(name) ? 1 : 0;
      if (named === 0) {
        continue;
      }
      const beside = component !== undefined && (section.inline.has(component) || section.code.has(component));
      const score = named + (beside ? 2 : 0);
      if (!best || score > best.score) {
        best = { score, link: `${guide.path}#${section.id}` };
      }
    }
  }
  return best?.link;
}

/** Every prop a component accepts (its own and its inherited ones), by name. */
function propsOf(api: ApiWithForwarded): Map<string, ApiProp> {
  const props = new Map<string, ApiProp>();
  for (const prop of [...api.props, ...api.inherited.flatMap((group) => group.props)]) {
    if (!props.has(prop.name)) {
      props.set(prop.name, prop);
    }
  }
  return props;
}

/**
 * A written type without what only its printing changed: spaces, a member's optional `| undefined` and the `;`
 * that ends an object type's last member (`{ a?: T; }` and `{ a?: T | undefined }` are the same type).
 */
export function typeShape(type: string): string {
  let shape = type.replace(/\s+/g, '');
  // `a?:(A & B)|undefined` prints the member `a?: A & B`: drop the parentheses a member's `| undefined` needed.
  for (let at = shape.indexOf(':('); at >= 0; at = shape.indexOf(':(', at + 1)) {
    let depth = 0;
    let close = -1;
    for (let index = at + 1; index < shape.length && close < 0; index += 1) {
      depth += shape[index] === '(' ? 1 : shape[index] === ')' ? -1 : 0;
      close = depth === 0 ? index : -1;
    }
    if (close > 0 && shape.startsWith('|undefined', close + 1)) {
      shape = `${shape.slice(0, at + 1)}${shape.slice(at + 2, close)}${shape.slice(close + 1)}`;
    }
  }
  return shape.replace(/\|undefined(?=[;,}>)\]]|$)/g, '').replace(/;(?=[}])/g, '');
}

const sameType = (a: string, b: string) => typeShape(a) === typeShape(b);

/**
 * The prop that replaces a removed one, among the added ones: the one its deprecation note names, else the one a
 * guide's line names after it (the nearest).
 */
function replacement(
  removed: ApiProp,
  added: ReadonlySet<string>,
  guides: readonly MigrationGuide[],
): string | undefined {
  const noted = identifiers(removed.deprecated ?? '').find((name) => added.has(name) && name !== removed.name);
  if (noted) {
    return noted;
  }
  for (const guide of guides) {
    for (const line of guide.lines) {
      const at = line.indexOf(removed.name);
      const next = at < 0 ? undefined : line.slice(at + 1).find((name) => added.has(name));
      if (next) {
        return next;
      }
    }
  }
  return undefined;
}

export interface CompareContext {
  major: number;
  previousMajor: number;
  previousVersion: string;
  /** The migration guides from the previous major to this one, most specific first. */
  guides: readonly MigrationGuide[];
}

/** The changes of one component or interface; `previous` is null when the previous major has no counterpart. */
export function compareApis(
  current: ApiWithForwarded,
  previous: ApiWithForwarded | null,
  context: CompareContext,
): ApiChanges {
  const { guides } = context;
  const changes: ApiChanges = {
    major: context.major,
    previousMajor: context.previousMajor,
    previousVersion: context.previousVersion,
    isNew: previous === null,
    props: { added: [], removed: [], renamed: [], changed: [], deprecated: [] },
    slots: { added: [], removed: [] },
    classes: { added: [], removed: [] },
  };
  const now = propsOf(current);
  const before = previous ? propsOf(previous) : new Map<string, ApiProp>();
  for (const prop of [...now.values()].sort((a, b) => byName(a.name, b.name))) {
    if (prop.deprecated !== null) {
      const earlier = before.get(prop.name);
      const guide = guideSection(guides, prop.name, current.name);
      changes.props.deprecated.push({
        name: prop.name,
        text: prop.deprecated,
        newly: previous !== null && !(earlier && earlier.deprecated !== null),
        ...(guide ? { guide } : {}),
      });
    }
  }
  if (!previous) {
    return changes;
  }
  // A prop one side lists and the other forwards (`className` declared in v8, a DOM attribute in v7) was
  // accepted by both: neither added nor removed.
  const forwardedBefore = new Set(previous.forwardedNames ?? []);
  const forwardedNow = new Set(current.forwardedNames ?? []);
  const added = new Set([...now.keys()].filter((name) => !before.has(name) && !forwardedBefore.has(name)));
  for (const prop of [...before.values()].sort((a, b) => byName(a.name, b.name))) {
    const later = now.get(prop.name);
    if (!later && forwardedNow.has(prop.name)) {
      continue;
    }
    if (!later) {
      const renamedTo = replacement(prop, added, guides);
      const guide = guideSection(guides, prop.name, current.name);
      if (renamedTo) {
        added.delete(renamedTo);
        changes.props.renamed.push({ from: prop.name, to: renamedTo, ...(guide ? { guide } : {}) });
      }
      changes.props.removed.push({ name: prop.name, ...(renamedTo ? { renamedTo } : {}), ...(guide ? { guide } : {}) });
    } else if (!sameType(prop.type, later.type)) {
      const guide = guideSection(guides, prop.name, current.name);
      changes.props.changed.push({
        name: prop.name,
        before: prop.type,
        after: later.type,
        ...(guide ? { guide } : {}),
      });
    }
  }
  changes.props.added = [...added].sort(byName);
  const compareNames = (nowNames: string[], beforeNames: string[]) => {
    const nowSet = new Set(nowNames);
    const beforeSet = new Set(beforeNames);
    return {
      added: nowNames.filter((name) => !beforeSet.has(name)).sort(byName),
      removed: beforeNames
        .filter((name) => !nowSet.has(name))
        .sort(byName)
        .map((name): ApiRemoval => {
          const guide = guideSection(guides, name, current.name);
          return guide ? { name, guide } : { name };
        }),
    };
  };
  changes.slots = compareNames(
    current.slots.map((slot) => slot.name),
    previous.slots.map((slot) => slot.name),
  );
  changes.classes = compareNames(
    current.classes.map((entry) => entry.key),
    previous.classes.map((entry) => entry.key),
  );
  return changes;
}
