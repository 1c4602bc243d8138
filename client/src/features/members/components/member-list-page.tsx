import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Member } from '../../../../../shared/schemas/member';
import { emptyListText, matchesSearch, SearchBox } from '../../../components/admin/search-box';
import { Button, buttonClass } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { formatDate } from '../../../lib/format-date';
import { trpc } from '../../../lib/trpc';
import { memberListInput } from '../member-queries';
import { useMemberActions } from '../use-member-actions';
import { MemberAvatar } from './member-avatar';

const teamNames = (member: Member) =>
  member.teams
    .filter((team) => team.name !== 'member')
    .map((team) => team.displayName)
    .join(', ');

function MemberRow({ member, action }: { member: Member; action: React.ReactNode }) {
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3">
      <MemberAvatar member={member} />
      <div className="min-w-0 flex-1">
        <Link to="/admin/members/$memberId" params={{ memberId: member.id }} className="font-medium underline-offset-2 hover:underline">
          {member.firstName} {member.lastName}
        </Link>
        <p className="truncate text-sm text-stone-600">{member.email}</p>
        {member.active ? (
          <p className="text-sm text-stone-700">{teamNames(member) || 'Medlem'}</p>
        ) : (
          <p className="text-sm text-stone-700">Tilmeldt {formatDate(member.createdAt)}</p>
        )}
      </div>
      {action}
    </li>
  );
}

function MemberSection({ title, empty, children }: { title: string; empty: string; children: React.ReactNode[] }) {
  return (
    <section className="mb-10" aria-label={title}>
      <h2 className="mb-3 text-xl font-semibold">{title}</h2>
      {children.length === 0 ? (
        <p className="rounded-md border border-dashed border-stone-300 p-6 text-center text-stone-600">{empty}</p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded-md border border-stone-200 bg-white">{children}</ul>
      )}
    </section>
  );
}

/** Members awaiting approval first (for those who may approve), then the active members with their teams. */
export function MemberListPage({ canApprove }: { canApprove: boolean }) {
  // The server orders by first name, then last name, in Danish.
  const [{ records: members }] = trpc.members.list.useSuspenseQuery(memberListInput);
  const { approve, pending } = useMemberActions();
  const [query, setQuery] = useState('');
  const shown = members.filter((member) => matchesSearch(query, `${member.firstName} ${member.lastName}`, member.email ?? '', teamNames(member)));
  const waiting = shown.filter((member) => !member.active);
  const active = shown.filter((member) => member.active);
  const openLink = (member: Member) => (
    <Link to="/admin/members/$memberId" params={{ memberId: member.id }} className={buttonClass('secondary')}>
      Åbn<span className="sr-only"> {member.firstName} {member.lastName}</span>
    </Link>
  );

  return (
    <>
      <PageHeading title="Medlemmer" />
      <SearchBox label="Søg i medlemmer" value={query} onChange={setQuery} />
      {canApprove && (
        <MemberSection title={`Venter på godkendelse (${waiting.length})`} empty={emptyListText(query, 'Ingen venter på godkendelse.')}>
          {waiting.map((member) => (
            <MemberRow
              key={member.id}
              member={member}
              action={
                <Button onClick={() => approve(member)} disabled={pending}>
                  Godkend<span className="sr-only"> {member.firstName} {member.lastName}</span>
                </Button>
              }
            />
          ))}
        </MemberSection>
      )}
      <MemberSection title={`Aktive medlemmer (${active.length})`} empty={emptyListText(query, 'Der er ingen aktive medlemmer.')}>
        {active.map((member) => (
          <MemberRow key={member.id} member={member} action={openLink(member)} />
        ))}
      </MemberSection>
    </>
  );
}
