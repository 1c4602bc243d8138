import type { Admission, EventKind } from '../../../shared/event-night';
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
import type { EventStatus } from '../../../shared/event-details';
import { localisedPath, type Locale, type MessageId, type Translator } from '../../../shared/i18n';
import { translatorFor } from '../../../shared/i18n/translators';
import { translated, type Translations } from '../../../shared/translations';
import type { Settings } from '../../../shared/schemas/settings';
import { siteName } from '../../../shared/site-identity';
import { nightWords } from '../../lib/night-words';
import type { ProgrammeChangeKind } from './programme-changes';

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
  /** The title in English, once events carry it (docs/languages.md); the Danish stands in until then. */
  translations?: Translations<'title'>;
};

export type MailLinks = { manage: string; unsubscribe: string };

/** What one mail says, before it is made into HTML and text. */
export type SubscriberMailContent =
  | { kind: 'confirm'; follows: string[] }
  | { kind: 'digest'; announced: MailEvent[]; changed: { event: MailEvent; change: ProgrammeChangeKind }[]; follows: string[] }
  | { kind: 'notice'; announced: MailEvent[]; follows: string[] };

const CHANGE_LABELS: Record<Exclude<ProgrammeChangeKind, 'announced'>, MessageId> = {
  'sold-out': 'mail.change.soldOut',
  cancelled: 'mail.change.cancelled',
  postponed: 'mail.change.postponed',
  moved: 'mail.change.moved',
};

/** What a mail is written with: the subscriber's language, and the links of its pages. */
type Writing = { tr: Translator; publicUrl: string };

const changeLabel = ({ tr }: Writing, change: ProgrammeChangeKind) => (change === 'announced' ? '' : tr.t(CHANGE_LABELS[change]));

const eventUrl = ({ tr, publicUrl }: Writing, event: MailEvent) => `${publicUrl}${localisedPath(`/events/${event.id}`, tr.locale)}`;

const titleOf = ({ tr }: Writing, event: MailEvent) => translated(event, 'title', tr.locale).text;

/** "lørdag 14. marts 2026 kl. 20.00 · Pumpehuset, København" */
const eventLine = ({ tr }: Writing, event: MailEvent) => tr.t('mail.event.where', { when: tr.dates.formatDateTime(event.fromDate), venue: event.venue, city: event.city });

/** Who plays, or what kind of night it is, and how one gets in, as the feeds say it in the mail's language. */
const nightLine = ({ tr }: Writing, event: MailEvent): string => nightWords(tr).nightLine(event, event.artists);

function subjectOf(content: SubscriberMailContent, site: Settings, { tr }: Writing): string {
  switch (content.kind) {
    case 'confirm':
      return tr.t('mail.confirm.subject', { site: siteName(site) });
    case 'digest': {
      const concerts = content.announced.length > 0 ? tr.t('mail.digest.newConcerts', { count: content.announced.length }) : '';
      const changes = content.changed.length > 0 ? tr.t('mail.digest.changes', { count: content.changed.length }) : '';
      return tr.t('mail.digest.subject', { news: concerts && changes ? tr.t('mail.digest.both', { concerts, changes }) : concerts || changes });
    }
    case 'notice':
      return content.announced.length === 1
        ? tr.t('mail.notice.subjectOne', { title: translated(content.announced[0]!, 'title', tr.locale).text })
        : tr.t('mail.notice.subjectMany', { count: content.announced.length });
  }
}

const text = { color: '#1c1917', fontSize: '16px', lineHeight: '24px' };
const small = { color: '#57534e', fontSize: '13px', lineHeight: '20px' };

function EventItem({ event, writing, label }: { event: MailEvent; writing: Writing; label?: string }) {
  const night = nightLine(writing, event);
  return (
    <Section style={{ padding: '8px 0', borderBottom: '1px solid #e7e5e4' }}>
      <Text style={{ ...text, margin: 0, fontWeight: 700 }}>
        {label ? `${label}: ` : ''}
        <Link href={eventUrl(writing, event)} style={{ color: '#b45309' }}>
          {titleOf(writing, event)}
        </Link>
      </Text>
      <Text style={{ ...small, margin: 0 }}>{eventLine(writing, event)}</Text>
      {night && <Text style={{ ...small, margin: 0 }}>{night}</Text>}
    </Section>
  );
}

type LayoutProps = { site: Settings; preview: string; links: MailLinks; children: ReactNode; footer: string; tr: Translator };

function Layout({ site, preview, links, children, footer, tr }: LayoutProps) {
  return (
    <Html lang={tr.locale}>
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
            {footer} <Link href={links.manage}>{tr.t('mail.manage')}</Link> · <Link href={links.unsubscribe}>{tr.t('mail.unsubscribe')}</Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

const following = ({ tr }: Writing, follows: string[]) => tr.t('mail.following', { follows: follows.join(', ') || tr.t('mail.theProgramme') });

const headingOf = ({ tr }: Writing, content: SubscriberMailContent) => tr.t(content.kind === 'digest' ? 'mail.digest.heading' : 'mail.newConcerts');

function MailBody({ content, site, writing, links }: { content: SubscriberMailContent; site: Settings; writing: Writing; links: MailLinks }) {
  const { tr } = writing;
  const subject = subjectOf(content, site, writing);
  if (content.kind === 'confirm') {
    return (
      <Layout site={site} preview={subject} links={links} footer={tr.t('mail.confirm.ignore')} tr={tr}>
        <Heading as="h1" style={{ fontSize: '22px' }}>
          {tr.t('mail.confirm.heading')}
        </Heading>
        <Text style={text}>{tr.t('mail.confirm.body', { site: siteName(site), follows: content.follows.join(', ') })}</Text>
        <Button href={links.manage} style={{ backgroundColor: '#b45309', color: '#ffffff', padding: '12px 20px', borderRadius: '8px', fontWeight: 700 }}>
          {tr.t('mail.confirm.button')}
        </Button>
      </Layout>
    );
  }
  return (
    <Layout site={site} preview={subject} links={links} footer={following(writing, content.follows)} tr={tr}>
      <Heading as="h1" style={{ fontSize: '22px' }}>
        {headingOf(writing, content)}
      </Heading>
      {content.announced.length > 0 && (
        <>
          {content.kind === 'digest' && (
            <Heading as="h2" style={{ fontSize: '18px' }}>
              {tr.t('mail.newConcerts')}
            </Heading>
          )}
          {content.announced.map((event) => (
            <EventItem key={event.id} event={event} writing={writing} />
          ))}
        </>
      )}
      {content.kind === 'digest' && content.changed.length > 0 && (
        <>
          <Heading as="h2" style={{ fontSize: '18px' }}>
            {tr.t('mail.digest.changed')}
          </Heading>
          {content.changed.map(({ event, change }) => (
            <EventItem key={`${event.id}:${change}`} event={event} writing={writing} label={changeLabel(writing, change)} />
          ))}
        </>
      )}
    </Layout>
  );
}

/** The plain-text part: the same words, links written out. */
function plainText(content: SubscriberMailContent, site: Settings, writing: Writing, links: MailLinks): string {
  const { tr } = writing;
  const item = (event: MailEvent, label?: string) =>
    [`${label ? `${label}: ` : ''}${titleOf(writing, event)}`, eventLine(writing, event), ...[nightLine(writing, event)].filter(Boolean), eventUrl(writing, event)].join('\n');
  const footer = [`${tr.t('mail.manage')}: ${links.manage}`, `${tr.t('mail.unsubscribe')}: ${links.unsubscribe}`].join('\n');
  if (content.kind === 'confirm') {
    return [
      tr.t('mail.confirm.heading'),
      tr.t('mail.confirm.body', { site: siteName(site), follows: content.follows.join(', ') }),
      `${tr.t('mail.confirm.button')}: ${links.manage}`,
      tr.t('mail.confirm.ignore'),
      siteName(site),
    ].join('\n\n');
  }
  const sections = [headingOf(writing, content)];
  if (content.announced.length > 0) {
    if (content.kind === 'digest') sections.push(tr.t('mail.newConcerts').toLocaleUpperCase(tr.locale));
    sections.push(...content.announced.map((event) => item(event)));
  }
  if (content.kind === 'digest' && content.changed.length > 0) {
    sections.push(tr.t('mail.digest.changed').toLocaleUpperCase(tr.locale), ...content.changed.map(({ event, change }) => item(event, changeLabel(writing, change))));
  }
  return [...sections, following(writing, content.follows), footer, siteName(site)].join('\n\n');
}

/** The mail as it goes, in the subscriber's language: subject, HTML (React Email) and its plain-text part. */
export async function renderSubscriberMail(
  content: SubscriberMailContent,
  site: Settings,
  publicUrl: string,
  links: MailLinks,
  locale: Locale = 'da',
): Promise<{ subject: string; html: string; text: string }> {
  const writing: Writing = { tr: translatorFor(locale), publicUrl };
  return {
    subject: subjectOf(content, site, writing),
    html: await render(<MailBody content={content} site={site} writing={writing} links={links} />),
    text: plainText(content, site, writing, links),
  };
}
