// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { offlineScope, updateAction } from '../../../src/offline/scope';

describe('offline scope', () => {
  it('registers the worker of the page’s scope on the production host only, whatever the port', () => {
    expect(offlineScope({ hostname: 'mui.com', pathname: '/x/react-data-grid/' }, 'mui.com')).toBe('/x/');
    expect(offlineScope({ hostname: 'mui.com', pathname: '/zh/x/introduction/' }, 'mui.com')).toBe('/zh/x/');
    expect(offlineScope({ hostname: '127.0.0.1', pathname: '/x/' }, '127.0.0.1')).toBe('/x/');
    expect(offlineScope({ hostname: 'localhost', pathname: '/x/' }, '127.0.0.1')).toBeNull();
    expect(offlineScope({ hostname: 'deploy-preview-1.mui.com', pathname: '/x/' }, 'mui.com')).toBeNull();
  });

  it('pages outside /x/ register nothing', () => {
    expect(offlineScope({ hostname: 'mui.com', pathname: '/material-ui/' }, 'mui.com')).toBeNull();
    expect(offlineScope({ hostname: 'mui.com', pathname: '/zh/getting-started/' }, 'mui.com')).toBeNull();
    expect(offlineScope({ hostname: 'mui.com', pathname: '/xylophone/' }, 'mui.com')).toBeNull();
  });
});

describe('update reload', () => {
  it('the first worker taking control of a page reloads nothing', () => {
    expect(updateAction({ hadController: false, reloading: false, hasFocus: true })).toBe('none');
  });

  it('a new worker reloads a focused page at once, a background page when it next gains focus', () => {
    expect(updateAction({ hadController: true, reloading: false, hasFocus: true })).toBe('reload');
    expect(updateAction({ hadController: true, reloading: false, hasFocus: false })).toBe('reload-on-focus');
  });

  it('never twice', () => {
    expect(updateAction({ hadController: true, reloading: true, hasFocus: true })).toBe('none');
  });
});
