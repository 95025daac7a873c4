// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { apiDocsPath, interpolate } from '../../../src/core/facts/text.mjs';
import { escapeAttribute, escapeHtml } from '../../../src/core/facts/escape.mjs';
import { CODE_STYLINGS, DEFAULT_CODE_STYLING, DEMO_BACKGROUNDS } from '../../../src/core/facts/code.mjs';
import { communityPackage, PLAN_LABELS, PLANS } from '../../../src/core/facts/plans.mjs';
import { OFFLINE_SCOPES } from '../../../src/core/facts/offline.mjs';

describe('shared facts', () => {
  it('escapes text for element content and for attributes', () => {
    expect(escapeHtml('a < b && c > "d"')).toBe('a &lt; b &amp;&amp; c &gt; "d"');
    expect(escapeAttribute('a < b && c > "d"')).toBe('a &lt; b &amp;&amp; c &gt; &quot;d&quot;');
    // Already escaped text is escaped again (the input is text, not HTML).
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });

  it('fills every placeholder that has a value and leaves the others as written', () => {
    expect(interpolate('{name} from {package}, {name}', { name: 'Button', package: '@mui/material' })).toBe(
      'Button from @mui/material, Button',
    );
    expect(interpolate('Version {version} of {missing}', { version: '8' })).toBe('Version 8 of {missing}');
    expect(interpolate('no placeholder', {})).toBe('no placeholder');
  });

  it('maps Material UI API paths to the title tables’ /api-docs form and leaves others alone', () => {
    expect(apiDocsPath('/api/button')).toBe('/api-docs/button');
    expect(apiDocsPath('/api')).toBe('/api-docs');
    expect(apiDocsPath('/apis/x')).toBe('/apis/x');
    expect(apiDocsPath('/x/api/data-grid/data-grid')).toBe('/x/api/data-grid/data-grid');
  });

  it('names a commercial package by its community edition', () => {
    expect(communityPackage('@mui/x-data-grid-premium')).toBe('@mui/x-data-grid');
    expect(communityPackage('@mui/x-date-pickers-pro')).toBe('@mui/x-date-pickers');
    expect(communityPackage('@mui/material')).toBe('@mui/material');
  });

  it('labels every plan and keeps its lists consistent', () => {
    expect(PLANS.map((plan) => PLAN_LABELS[plan])).toEqual(['Pro', 'Premium']);
    expect(CODE_STYLINGS[0]).toBe(DEFAULT_CODE_STYLING);
    expect(DEMO_BACKGROUNDS[0]).toBe('outlined');
    expect(OFFLINE_SCOPES.map(({ scope }) => scope)).toEqual(['/x/', '/zh/x/']);
  });
});
