import type { EntityManager, FilterQuery } from '@mikro-orm/core';
import type { TeamName } from '../../../shared/constants';
import type { ListQuery, PagedList } from '../../../shared/schemas/common';
import type { ListedTeam, Team as TeamDto, TeamPresentationInput } from '../../../shared/schemas/member';
import { notFound } from '../../errors';
import { findPage, type ListSpec, pagedList, planList } from '../../lib/list-query';
import { Team } from './team.entity';
import { translationsOf, translationsToStore } from '../../lib/translations';
import { givenFields } from '../../lib/given-fields';

/** The nine teams of docs/product.md with the Danish names people read. */
const TEAMS: Record<TeamName, { displayName: string; description: string }> = {
  admin: {
    displayName: 'Administrator',
    description: 'Fuld adgang til hele administrationen, også til at give andre administratorrettigheder.',
  },
  member: { displayName: 'Medlem', description: 'Alle foreningens medlemmer.' },
  'event-management': {
    displayName: 'Eventstyring',
    description: 'Planlægger og afvikler koncerterne, fra programlægning til oprydning.',
  },
  economy: { displayName: 'Økonomi', description: 'Holder styr på budget, regnskab og billetsalg.' },
  booking: { displayName: 'Booking', description: 'Finder og booker kunstnerne til programmet.' },
  'public-relations': {
    displayName: 'PR og kommunikation',
    description: 'Fortæller verden om foreningen og koncerterne.',
  },
  'visual-identity': {
    displayName: 'Visuel identitet',
    description: 'Står for plakater, billeder og foreningens udtryk.',
  },
  'team-management': {
    displayName: 'Frivilligkoordinering',
    description: 'Tager imod nye medlemmer og fordeler dem på holdene.',
  },
  'project-leader': {
    displayName: 'Projektledelse',
    description: 'Leder foreningens projekter og har det samlede overblik.',
  },
};

export function toTeamDto(team: Team): TeamDto {
  return { id: team.id, name: team.name, displayName: team.displayName, description: team.description };
}

/** A team as the team list shows it: with its public presentation, when it has one. */
const toListedTeamDto = (team: Team): ListedTeam => ({
  ...toTeamDto(team),
  publicDescription: team.publicDescription ?? undefined,
  translations: translationsOf(team.translations),
});

/** The fields the list may be filtered and ordered by (docs/api.md). */
export const teamListSpec: ListSpec = {
  fields: {
    id: { property: 'id', type: 'number', filter: true, order: true },
    name: { property: 'name', type: 'string', filter: true, order: true },
  },
  // By id, which planList always appends: the order docs/product.md names the teams in, admin first.
  defaultOrder: [],
};

/** Teams as a paged list; `only` narrows to some teams (one member's, say) before the query applies. */
export async function listTeams(em: EntityManager, query: ListQuery, only?: FilterQuery<Team>): Promise<PagedList<ListedTeam>> {
  const plan = planList(query, teamListSpec, only ? [only] : []);
  const [teams, total] = await findPage(em, Team, plan);
  return pagedList(plan, teams.map(toListedTeamDto), total);
}

/**
 * PUT /api/teams/{id}/presentation: what the team says of itself on /about. Only this text is
 * editable; a team's name, display name and permissions are fixed (docs/permissions.md).
 */
export async function presentTeam(em: EntityManager, id: number, { publicDescription, translations }: TeamPresentationInput): Promise<ListedTeam> {
  const team = await em.findOne(Team, { id });
  if (!team) throw notFound('Holdet findes ikke');
  em.assign(team, { publicDescription, ...givenFields({ translations: translationsToStore(translations, team.translations) }) });
  await em.flush();
  return toListedTeamDto(team);
}

/** Creates any of the nine teams that are missing; existing ones keep their edited texts. */
export async function ensureTeams(em: EntityManager): Promise<void> {
  const existing = new Set((await em.find(Team, {})).map((team) => team.name));
  for (const [name, texts] of Object.entries(TEAMS) as [TeamName, (typeof TEAMS)[TeamName]][]) {
    if (!existing.has(name)) em.create(Team, { name, ...texts });
  }
  await em.flush();
}
