import { validateToolArguments } from '@spora/sdk';
import { createTestToolContext } from '@spora/sdk/testing';
import { describe, expect, it } from 'vitest';
import { TimeTool } from '../src/tools/index.js';

const tool = new TimeTool();
const ctx = createTestToolContext();

describe('time tool', () => {
  it('requires epoch for format only', () => {
    const schema = tool.getParametersSchema();
    expect(validateToolArguments(schema, { action: 'now' }).ok).toBe(true);
    expect(validateToolArguments(schema, { action: 'format' }).ok).toBe(false);
  });

  it('formats a timestamp in a time zone', async () => {
    const iso = await tool.execute({ action: 'format', epoch: 0, timezone: 'Asia/Tokyo' }, ctx);
    expect(iso).toMatchObject({ success: true, content: '1970-01-01T09:00:00+09:00' });
    const utc = await tool.execute({ action: 'format', epoch: 1_700_000_000, timezone: 'UTC' }, ctx);
    expect(utc.content).toBe('2023-11-14T22:13:20Z');
    const rfc = await tool.execute({ action: 'format', epoch: 1_700_000_000, format: 'rfc2822' }, ctx);
    expect(rfc.content).toBe('Tue, 14 Nov 2023 22:13:20 +0000');
  });

  it('tells the current time', async () => {
    const result = await tool.execute({ action: 'now' }, ctx);
    expect(result.success).toBe(true);
    expect(Math.abs(Number(result.data?.epoch) - Date.now() / 1000)).toBeLessThan(5);
  });

  it('explains an unknown zone or a bad timestamp', async () => {
    const zone = await tool.execute({ action: 'now', timezone: 'Mars/Olympus' }, ctx);
    expect(zone).toMatchObject({ success: false });
    expect(zone.content).toContain('Mars/Olympus');
    const epoch = await tool.execute({ action: 'format', epoch: 1e20 }, ctx);
    expect(epoch.success).toBe(false);
  });
});
