import type { SocialKind } from '../lib/social-kind';
import { Icon } from './icon/icon';

/** The icon a social link gets: its brand's mark (docs/product.md's six hosts), or a plain link for any other host. */
export function SocialIcon({ kind }: { kind: SocialKind }) {
  return <Icon name={kind === 'other' ? 'link-2' : kind} className="size-5" />;
}
