import { buildItemSet, type ChampionPage, itemSetFileName } from '@riftscope/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';

type CoreBuild = ChampionPage['core_builds'][number];

const SLOTS = [4, 5, 6] as const;

/**
 * The client's item-set file of a core build: the most common starting items, the core in order,
 * the build's boots and its fourth to sixth items slot by slot. Only item ids and counts, so no
 * figure the games do not show.
 */
export function useItemSetFile() {
  const { t } = useTranslation('champions');
  return (page: ChampionPage, build: CoreBuild) => {
    const role = page.role === '' ? t('export.aram') : t(`roles.${page.role}`);
    const set = buildItemSet({
      title: t('export.title', { champion: page.champion.name, role }),
      championId: page.champion.id,
      map: page.slice.queue === 450 ? 'HA' : 'SR',
      blocks: [
        {
          type: t('build.starting'),
          itemIds: (page.builds.starting[0]?.items ?? []).map((item) => item.id),
        },
        { type: t('build.core'), itemIds: build.items.map((item) => item.id) },
        {
          type: t('build.boots'),
          itemIds: build.boots.flatMap((entry) => entry.items.slice(0, 1).map((item) => item.id)),
        },
        ...SLOTS.map((slot) => ({
          type: t(`build.slot_${slot}`),
          itemIds: build.situational
            .filter((entry) => entry.slot === slot)
            .map((entry) => entry.item.id),
        })),
      ],
    });
    return {
      name: itemSetFileName(page.champion.name, page.role),
      json: JSON.stringify(set, null, 2),
    };
  };
}

/** Saves `json` as the file `name` through a link to a Blob, as a download. */
function saveFile(name: string, json: string) {
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the address is no longer needed once it has.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * "Download item set": the chosen core build as the League client's item-set file, with where to
 * put it (docs/champion-analytics.md, Export to the game).
 */
export function ItemSetDownload({ page, build }: { page: ChampionPage; build: CoreBuild }) {
  const { t } = useTranslation('champions');
  const noteId = useId();
  const itemSetFile = useItemSetFile();
  const folder = page.champion.key ?? page.champion.name;
  return (
    <div className="space-y-1.5">
      <Button
        variant="secondary"
        aria-describedby={noteId}
        onClick={() => {
          const { name, json } = itemSetFile(page, build);
          saveFile(name, json);
        }}
      >
        {t('export.download')}
      </Button>
      <p id={noteId} className="text-xs text-muted">
        {t('export.where', { folder: `League of Legends/Config/Champions/${folder}/Recommended/` })}
      </p>
    </div>
  );
}
