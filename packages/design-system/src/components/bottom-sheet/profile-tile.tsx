import { cn } from "../../lib/cn";
import { Avatar } from "../avatar/avatar";

export type ProfileTileProps = {
  /** The learner's name as shown, e.g. 'Anna Kowalska'. */
  name: string;
  /** Picture URL; initials show without it. */
  avatarSrc?: string;
  /** A line under the name, e.g. 'Ranga: Odkrywca'. */
  rankLine?: string;
  /** Extra classes for the tile. */
  className?: string;
};

/** The learner's avatar, name and rank, at the top of the mobile menu and the account sheet. */
export function ProfileTile({ name, avatarSrc, rankLine, className }: ProfileTileProps) {
  return (
    <div
      data-slot="profile-tile"
      className={cn("flex items-center gap-3 rounded-card bg-surface-sunken p-3 border-edge border-border", className)}
    >
      <Avatar name={name} {...(avatarSrc ? { src: avatarSrc } : {})} size="lg" decorative />
      <div className="flex min-w-0 flex-col">
        <p className="text-lead font-semibold text-fg break-words">{name}</p>
        {rankLine ? <p className="text-small text-fg-muted break-words">{rankLine}</p> : null}
      </div>
    </div>
  );
}
