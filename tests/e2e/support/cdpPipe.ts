import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions, SYSTEM_CHROMIUM_ARGS } from '../../../build/browser.mjs';

/**
 * A browser driven over the Chrome DevTools Protocol through a pipe, attached the way Chromium allows a page to
 * prerender: through its tab. Chromium refuses to prerender for a page that has a DevTools session attached to the
 * page itself (`PrerenderingDisabledByDevTools`), which is how Playwright holds every page, so the speculation rules'
 * tests drive the browser with this instead. Only what those tests need: commands, events, targets.
 */

/** One protocol event, with the session it came from (none for the browser's own). */
export interface CdpEvent {
  method: string;
  params: Record<string, unknown>;
  sessionId?: string;
}

/** A page target the tab attached: the page in the tab, or a page being prerendered in it (`subtype: 'prerender'`). */
export interface PageTarget {
  targetId: string;
  sessionId: string;
  subtype?: string;
}

interface Pending {
  method: string;
  resolve: (result: Record<string, unknown>) => void;
  reject: (error: Error) => void;
}

export class CdpBrowser {
  private nextId = 0;
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Set<(event: CdpEvent) => void>();
  /** Every event so far, for tests that look back. */
  readonly events: CdpEvent[] = [];

  private constructor(
    private readonly child: ChildProcess,
    private readonly userDataDir: string,
    private readonly input: Writable,
    private readonly output: Readable,
  ) {
    let buffer = '';
    output.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\0'); end >= 0; end = buffer.indexOf('\0')) {
        this.receive(JSON.parse(buffer.slice(0, end)));
        buffer = buffer.slice(end + 1);
      }
    });
  }

  /** Launches the browser the other browser tests drive, headless, offline and with a desktop-sized window. */
  static launch(): CdpBrowser {
    const options = chromiumLaunchOptions();
    const executablePath = options?.executablePath ?? chromium.executablePath();
    const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-cdp-'));
    const args = [
      ...(options?.args ?? SYSTEM_CHROMIUM_ARGS),
      '--window-size=1280,900',
      // Nothing leaves the machine: every host but the loopback test server fails to resolve.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
      '--remote-debugging-pipe',
      `--user-data-dir=${userDataDir}`,
      'about:blank',
    ];
    // The protocol runs over file descriptors 3 (to the browser) and 4 (from it).
    // A process group of its own: Debian's command is a shell script that starts the browser as its child.
    const child = spawn(executablePath, args, {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
      detached: true,
    });
    return new CdpBrowser(child, userDataDir, child.stdio[3] as Writable, child.stdio[4] as Readable);
  }

  private receive(message: { id?: number; result?: Record<string, unknown>; error?: { message: string } } & CdpEvent) {
    if (message.id !== undefined) {
      const pending = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.error) {
        pending?.reject(new Error(`${pending.method}: ${message.error.message}`));
      } else {
        pending?.resolve(message.result ?? {});
      }
      return;
    }
    const event = { method: message.method, params: message.params, sessionId: message.sessionId };
    this.events.push(event);
    this.listeners.forEach((listener) => listener(event));
  }

  send<T = Record<string, unknown>>(method: string, params: object = {}, sessionId?: string): Promise<T> {
    const id = ++this.nextId;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { method, resolve: resolve as Pending['resolve'], reject });
      this.input.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
  }

  on(listener: (event: CdpEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The first event (already received or coming) that matches, within `timeout` ms. */
  waitForEvent(matches: (event: CdpEvent) => boolean, timeout = 10_000, label = 'event'): Promise<CdpEvent> {
    const earlier = this.events.find(matches);
    if (earlier) {
      return Promise.resolve(earlier);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        stop();
        reject(new Error(`No ${label} within ${timeout} ms`));
      }, timeout);
      const stop = this.on((event) => {
        if (matches(event)) {
          clearTimeout(timer);
          stop();
          resolve(event);
        }
      });
    });
  }

  /**
   * Attaches to the browser's tab and returns the page in it. Every page target the tab creates later (a prerender)
   * is attached too, paused until `onPage` has sent its set-up commands (`send` without waiting for the answers).
   */
  async openTab(onPage: (target: PageTarget) => void): Promise<PageTarget> {
    const { targetInfos } = await this.send<{ targetInfos: Array<{ targetId: string }> }>('Target.getTargets', {
      filter: [{ type: 'tab' }],
    });
    const { sessionId: tab } = await this.send<{ sessionId: string }>('Target.attachToTarget', {
      targetId: targetInfos[0].targetId,
      flatten: true,
    });
    const first = new Promise<PageTarget>((resolve) => {
      this.on((event) => {
        if (event.method !== 'Target.attachedToTarget' || event.sessionId !== tab) {
          return;
        }
        const info = event.params.targetInfo as { targetId: string; type: string; subtype?: string };
        if (info.type === 'page') {
          const target = {
            targetId: info.targetId,
            sessionId: event.params.sessionId as string,
            subtype: info.subtype,
          };
          // The commands are handled in order: what `onPage` sends applies before the page starts. (Awaiting them
          // would wait forever: a paused target answers some only once it runs.)
          onPage(target);
          void this.send('Runtime.runIfWaitingForDebugger', {}, target.sessionId);
          resolve(target);
        }
      });
    });
    await this.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true }, tab);
    return first;
  }

  /** Evaluates an expression in a page and returns its value (promises awaited). */
  async evaluate<T>(sessionId: string, expression: string): Promise<T> {
    const { result, exceptionDetails } = await this.send<{
      result: { value: T };
      exceptionDetails?: { text: string; exception?: { description?: string } };
    }>('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true }, sessionId);
    if (exceptionDetails) {
      throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
    }
    return result.value;
  }

  /** Moves the mouse to a point of the page, as a reader pointing at something. */
  async hover(sessionId: string, x: number, y: number): Promise<void> {
    await this.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y }, sessionId);
  }

  /** Presses and releases the left button at a point. */
  async click(sessionId: string, x: number, y: number): Promise<void> {
    const button = { x, y, button: 'left', clickCount: 1 };
    await this.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...button }, sessionId);
    await this.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...button }, sessionId);
  }

  /**
   * Closes the browser the way it expects (`Browser.close`) and waits until it has let go of the pipe, which it
   * holds to its end; whatever is left of its process group after 5 s is killed. Then its profile is removed.
   */
  async close(): Promise<void> {
    const released = new Promise((resolve) => {
      if (this.output.destroyed || this.output.readableEnded) {
        resolve(undefined);
      } else {
        this.output.once('close', resolve);
      }
    });
    this.send('Browser.close').catch(() => {});
    await Promise.race([released, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    try {
      process.kill(-this.child.pid!, 'SIGKILL');
    } catch {
      // The group has exited.
    }
    fs.rmSync(this.userDataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  }
}
