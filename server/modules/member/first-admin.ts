import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { hashPassword } from '../auth/password';
import { Team } from '../team/team.entity';
import { Member } from './member.entity';

/**
 * Makes sure someone can log in to a new installation (DESIGN.md §4): ADMIN_EMAIL/ADMIN_PASSWORD
 * create the admin when no active admin exists; with neither set on an empty database, one is
 * created with a generated password, returned so the caller can show it once.
 */
export async function ensureFirstAdmin(
  em: EntityManager,
  config: Config,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<{ email: string; password: string } | undefined> {
  if (await em.count(Member, { active: true, teams: { name: 'admin' } })) return undefined;
  const fromEnv = Boolean(config.ADMIN_EMAIL && config.ADMIN_PASSWORD);
  if (!fromEnv && (await em.count(Member, {}))) {
    log.warn('Ingen aktiv administrator: sæt ADMIN_EMAIL og ADMIN_PASSWORD for at oprette en');
    return undefined;
  }
  const email = (config.ADMIN_EMAIL ?? 'admin@spillested.local').toLowerCase();
  const password = config.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
  const teams = await em.find(Team, { name: { $in: ['admin', 'member'] } });
  const existing = await em.findOne(Member, { email }, { populate: ['teams'] });
  const admin = existing ?? em.create(Member, { email, passwordHash: '', firstName: 'Første', lastName: 'Administrator' });
  em.assign(admin, { passwordHash: await hashPassword(password), active: true });
  for (const team of teams) admin.teams.add(team);
  await em.flush();
  if (fromEnv) {
    log.info({ email }, 'Administrator oprettet fra ADMIN_EMAIL');
    return undefined;
  }
  return { email, password };
}

/** Shown once, on the console only: the password is not stored anywhere in clear text. */
export function printFirstAdmin({ email, password }: { email: string; password: string }, publicUrl: string): void {
  const rule = '='.repeat(72);
  console.log(
    `\n${rule}\n  Første administrator oprettet. Log ind på ${publicUrl}/auth/login med\n` +
      `    e-mail:      ${email}\n    adgangskode: ${password}\n` +
      `  Adgangskoden vises kun denne ene gang: skriv den ned nu.\n${rule}\n`,
  );
}
