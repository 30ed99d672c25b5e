import { formatRiotId, regionLabel } from '@riftscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { useResponseStatus } from '../../../lib/response-status.ts';
import type { PlayerRef } from '../../../shared/domain/player-ref.ts';
import { summonerPath } from '../../../shared/domain/summoner-path.ts';
import { useGoBack } from '../../../shared/hooks/use-go-back.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { SEARCH_NAVIGATION } from '../../../shared/summoner-search/recent-searches.ts';
import { suggestionsQuery } from '../../../shared/summoner-search/search-api.ts';
import { Button, buttonClass } from '../../../shared/ui/button.tsx';
import { RiotId } from '../../../shared/ui/riot-id.tsx';
import { StatePanel } from '../../../shared/ui/state-panel.tsx';
import { TextWithName } from '../../../shared/ui/text-with-name.tsx';

const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function BackButton() {
  const { t } = useTranslation('summoner');
  const language = useLanguage();
  const goBack = useGoBack(`/${language}`);
  return (
    <Button variant="secondary" onClick={goBack}>
      <span aria-hidden="true">←</span>
      {t('not_found.back')}
    </Button>
  );
}

/** 'Summoner not found' with the SPEC's hint: an address that cannot name a player. */
export function NotFoundPanel() {
  const { t } = useTranslation('summoner');
  useResponseStatus(404);
  return (
    <StatePanel title={t('not_found.title')} hint={t('not_found.hint')} role="alert">
      <BackButton />
    </StatePanel>
  );
}

/**
 * The other regions where a stored player has this Riot ID, from the search suggestions (which
 * list a whole Riot ID's players first, every region): no call to Riot.
 */
function OtherRegions({ player }: { player: PlayerRef }) {
  const { t } = useTranslation('summoner');
  const language = useLanguage();
  const found = useQuery(suggestionsQuery(formatRiotId(player)));
  const others = (found.data ?? []).filter(
    (s) =>
      s.region !== player.region &&
      sameText(s.game_name, player.gameName) &&
      sameText(s.tag_line, player.tagLine),
  );
  if (others.length === 0) return null;
  return (
    <nav aria-label={t('not_found.other_regions')} className="basis-full space-y-2">
      <p className="text-sm text-muted">{t('not_found.other_regions')}</p>
      <ul className="flex flex-wrap justify-center gap-2">
        {others.map((s) => (
          <li key={s.id}>
            <Link
              to={summonerPath(language, s.region, s.game_name, s.tag_line)}
              state={SEARCH_NAVIGATION}
              className={buttonClass('secondary', 'sm', 'font-semibold')}
            >
              <TextWithName
                sentence={(riotId) =>
                  t('not_found.in_region', { riotId, region: regionLabel(s.region) })
                }
                name={formatRiotId({ gameName: s.game_name, tagLine: s.tag_line })}
                shown={<RiotId gameName={s.game_name} tagLine={s.tag_line} tagClassName="" />}
              />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A lookup that failed, told by its status: no such Riot ID in the region (404), with the other
 * regions where we store it; too many lookups from this address (429); or Riot unavailable
 * (503, a network failure, anything else), with a button that tries again.
 */
export function LookupFailedPanel({
  player,
  error,
  isRetrying,
  onRetry,
}: {
  player: PlayerRef;
  error: unknown;
  isRetrying: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('summoner');
  // Drawn by the server for a Riot ID Riot has just been found not to have: a 404 page.
  useResponseStatus(isApiError(error, 404) ? 404 : null);
  const values = { riotId: formatRiotId(player), region: regionLabel(player.region) };
  const shownRiotId = (
    <RiotId gameName={player.gameName} tagLine={player.tagLine} tagClassName="" />
  );
  if (isApiError(error, 404)) {
    return (
      <StatePanel
        title={t('not_found.title')}
        hint={
          <TextWithName
            sentence={(riotId) => t('not_found.no_such_id', { ...values, riotId })}
            name={values.riotId}
            shown={shownRiotId}
          />
        }
        role="alert"
      >
        <OtherRegions player={player} />
        <BackButton />
      </StatePanel>
    );
  }
  const isBusy = isApiError(error, 429);
  return (
    <StatePanel
      title={t(isBusy ? 'lookup_failed.busy_title' : 'lookup_failed.title')}
      hint={
        <TextWithName
          sentence={(riotId) =>
            t(isBusy ? 'lookup_failed.busy_hint' : 'lookup_failed.hint', { ...values, riotId })
          }
          name={values.riotId}
          shown={shownRiotId}
        />
      }
      role="alert"
    >
      <Button onClick={onRetry} disabled={isRetrying}>
        {t(isRetrying ? 'lookup_failed.retrying' : 'lookup_failed.retry')}
      </Button>
      <BackButton />
    </StatePanel>
  );
}
