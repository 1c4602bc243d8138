import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SubscriptionStats } from '../../../../../shared/schemas/subscription';
import { renderAdminScreen } from '../../../components/admin/render-admin-screen';
import { SubscribersPage } from './subscribers-page';

const STATS: SubscriptionStats = {
  confirmed: 1,
  unconfirmed: 0,
  perFollow: [],
  lastDigest: { startedAt: '2026-03-02T09:00:00.000Z', recipients: 1, delivered: 1, manual: false },
  nextDigestAt: '2026-03-09T09:00:00.000Z',
};

describe('SubscribersPage', () => {
  it('counts one recipient of the last digest in the singular', async () => {
    renderAdminScreen(<SubscribersPage mayExport={false} />, { 'subscriptions.stats': STATS });
    expect(await screen.findByText(/, 1 modtager, 1 sendt indtil videre\.$/)).toBeTruthy();
  });
});
