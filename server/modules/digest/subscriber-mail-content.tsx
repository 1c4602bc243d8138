import { type Admission, type EventKind, nightLine } from '../../../shared/event-night';
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { render } from '@react-email/render';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../shared/danish-date';
import { EVENT_STATUS_LABELS, type EventStatus } from '../../../shared/event-details';
import type { Settings } from '../../../shared/schemas/settings';
import { siteName } from '../../../shared/site-identity';
import type { ProgrammeChangeKind } from './programme-changes';
import { countText } from '../../../shared/count-text';

/** A concert as a mail lists it. */
export type MailEvent = {
  id: number;
  title: string;
  fromDate: Date;
  status: EventStatus;
  kind: EventKind;
  admission: Admission;
  doorPrice?: number;
  venue: string;
  city: string;
  artists: string[];
};

export type MailLinks = { manage: string; unsubscribe: string };

/** What one mail says, before it is made into HTML and text. */
export type SubscriberMailContent =
  | { kind: 'confirm'; follows: string[] }
  | { kind: 'digest'; announced: MailEvent[]; changed: { event: MailEvent; change: ProgrammeChangeKind }[]; follows: string[] }
  | { kind: 'notice'; announced: MailEvent[]; follows: string[] };

const CHANGE_LABELS: Record<Exclude<ProgrammeChangeKind, 'announced'>, string> = {
  'sold-out': EVENT_STATUS_LABELS['sold-out'],
  cancelled: EVENT_STATUS_LABELS.cancelled,
  postponed: EVENT_STATUS_LABELS.postponed,
  moved: 'Flyttet',
};

const changeLabel = (change: ProgrammeChangeKind) => (change === 'announced' ? '' : CHANGE_LABELS[change]);

const eventUrl = (publicUrl: string, event: MailEvent) => `${publicUrl}/events/${event.id}`;

/** "lørdag 14. marts 2026 kl. 20.00 · Pumpehuset, København" */
const eventLine = (event: MailEvent) => `${formatDateTime(event.fromDate)} · ${event.venue}, ${event.city}`;

function subjectOf(content: SubscriberMailContent, site: Settings): string {
  switch (content.kind) {
    case 'confirm':
      return `Bekræft at du vil følge ${siteName(site)}`;
    case 'digest':
      return `Nyt i programmet: ${[
        content.announced.length > 0 && countText(content.announced.length, 'ny koncert', 'nye koncerter'),
        content.changed.length > 0 && countText(content.changed.length, 'ændring', 'ændringer'),
      ]
        .filter(Boolean)
        .join(' og ')}`;
    case 'notice':
      return content.announced.length === 1
        ? `Ny koncert: ${content.announced[0]!.title}`
        : `${countText(content.announced.length, 'ny koncert', 'nye koncerter')} med kunstnere, du følger`;
  }
}

const text = { color: '#1c1917', fontSize: '16px', lineHeight: '24px' };
const small = { color: '#57534e', fontSize: '13px', lineHeight: '20px' };

function EventItem({ event, publicUrl, label }: { event: MailEvent; publicUrl: string; label?: string }) {
  return (
    <Section style={{ padding: '8px 0', borderBottom: '1px solid #e7e5e4' }}>
      <Text style={{ ...text, margin: 0, fontWeight: 700 }}>
        {label ? `${label}: ` : ''}
        <Link href={eventUrl(publicUrl, event)} style={{ color: '#b45309' }}>
          {event.title}
        </Link>
      </Text>
      <Text style={{ ...small, margin: 0 }}>{eventLine(event)}</Text>
      {nightLine(event, event.artists) && <Text style={{ ...small, margin: 0 }}>{nightLine(event, event.artists)}</Text>}
    </Section>
  );
}

function Layout({ site, preview, links, children, footer }: { site: Settings; preview: string; links: MailLinks; children: ReactNode; footer: string }) {
  return (
    <Html lang="da">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: '#f5f5f4', fontFamily: 'Helvetica, Arial, sans-serif', margin: 0 }}>
        <Container style={{ backgroundColor: '#ffffff', maxWidth: '560px', padding: '24px', margin: '0 auto' }}>
          <Section>
            {site.logoUrl && <Img src={site.logoUrl} alt="" height="48" style={{ height: '48px', width: 'auto' }} />}
            <Text style={{ ...text, fontWeight: 700, margin: '8px 0 0' }}>{siteName(site)}</Text>
          </Section>
          {children}
          <Hr style={{ borderColor: '#e7e5e4', margin: '24px 0 12px' }} />
          <Text style={small}>
            {footer} <Link href={links.manage}>Ret hvad du følger</Link> · <Link href={links.unsubscribe}>Afmeld</Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

const following = (follows: string[]) => `Du får denne e-mail, fordi du følger ${follows.join(', ') || 'programmet'}.`;

function MailBody({ content, site, publicUrl, links }: { content: SubscriberMailContent; site: Settings; publicUrl: string; links: MailLinks }) {
  const subject = subjectOf(content, site);
  if (content.kind === 'confirm') {
    return (
      <Layout site={site} preview={subject} links={links} footer="Har du ikke bedt om det, så gør ingenting: vi glemmer adressen efter 7 dage.">
        <Heading as="h1" style={{ fontSize: '22px' }}>
          Bekræft din tilmelding
        </Heading>
        <Text style={text}>Nogen, forhåbentlig dig, har bedt om at få e-mail fra {siteName(site)} om: {content.follows.join(', ')}.</Text>
        <Button href={links.manage} style={{ backgroundColor: '#b45309', color: '#ffffff', padding: '12px 20px', borderRadius: '8px', fontWeight: 700 }}>
          Bekræft
        </Button>
      </Layout>
    );
  }
  return (
    <Layout site={site} preview={subject} links={links} footer={following(content.follows)}>
      <Heading as="h1" style={{ fontSize: '22px' }}>
        {content.kind === 'digest' ? 'Nyt i programmet' : 'Nye koncerter'}
      </Heading>
      {content.announced.length > 0 && (
        <>
          {content.kind === 'digest' && (
            <Heading as="h2" style={{ fontSize: '18px' }}>
              Nye koncerter
            </Heading>
          )}
          {content.announced.map((event) => (
            <EventItem key={event.id} event={event} publicUrl={publicUrl} />
          ))}
        </>
      )}
      {content.kind === 'digest' && content.changed.length > 0 && (
        <>
          <Heading as="h2" style={{ fontSize: '18px' }}>
            Ændringer
          </Heading>
          {content.changed.map(({ event, change }) => (
            <EventItem key={`${event.id}:${change}`} event={event} publicUrl={publicUrl} label={changeLabel(change)} />
          ))}
        </>
      )}
    </Layout>
  );
}

/** The plain-text part: the same words, links written out. */
function plainText(content: SubscriberMailContent, site: Settings, publicUrl: string, links: MailLinks): string {
  const item = (event: MailEvent, label?: string) =>
    [`${label ? `${label}: ` : ''}${event.title}`, eventLine(event), ...[nightLine(event, event.artists)].filter(Boolean), eventUrl(publicUrl, event)].join('\n');
  const footer = [`Ret hvad du følger: ${links.manage}`, `Afmeld: ${links.unsubscribe}`].join('\n');
  if (content.kind === 'confirm') {
    return [
      'Bekræft din tilmelding',
      `Nogen, forhåbentlig dig, har bedt om at få e-mail fra ${siteName(site)} om: ${content.follows.join(', ')}.`,
      `Bekræft: ${links.manage}`,
      'Har du ikke bedt om det, så gør ingenting: vi glemmer adressen efter 7 dage.',
      siteName(site),
    ].join('\n\n');
  }
  const sections = [content.kind === 'digest' ? 'Nyt i programmet' : 'Nye koncerter'];
  if (content.announced.length > 0) {
    if (content.kind === 'digest') sections.push('NYE KONCERTER');
    sections.push(...content.announced.map((event) => item(event)));
  }
  if (content.kind === 'digest' && content.changed.length > 0) {
    sections.push('ÆNDRINGER', ...content.changed.map(({ event, change }) => item(event, changeLabel(change))));
  }
  return [...sections, following(content.follows), footer, siteName(site)].join('\n\n');
}

/** The mail as it goes: subject, HTML (React Email) and its plain-text part. */
export async function renderSubscriberMail(
  content: SubscriberMailContent,
  site: Settings,
  publicUrl: string,
  links: MailLinks,
): Promise<{ subject: string; html: string; text: string }> {
  return {
    subject: subjectOf(content, site),
    html: await render(<MailBody content={content} site={site} publicUrl={publicUrl} links={links} />),
    text: plainText(content, site, publicUrl, links),
  };
}
