import { describe, expect, it } from 'vitest';
import { signedInPage } from './support/browser-session.js';
import { openBrowserSuite } from './support/browser-suite.js';
import { captureScreens, checkAccessibility } from './support/screens.js';

const suite = openBrowserSuite();

describe('the decision record page', () => {
  it('lets an administrator set the retention period and lists the archived ranges', async () => {
    const { spora, browser } = suite;
    const admin = await spora.person({ admin: true, name: 'Auditor' });
    // An archived range as the retention job records one.
    await spora.platform.database.db
      .insertInto('decision_record_archives')
      .values({
        first_sequence: 1,
        last_sequence: 1200,
        row_count: 1200,
        last_row_hash: 'a'.repeat(64),
        decided_before: '2025-02-01T00:00:00.000Z',
        first_decided_at: '2025-01-02T09:00:00.000Z',
        last_decided_at: '2025-01-31T18:00:00.000Z',
        export_file: '/var/lib/spora/archive/decision-record-1-1200.jsonl',
        export_sha256: 'b'.repeat(64),
        retention_days: 365,
        retention_set_by: admin.id,
        archived_at: '2026-02-01T01:00:00.000Z',
      })
      .execute();
    const { page, context } = await signedInPage(browser, spora.url, admin);
    await page.goto(`${spora.url}/admin/decision-record`);
    await page.getByRole('heading', { name: 'Retention' }).waitFor();
    await page.getByRole('cell', { name: '1–1200' }).waitFor();
    const archive = page.getByRole('switch', { name: 'Archive old decisions' });
    expect(await archive.isChecked()).toBe(false);
    await archive.check();
    const days = page.getByRole('textbox', { name: 'Keep decisions for (days)' });
    await days.fill('10');
    await page.getByText('Enter a whole number of days from 30 to 36500.').waitFor();
    await days.fill('400');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Retention saved.').waitFor();
    const saved = await admin.api.get<{ retention_days: number | null }>('/audit/retention');
    expect(saved.retention_days).toBe(400);
    await checkAccessibility(page, 'admin-decision-record');
    await captureScreens(page, 'admin-decision-record');

    // A member is told the page does not exist.
    const member = await spora.person({ name: 'Not an admin' });
    const theirs = await signedInPage(browser, spora.url, member);
    await theirs.page.goto(`${spora.url}/admin/decision-record`);
    await theirs.page
      .getByText(/not found|does not exist/i)
      .first()
      .waitFor();
    await theirs.context.close();
    await context.close();
  });
});
