import { SocialIcon } from './social-icon';
import { socialLink } from '../lib/social-kind';

/** Links elsewhere (an artist's, the association's), each with the icon of its host and its name for screen readers. */
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
