import type { Member } from '../../../../../shared/schemas/member';
import { EmailVerificationNotice } from '../../../components/account/email-verification-notice';
import { OwnData } from '../../../components/account/own-data';
import { PublicConsentToggle } from '../../../components/account/public-consent-toggle';
import { PageSection } from '../../../components/ui/page-section';
import { LogOutButton } from './log-out-button';

/**
 * All a member awaiting approval may do (docs/permissions.md): see that, verify their address, log out,
 * say whether to be shown publicly once approved, and have their data (its Privacy section).
 */
export function MembershipPendingNotice({ member, publicConsent }: { member: Member; publicConsent: boolean }) {
  return (
    <>
      <EmailVerificationNotice member={member} />
      <section className="mb-10 text-center">
        <h1 className="text-2xl font-bold">Dit medlemskab afventer godkendelse</h1>
        <p className="mt-3 text-stone-700">
          Tak fordi du vil være med! En administrator skal godkende dit medlemskab, før du får adgang til
          administrationen. Kig forbi igen senere.
        </p>
        <div className="mt-6">
          <LogOutButton />
        </div>
      </section>
      <PageSection title="Synlighed">
        <PublicConsentToggle initial={publicConsent} />
      </PageSection>
      <OwnData memberId={member.id} />
    </>
  );
}
