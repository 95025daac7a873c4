// @vitest-environment node
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiProgram, displayType, extractComponent, plainLinks } from '../../../build/api/extract';
import type { ApiComponent } from '../../../src/core/api';

const root = path.resolve(__dirname, '../../fixtures/api/ui');
let widget: ApiComponent;

beforeAll(() => {
  const file = path.join(root, 'Widget/Widget.d.ts');
  widget = extractComponent(createApiProgram([file]), { file, name: 'Widget', packageRoot: root });
}, 30_000);

const prop = (name: string) => widget.props.find((entry) => entry.name === name);

describe('API extraction from type definitions', () => {
  it('reads the component description without its link lists', () => {
    expect(widget.description).toBe(
      'A fixture component with a union, defaults, a deprecated prop, inherited props, slots and classes.',
    );
    expect(widget.unresolved).toEqual([]);
  });

  it('a union type without the theme-override wrapper or undefined, with its default', () => {
    expect(prop('variant')).toMatchObject({
      type: "'outlined' | 'filled' | 'text'",
      default: "'outlined'",
      required: false,
      deprecated: null,
    });
    expect(prop('variant')!.description).toBe('The variant to use.');
  });

  it('marks required and deprecated props, and keeps callback parameters', () => {
    expect(prop('count')).toMatchObject({ type: 'number', required: true, default: null });
    expect(prop('value')).toMatchObject({ deprecated: 'Use `count` instead.' });
    expect(prop('onChange')!.type).toBe('(event: React.SyntheticEvent, count: number) => void');
    expect(prop('onChange')!.params).toEqual([
      { name: 'event', description: 'The event source of the callback.' },
      { name: 'count', description: 'The new count.' },
    ]);
  });

  it('lists own props in name order, and props of another component of the package as inherited from it', () => {
    expect(widget.props.map((entry) => entry.name)).toEqual([
      'classes',
      'count',
      'onChange',
      'slotProps',
      'slots',
      'value',
      'variant',
    ]);
    expect(widget.inherited).toEqual([
      { component: 'Base', props: [expect.objectContaining({ name: 'disabled', type: 'boolean', default: 'false' })] },
    ]);
    // DOM attributes come from React's types: forwarded, not listed.
    expect(widget.forwardsOtherProps).toBe(true);
    expect(prop('className')).toBeUndefined();
  });

  it('reads slots with their defaults', () => {
    expect(widget.slots).toEqual([
      { name: 'root', default: "'div'", description: 'The element that renders the root.' },
      { name: 'icon', default: 'WidgetIcon', description: 'The icon shown before the count.' },
    ]);
  });

  it('reads CSS classes with their DOM names, global state classes and deprecations', () => {
    expect(widget.classes).toEqual([
      {
        key: 'root',
        className: 'MuiWidget-root',
        description: 'Styles applied to the root element.',
        deprecated: null,
      },
      {
        key: 'filled',
        className: 'MuiWidget-filled',
        description: 'Styles applied to the root element if `variant="filled"`.',
        deprecated: null,
      },
      {
        key: 'iconOld',
        className: 'MuiWidget-iconOld',
        description: 'Styles applied to the icon.',
        deprecated: "Use the `icon` slot's class instead.",
      },
    ]);
  });

  it('reports what it cannot read instead of inventing it', () => {
    const file = path.join(root, 'Widget/widgetClasses.d.ts');
    const result = extractComponent(createApiProgram([file]), { file, name: 'Nothing', packageRoot: root });
    expect(result.props).toEqual([]);
    expect(result.unresolved.length).toBeGreaterThan(0);
  });
});

describe('displayed types', () => {
  it('drops undefined and the override helper, keeps nested unions', () => {
    expect(displayType("OverridableStringUnion<'small' | 'large', SizeOverrides> | undefined")).toBe(
      "'small' | 'large'",
    );
    expect(displayType('((event: Event) => void) | undefined')).toBe('(event: Event) => void');
    expect(displayType('Array<string | number> | null')).toBe('Array<string | number> | null');
    expect(displayType("'a|b' | 'c'")).toBe("'a|b' | 'c'");
  });
});

describe('JSDoc inline links', () => {
  it('read as their label followed by the address, or the address alone', () => {
    expect(plainLinks('Use the {@link https://mui.com/x/a/#b Viewport loading} instead.')).toBe(
      'Use the Viewport loading (https://mui.com/x/a/#b) instead.',
    );
    expect(plainLinks('See {@link https://mui.com/x/a | the guide}.')).toBe('See the guide (https://mui.com/x/a).');
    expect(plainLinks('See {@link https://mui.com/x/a}.')).toBe('See https://mui.com/x/a.');
    expect(plainLinks('No link here.')).toBe('No link here.');
  });
});
