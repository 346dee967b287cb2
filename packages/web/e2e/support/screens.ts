import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { EventDelivery } from './browser-session.js';

/** Where screenshots go: the CI results folder when `.ci/run` names it, else `test-results/`. */
const screenshotDirectory = process.env.SPORA_SCREENSHOTS_DIR ?? join('test-results', 'screenshots');

const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 812 },
} as const;

/**
 * Waits until the page has rendered its last change (two frames) and every animation or
 * transition that ends has ended, again while the ones that ended started others. Endless ones
 * (a spinner) never end, so they are not waited for.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let round = 0; round < 20; round += 1) {
      await frame();
      await frame();
      const ending = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
        );
      if (ending.length === 0) return;
      await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/**
 * No pointer over a control and no notification over the page: the screen as axe and the
 * screenshots should see it.
 */
export async function atRest(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  // Closed as they come: on a busy machine a notification can arrive after a first look found none.
  await page.waitForFunction(
    () => {
      for (const close of document.querySelectorAll<HTMLButtonElement>('.mantine-Notification-closeButton')) {
        close.click();
      }
      return document.querySelectorAll('.mantine-Notification-root').length === 0;
    },
    null,
    { timeout: 15_000, polling: 250 },
  );
}

/**
 * Saves the page as a person would see it in each theme at desktop and phone width
 * (`<name>-light-desktop.png` …), then restores the viewport and theme it found.
 */
export async function captureScreens(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDirectory, { recursive: true });
  const original = page.viewportSize() ?? viewports.desktop;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const [width, viewport] of Object.entries(viewports)) {
      await page.setViewportSize(viewport);
      await settled(page);
      await page.screenshot({
        path: join(screenshotDirectory, `${name}-${scheme}-${width}.png`),
        fullPage: true,
      });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(original);
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: readonly { readonly target: readonly string[] }[];
}

/**
 * Runs axe-core on the page, in both themes, and fails on any serious or critical violation,
 * naming each with the elements it found. (Injected through the browser's debugging channel, so
 * the page's content security policy needs no exception.)
 */
export async function checkAccessibility(page: Page, screen: string): Promise<void> {
  // Measured at rest: a hover colour left by the last click is not what a reader sees.
  await page.mouse.move(0, 0);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    // Colours are measured once the theme's colour transitions have ended.
    await settled(page);
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> };
        }
      ).axe;
      const results = await axe.run(document, { resultTypes: ['violations'] });
      return results.violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        nodes: nodes.slice(0, 5).map((node) => ({ target: node.target })),
      }));
    });
    const blocking = violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(
      blocking.map(
        (v) =>
          `${screen} (${scheme}): ${v.id} [${v.impact}] ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/**
 * Checks and captures a screen in the live variant of a flow only: the variant with the event
 * stream blocked repeats the flow, and its screens are the same.
 */
export function screensOf(
  events: EventDelivery,
): (page: Page, name: string, options?: { accessibility?: boolean }) => Promise<void> {
  return async (page, name, options = {}) => {
    if (events !== 'stream') return;
    if (options.accessibility !== false) await checkAccessibility(page, name);
    await captureScreens(page, name);
  };
}
