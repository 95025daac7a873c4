// @vitest-environment node
// The bars page says what element a bar is. That has to match what @mui/x-charts renders, so the element is read
// from a server render of a real BarChart, and the page's prose is checked against it.
import fs from 'node:fs';
import path from 'node:path';
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BarChart } from '@mui/x-charts/BarChart';
import { barElementClasses } from '@mui/x-charts/BarChart';
import { proseOf } from './prose';

const page = fs.readFileSync(path.resolve(__dirname, '../../../data/x/react-charts/bars/bars.mdx'), 'utf8');

/** SVG elements that draw a shape (containers such as `<g>` and `<svg>` are left out). */
const SVG_SHAPES = new Set(['rect', 'path', 'circle', 'ellipse', 'line', 'polygon', 'polyline']);

/** The tag names of the elements carrying the bar class in a rendered chart. */
function barElementTags(chart: React.ReactElement): string[] {
  const html = renderToStaticMarkup(chart);
  const tags: string[] = [];
  for (const match of html.matchAll(/<([a-zA-Z]+)\b[^>]*\bclass="([^"]*)"/g)) {
    if (match[2].split(/\s+/).includes(barElementClasses.root)) {
      tags.push(match[1]);
    }
  }
  return tags;
}

const chartProps = {
  width: 400,
  height: 240,
  skipAnimation: true,
  xAxis: [{ scaleType: 'band' as const, data: ['Q1', 'Q2', 'Q3'] }],
  series: [{ data: [3, 5, 2] }, { data: [4, 1, 6] }],
};

describe('the bars page and the bars BarChart renders', () => {
  const tags = barElementTags(<BarChart {...chartProps} />);
  const barTag = tags[0];

  it('renders every bar as one kind of SVG shape', () => {
    expect(tags).toHaveLength(6);
    expect(new Set(tags).size).toBe(1);
    expect(SVG_SHAPES.has(barTag)).toBe(true);
  });

  it('keeps the same element when the corners are rounded', () => {
    expect(new Set(barElementTags(<BarChart {...chartProps} borderRadius={6} />))).toEqual(new Set([barTag]));
  });

  it('names that element, and no other shape, in its prose', () => {
    const named = new Set(
      [...proseOf(page).matchAll(/`<([a-zA-Z]+)>/g)].map((match) => match[1]).filter((tag) => SVG_SHAPES.has(tag)),
    );
    expect([...named]).toEqual([barTag]);
  });

  it('says which element the bar slot replaces', () => {
    const slotLine = proseOf(page)
      .split('\n')
      .find((line) => line.includes('`BarElement`') && line.includes('`bar` slot'));
    expect(slotLine, 'the BarElement line of the composition section').toBeDefined();
    expect(slotLine).toContain(`\`<${barTag}>\``);
  });
});
