import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * A person without a mouse (issue 21: keyboard-only journeys): focus moves only with Tab, and each control is used
 * with the key a keyboard user presses. Every stop is checked to show where the focus is (WCAG 2.4.7).
 */
const MAX_TABS = 160;

async function holdsFocus(target: Locator): Promise<boolean> {
  return target.evaluate(
    (element) => element === document.activeElement || element.contains(document.activeElement)
  );
}

/** Presses Tab until the focus reaches `target`, and checks the focus is drawn there. */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    await page.keyboard.press('Tab');
    if (await holdsFocus(target)) {
      const drawn = await page.evaluate(() => document.activeElement?.matches(':focus-visible') ?? false);
      expect(drawn, 'the focused control shows its focus').toBe(true);
      return;
    }
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Tabs to a field and types into it (what was there is selected first and replaced). */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** Tabs to a button or a link and presses Enter. */
export async function press(page: Page, target: Locator): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press('Enter');
}

/** Tabs to a checkbox and ticks it with the space bar. */
export async function tick(page: Page, checkbox: Locator): Promise<void> {
  await tabTo(page, checkbox);
  await page.keyboard.press('Space');
  await expect(checkbox).toBeChecked();
}

/** Tabs into a radio group (it lands on the chosen or the first of `radios`) and moves with the arrows to `radio`. */
export async function chooseRadio(page: Page, radios: Locator, radio: Locator): Promise<void> {
  await expect(radio).toBeVisible();
  let inGroup = false;
  for (let presses = 0; presses < MAX_TABS && !inGroup; presses += 1) {
    await page.keyboard.press('Tab');
    inGroup = await radios.evaluateAll((elements) =>
      elements.some((element) => element === document.activeElement)
    );
  }
  expect(inGroup, 'Tab reaches the radio group').toBe(true);
  for (let presses = 0; presses < 8 && !(await radio.isChecked()); presses += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(radio).toBeChecked();
}

/** Tabs to a closed select and moves its value with the arrow keys to `value`. */
export async function chooseOption(page: Page, select: Locator, value: string): Promise<void> {
  await tabTo(page, select);
  for (let presses = 0; presses < 30 && (await select.inputValue()) !== value; presses += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(select).toHaveValue(value);
}
