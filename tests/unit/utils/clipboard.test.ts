import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyToClipboard } from '../../../src/utils/clipboard';

function stubClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: writeText ? { writeText } : undefined, configurable: true });
}

afterEach(() => {
  vi.restoreAllMocks();
  stubClipboard(undefined);
  // jsdom has no execCommand of its own.
  delete (document as { execCommand?: unknown }).execCommand;
});

describe('copyToClipboard', () => {
  it('uses the async Clipboard API when it is there', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubClipboard(writeText);
    await copyToClipboard('npm install @mui/material');
    expect(writeText).toHaveBeenCalledWith('npm install @mui/material');
  });

  it('falls back to selecting the text and the copy command', async () => {
    stubClipboard(vi.fn().mockRejectedValue(new Error('denied')));
    let selected = '';
    const execCommand = vi.fn(() => {
      const textarea = document.querySelector('textarea')!;
      expect(document.activeElement).toBe(textarea);
      selected = textarea.value.slice(textarea.selectionStart, textarea.selectionEnd);
      return true;
    });
    Object.assign(document, { execCommand });
    await copyToClipboard('const a = 1;');
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(selected).toBe('const a = 1;');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('throws NotAllowedError when both ways fail', async () => {
    Object.assign(document, { execCommand: vi.fn(() => false) });
    const error = await copyToClipboard('x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('NotAllowedError');
    expect((error as DOMException).message).toBe('The request is not allowed');
  });
});
