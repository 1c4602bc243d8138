import { Link2 } from 'lucide-react';
import { type SimpleIcon, siApplemusic, siFacebook, siInstagram, siSpotify, siTiktok, siYoutube } from 'simple-icons';
import { type SocialKind, socialLink } from '../../../lib/social-kind';

/** Brand marks for the six hosts SPEC §2 names, imported one by one so only these ship. */
const BRAND_ICONS: Record<Exclude<SocialKind, 'other'>, SimpleIcon> = {
  spotify: siSpotify,
  instagram: siInstagram,
  'apple-music': siApplemusic,
  facebook: siFacebook,
  youtube: siYoutube,
  tiktok: siTiktok,
};

function SocialIcon({ kind }: { kind: SocialKind }) {
  if (kind === 'other') return <Link2 aria-hidden="true" className="size-5" />;
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
      <path d={BRAND_ICONS[kind].path} />
    </svg>
  );
}

/** An artist's links elsewhere, each with the icon of its host and its name for screen readers. */
export function SocialLinks({ urls }: { urls: string[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {urls.map(socialLink).map((link) => (
        <li key={link.url}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white/10 px-4 text-sm font-semibold text-white transition-colors hover:bg-white/20"
          >
            <SocialIcon kind={link.kind} />
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
