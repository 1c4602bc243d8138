import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../features/admin-members/components/profile-page';
import { MySubscriptionSection } from '../../features/admin-subscribers/components/my-subscription-section';
import { ApiTokenSection } from '../../features/api-tokens/components/api-token-section';
import { MyQualificationsSection } from '../../features/volunteer-shifts/components/my-qualifications-section';
import { ShiftCalendarSection } from '../../features/volunteer-shifts/components/shift-calendar-section';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/admin/profile')({
  head: pageHead('Min profil – admin'),
  loader: async ({ context }) => {
    await Promise.all([
      context.trpc.members.byId.ensureData({ id: context.member.id }),
      context.trpc.profile.consent.ensureData(),
      context.trpc.apiTokens.list.ensureData(),
      context.trpc.shifts.calendar.ensureData(),
      context.trpc.qualifications.ofMember.ensureData({ id: context.member.id }),
      context.trpc.subscriptions.mine.ensureData(),
    ]);
  },
  component: function ProfileRoute() {
    const { member } = Route.useRouteContext();
    return (
      <ProfilePage memberId={member.id}>
        <ApiTokenSection />
        <MyQualificationsSection memberId={member.id} />
        <ShiftCalendarSection />
        <MySubscriptionSection />
      </ProfilePage>
    );
  },
});
