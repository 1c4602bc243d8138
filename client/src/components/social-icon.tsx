import { Link2 } from 'lucide-react';
import { type SimpleIcon, siApplemusic, siFacebook, siInstagram, siSpotify, siTiktok, siYoutube } from 'simple-icons';
import type { SocialKind } from '../lib/social-kind';

/** Brand marks for the six hosts SPEC §2 names, imported one by one so only these ship. */
const BRAND_ICONS: Record<Exclude<SocialKind, 'other'>, SimpleIcon> = {
  spotify: siSpotify,
  instagram: siInstagram,
  'apple-music': siApplemusic,
  facebook: siFacebook,
  youtube: siYoutube,
  tiktok: siTiktok,
};

/** The icon a social link gets: its brand's mark, or a plain link for any other host. */
export function SocialIcon({ kind }: { kind: SocialKind }) {
  if (kind === 'other') return <Link2 aria-hidden="true" className="size-5" />;
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
      <path d={BRAND_ICONS[kind].path} />
    </svg>
  );
}
