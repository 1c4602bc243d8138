import { Member } from '../modules/member/member.entity';
import { Session } from '../modules/session/session.entity';
import { Team } from '../modules/team/team.entity';
import { Venue } from '../modules/venue/venue.entity';

export const entities = [Team, Member, Session, Venue];
