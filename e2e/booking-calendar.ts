import type { Page } from '@playwright/test';
import { dayLabel } from '../client/src/features/admin-booking/calendar-dates';

/** A day of the booking calendar (/admin/booking), as its list names it. */
export const dayOf = (page: Page, date: string) => page.getByRole('list', { name: /^Dage i / }).getByRole('listitem', { name: dayLabel(date), exact: true });
