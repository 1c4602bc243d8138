import type { EntityManager } from '@mikro-orm/core';
import { ApiToken } from '../api-token/api-token.entity';
import { Session } from '../session/session.entity';

/**
 * A new password, reset or changed, ends every way into the account that did not need it
 * (docs/permissions.md): all the member's sessions and all their API tokens, so whoever held a
 * stolen cookie or a leaked token is out with the old password. Run in the transaction that writes
 * the new hash. Answers how many tokens went, for the mail that tells the member.
 */
export async function endEverySignIn(em: EntityManager, memberId: number): Promise<number> {
  await em.nativeDelete(Session, { member: memberId });
  return em.nativeDelete(ApiToken, { member: memberId });
}
