import fastifyCookie from '@fastify/cookie';
import type { EntityManager } from '@mikro-orm/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Member } from '../member/member.entity';
import { SESSION_ABSOLUTE_MS, startSession } from '../session/session.service';

/** `__Host-` pins the cookie to this host over HTTPS; plain HTTP (development) cannot use the prefix. */
const cookieName = (config: Config) => (config.secureCookies ? '__Host-spillested_session' : 'spillested_session');

export function readSessionToken(request: FastifyRequest, config: Config): string | undefined {
  return request.cookies[cookieName(config)];
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(cookieName(config), token, { ...cookieAttributes(config), maxAge: SESSION_ABSOLUTE_MS / 1000 });
}

/** A new session for the member in the browser that asked: a login, a registration, a new password. */
export async function startBrowserSession(em: EntityManager, reply: FastifyReply, config: Config, member: Member): Promise<void> {
  const { token } = await startSession(em, member);
  setSessionCookie(reply, config, token);
}

const cookieAttributes = (config: Config) => ({ path: '/', httpOnly: true, sameSite: 'lax', secure: config.secureCookies }) as const;

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(cookieName(config), cookieAttributes(config));
}

/** The Set-Cookie header that clears the session cookie, for responses that go out past @fastify/cookie. */
export function clearedSessionCookie(config: Config): string {
  return fastifyCookie.serialize(cookieName(config), '', { ...cookieAttributes(config), expires: new Date(0) });
}

/**
 * Whether the raw Cookie header may hold a session, before cookies are parsed: a request without
 * one is a visitor's for sure.
 */
export const mayHoldSession = (request: FastifyRequest, config: Config): boolean =>
  request.headers.cookie?.includes(cookieName(config)) ?? false;
