import { describe, expect, it } from 'vitest';
import { notificationKinds } from '../../../server/src/notifications/notification-kinds';
import { resources } from '../../src/i18n/resources';

describe('the notification kinds on Settings → Notifications', () => {
  it('are each named and described in the catalogues, in English as the server names them', () => {
    const english = resources.en.settings.notifications.kinds as Record<
      string,
      { label: string; description: string }
    >;
    expect(Object.keys(english).sort()).toEqual(notificationKinds.map((entry) => entry.kind).sort());
    for (const entry of notificationKinds) {
      expect(english[entry.kind], entry.kind).toEqual({ label: entry.label, description: entry.description });
    }
  });
});
