/**
 * Screenshots are for people to look at, not assertions: encoding a PNG of every view costs the test run time, so
 * they are written only when asked (`npm run screenshots`, or SCREENSHOTS=1). Without them, an element shot still
 * waits for its element to be visible, as the screenshot would have.
 */
import type { Locator, Page } from 'playwright-core';

export const SCREENSHOTS_WANTED = process.env.SCREENSHOTS === '1';

export async function shot(target: Page | Locator, options: { path: string; fullPage?: boolean }): Promise<void> {
  if (SCREENSHOTS_WANTED) await target.screenshot(options);
  else if ('waitFor' in target) await target.waitFor({ state: 'visible' });
}
