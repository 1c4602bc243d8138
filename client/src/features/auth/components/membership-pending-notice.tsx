import { LogOutButton } from './log-out-button';

export function MembershipPendingNotice() {
  return (
    <section className="text-center">
      <h1 className="text-2xl font-bold">Dit medlemskab afventer godkendelse</h1>
      <p className="mt-3 text-stone-700">
        Tak fordi du vil være med! En administrator skal godkende dit medlemskab, før du får adgang til
        administrationen. Kig forbi igen senere.
      </p>
      <div className="mt-6">
        <LogOutButton />
      </div>
    </section>
  );
}
