import type { EntityManager, MikroORM } from '@mikro-orm/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TeamName } from '../../shared/constants';
import type { Config } from '../config';
import { LoginThrottle } from '../modules/auth/login-throttle';
import { readSessionToken } from '../modules/auth/session-cookie';
import type { Member } from '../modules/member/member.entity';
import { findSession } from '../modules/session/session.service';

export type Viewer = {
  member: Member;
  sessionId: string;
  teams: ReadonlySet<TeamName>;
};

export type Context = {
  em: EntityManager;
  config: Config;
  req: FastifyRequest;
  res: FastifyReply;
  /** The logged-in member, read fresh on every request so team changes apply at once. */
  viewer: Viewer | null;
  loginThrottle: LoginThrottle;
};

export function contextFactory(orm: MikroORM, config: Config) {
  const loginThrottle = new LoginThrottle();
  return async ({ req, res }: { req: FastifyRequest; res: FastifyReply }): Promise<Context> => {
    const em = orm.em.fork();
    const token = readSessionToken(req, config);
    const session = token ? await findSession(em, token) : null;
    const viewer = session
      ? {
          member: session.member,
          sessionId: session.id,
          teams: new Set(session.member.teams.getItems().map((team) => team.name)),
        }
      : null;
    return { em, config, req, res, viewer, loginThrottle };
  };
}
