import { ContentVersion, ServingInstance } from './content-version';
import { ApiToken } from '../modules/api-token/api-token.entity';
import { Artist } from '../modules/artist/artist.entity';
import { PasswordReset } from '../modules/auth/password-reset.entity';
import { Concert, Event } from '../modules/event/event.entity';
import { Genre } from '../modules/genre/genre.entity';
import { Image } from '../modules/image/image.entity';
import { ImageData } from '../modules/image/image-data.entity';
import { ImageVariant } from '../modules/image/image-variant.entity';
import { JobLease } from '../modules/job-lease/job-lease.entity';
import { LandingImage } from '../modules/landing-image/landing-image.entity';
import { Member } from '../modules/member/member.entity';
import { Session } from '../modules/session/session.entity';
import { Team } from '../modules/team/team.entity';
import { ThrottleCount } from '../modules/throttle/throttle.entity';
import { Venue } from '../modules/venue/venue.entity';
import { Webhook, WebhookDelivery } from '../modules/webhook/webhook.entity';

export const entities = [Team, Member, Session, Venue, Image, ImageData, ImageVariant, Genre, Artist, Event, Concert, LandingImage, ThrottleCount, ContentVersion, ServingInstance, JobLease, PasswordReset, ApiToken, Webhook, WebhookDelivery];
