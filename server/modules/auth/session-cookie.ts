import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { SESSION_ABSOLUTE_MS } from '../session/session.service';

/** `__Host-` pins the cookie to this host over HTTPS; plain HTTP (development) cannot use the prefix. */
const cookieName = (config: Config) => (config.secureCookies ? '__Host-spillested_session' : 'spillested_session');

export function readSessionToken(request: FastifyRequest, config: Config): string | undefined {
  return request.cookies[cookieName(config)];
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(cookieName(config), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(cookieName(config), { path: '/', httpOnly: true, sameSite: 'lax', secure: config.secureCookies });
}
