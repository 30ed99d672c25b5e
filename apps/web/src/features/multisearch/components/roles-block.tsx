import type { MultiSearchPlayer, PlayerRole } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { RoleLabel } from '../../../shared/scouting/role-label.tsx';
import { roleGames } from '../column-figures.ts';
import { BlockTitle } from './column-frame.tsx';

/** One role with its share of the sample: "Middle · 12 of 20 games". */
function RoleLine({
  label,
  role,
  recent,
}: {
  label: string;
  role: PlayerRole;
  recent: MultiSearchPlayer['recent'];
}) {
  const { t } = useTranslation('multisearch');
  return (
    <p className="flex flex-wrap items-center gap-x-1.5 text-sm">
      <span className="text-xs text-muted">{label}</span>
      <RoleLabel role={role} className="font-semibold" />
      <span className="text-xs text-muted">
        {t('role.share', { games: roleGames(recent, role), count: recent.games })}
      </span>
    </p>
  );
}

/**
 * The main role and the secondary one of the column's recent games, each with the games it
 * rests on; "No lane role" when none of them had a lane (ARAM and other modes).
 */
export function RolesBlock({ player }: { player: MultiSearchPlayer }) {
  const { t } = useTranslation('multisearch');
  const { main_role: main, secondary_role: secondary, recent } = player;
  return (
    <div>
      <BlockTitle>{t('role.title')}</BlockTitle>
      {main ? (
        <div className="space-y-1">
          <RoleLine label={t('role.main')} role={main} recent={recent} />
          {secondary && <RoleLine label={t('role.secondary')} role={secondary} recent={recent} />}
        </div>
      ) : (
        <p className="text-sm text-muted">{t('role.none')}</p>
      )}
    </div>
  );
}
