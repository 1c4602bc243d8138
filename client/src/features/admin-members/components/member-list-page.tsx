import { type ReactNode, useState } from 'react';
import type { Member } from '../../../../../shared/schemas/member';
import { ListSection, type RecordColumn, RecordList } from '../../../components/admin/record-list';
import { emptyListText, matchesSearch, SearchBox } from '../../../components/admin/search-box';
import { Button } from '../../../components/ui/button';
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

const fullName = (member: Member) => `${member.firstName} ${member.lastName}`;

const memberLink = (member: Member) => ({ to: '/admin/members/$memberId', params: { memberId: member.id } }) as const;

/** Members awaiting approval first (for those who may approve), then the active members with their teams. */
export function MemberListPage({ canApprove }: { canApprove: boolean }) {
  // The server orders by first name, then last name, in Danish.
  const [{ records: members }] = trpc.members.list.useSuspenseQuery(memberListInput);
  const { approve, pending } = useMemberActions();
  const [query, setQuery] = useState('');
  const shown = members.filter((member) => matchesSearch(query, fullName(member), member.email ?? '', teamNames(member)));
  const waiting = shown.filter((member) => !member.active);
  const active = shown.filter((member) => member.active);
  // Only member managers see others' addresses (docs/permissions.md); anyone else would get a column of
  // blanks but for their own, which then stays under their name.
  const showEmail = members.filter((member) => member.email).length > 1;

  return (
    <>
      <PageHeading title="Medlemmer" />
      <SearchBox label="Søg i medlemmer" value={query} onChange={setQuery} />
      {canApprove && (
        <ListSection title={`Venter på godkendelse (${waiting.length})`}>
          <MemberList
            label="Medlemmer, der venter på godkendelse"
            members={waiting}
            empty={emptyListText(query, 'Ingen venter på godkendelse.')}
            showEmail={showEmail}
            columns={[
              { header: 'Tilmeldt', cell: (member) => formatDate(member.createdAt) },
              { header: 'E-mail bekræftet', cell: (member) => (member.emailVerified ? 'Ja' : 'Nej') },
            ]}
            details={(member) => `Tilmeldt ${formatDate(member.createdAt)} · ${member.emailVerified ? 'e-mail bekræftet' : 'e-mail ikke bekræftet'}`}
            action={(member) => (
              <Button onClick={() => approve(member)} disabled={pending}>
                Godkend<span className="sr-only"> {fullName(member)}</span>
              </Button>
            )}
          />
        </ListSection>
      )}
      <ListSection title={`Aktive medlemmer (${active.length})`}>
        <MemberList
          label="Aktive medlemmer"
          members={active}
          empty={emptyListText(query, 'Der er ingen aktive medlemmer.')}
          showEmail={showEmail}
          columns={[
            { header: 'Udvalg', cell: (member) => teamNames(member) || 'Medlem' },
            { header: 'Særlig rolle', cell: (member) => member.specialRole },
          ]}
          details={(member) => [teamNames(member) || 'Medlem', member.specialRole].filter(Boolean).join(' · ')}
        />
      </ListSection>
    </>
  );
}

type MemberListProps = {
  label: string;
  members: readonly Member[];
  empty: string;
  showEmail: boolean;
  /** The section's own columns after name and e-mail. */
  columns: RecordColumn<Member>[];
  /** The same as one line of a card on phones. */
  details: (member: Member) => string;
  /** The row's button at its end, where approving is what one comes to the row for. */
  action?: (member: Member) => ReactNode;
};

function MemberList({ label, members, empty, showEmail, columns, details, action }: MemberListProps) {
  const email = (member: Member) => <span className="break-all">{member.email}</span>;
  const allColumns: RecordColumn<Member>[] = [
    {
      header: 'Navn',
      rowHeader: true,
      cell: (member) => (
        <span className="flex items-center gap-3">
          <MemberAvatar member={member} />
          <span className="min-w-0">
            {fullName(member)}
            {/* Where there is a column "E-mail", it shows the address from lg on. */}
            {member.email && <span className={`block text-stone-600 ${showEmail ? 'lg:hidden' : ''}`}>{email(member)}</span>}
          </span>
        </span>
      ),
    },
    ...(showEmail ? [{ header: 'E-mail', wide: true, cell: email }] : []),
    ...columns,
    ...(action ? [{ header: 'Handlinger', headerHidden: true, alignEnd: true, cell: action }] : []),
  ];

  return (
    <RecordList
      label={label}
      records={members}
      columns={allColumns}
      rowLink={memberLink}
      cardAction={action}
      empty={empty}
      card={(member) => (
        <>
          <MemberAvatar member={member} />
          <div className="min-w-0 flex-1">
            <p className="font-medium">{fullName(member)}</p>
            {member.email && <p className="truncate text-sm text-stone-600">{member.email}</p>}
            <p className="text-sm text-stone-700">{details(member)}</p>
          </div>
        </>
      )}
    />
  );
}
