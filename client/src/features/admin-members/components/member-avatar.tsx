import type { Member } from '../../../../../shared/schemas/member';

/** The profile picture, or the initials where there is none. */
export function MemberAvatar({ member, size = 'size-10' }: { member: Pick<Member, 'firstName' | 'lastName' | 'profilePictureUrl'>; size?: string }) {
  if (member.profilePictureUrl) {
    return <img src={member.profilePictureUrl} alt="" className={`${size} shrink-0 rounded-full object-cover`} />;
  }
  return (
    <span aria-hidden className={`${size} flex shrink-0 items-center justify-center rounded-full bg-stone-200 text-sm font-semibold text-stone-700`}>
      {member.firstName[0]}
      {member.lastName[0]}
    </span>
  );
}
