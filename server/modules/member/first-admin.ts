import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { hashPassword } from '../auth/password';
import { Team } from '../team/team.entity';
import { Member } from './member.entity';

/** What ensureFirstAdmin found or did, for reportFirstAdmin to tell. */
export type FirstAdmin =
  | { outcome: 'present' }
  | { outcome: 'missing' }
  | { outcome: 'created-from-env'; email: string }
  | { outcome: 'created'; email: string; password: string };

/**
 * Makes sure someone can log in to a new installation (docs/permissions.md): ADMIN_EMAIL/ADMIN_PASSWORD
 * create the admin when no active admin exists; with neither set on an empty database, one is
 * created with a generated password. It reports nothing itself, so a server can run it while it
 * builds its logger and routes.
 */
export async function ensureFirstAdmin(em: EntityManager, config: Config): Promise<FirstAdmin> {
  if (await em.count(Member, { active: true, teams: { name: 'admin' } })) return { outcome: 'present' };
  const fromEnv = Boolean(config.ADMIN_EMAIL && config.ADMIN_PASSWORD);
  if (!fromEnv && (await em.count(Member, {}))) return { outcome: 'missing' };
  const email = (config.ADMIN_EMAIL ?? 'admin@spillested.local').toLowerCase();
  const password = config.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
  const teams = await em.find(Team, { name: { $in: ['admin', 'member'] } });
  const existing = await em.findOne(Member, { email }, { populate: ['teams'] });
  const admin = existing ?? em.create(Member, { email, passwordHash: '', firstName: 'Første', lastName: 'Administrator' });
  // The operator chose or was shown this address: it needs no link.
  em.assign(admin, { passwordHash: await hashPassword(password), active: true, emailVerifiedAt: admin.emailVerifiedAt ?? new Date() });
  for (const team of teams) admin.teams.add(team);
  await em.flush();
  return fromEnv ? { outcome: 'created-from-env', email } : { outcome: 'created', email, password };
}

/**
 * Logs what ensureFirstAdmin did. A generated password goes to the console only, shown once: it is
 * not stored anywhere in clear text.
 */
export function reportFirstAdmin(firstAdmin: FirstAdmin, log: Pick<FastifyBaseLogger, 'info' | 'warn'>, publicUrl: string): void {
  if (firstAdmin.outcome === 'missing') log.warn('Ingen aktiv administrator: sæt ADMIN_EMAIL og ADMIN_PASSWORD for at oprette en');
  if (firstAdmin.outcome === 'created-from-env') log.info({ email: firstAdmin.email }, 'Administrator oprettet fra ADMIN_EMAIL');
  if (firstAdmin.outcome !== 'created') return;
  const rule = '='.repeat(72);
  console.log(
    `\n${rule}\n  Første administrator oprettet. Log ind på ${publicUrl}/auth/login med\n` +
      `    e-mail:      ${firstAdmin.email}\n    adgangskode: ${firstAdmin.password}\n` +
      `  Adgangskoden vises kun denne ene gang: skriv den ned nu.\n${rule}\n`,
  );
}
