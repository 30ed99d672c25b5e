import type { GuideBuildInput, GuideDifficulty, Language, TierRole } from '@riftscope/contracts';

/**
 * The offline demo's guides (docs/guides.md, Demo guides): how the simulator's world plays the
 * champion of each role its players pick most, with the build they build most (read from
 * packages/riot-sim: playstyles.ts, item-odds.ts, rune-odds.ts), so that every block has
 * figures beside it. They speak of the demo's world, never of real players or real results;
 * the item and rune names are left to the build blocks, which show them in the reader's
 * language.
 */

export interface DemoGuideContent {
  /** Stable key, kebab-case. */
  key: string;
  /** The champion's Data Dragon key. */
  champion: string;
  role: TierRole;
  difficulty: GuideDifficulty;
  /** How many days before seeding it is dated, so the list shows a spread of dates. */
  ageDays: number;
  build: GuideBuildInput;
  translations: Record<Language, { title: string; summary: string; body: string }>;
}

export const DEMO_GUIDES: readonly DemoGuideContent[] = [
  {
    key: 'rell-top',
    champion: 'Rell',
    role: 'TOP',
    difficulty: 'medium',
    ageDays: 2,
    build: {
      starting_items: [1054, 2003],
      core_items: [3050, 3742, 3075],
      boots: 3047,
      situational_items: [3190, 2504, 3109],
      runes: {
        primary_style: 8400,
        primary: [8437, 8463, 8473, 8451],
        sub_style: 8300,
        secondary: [8306, 8316],
        shards: [5008, 5010, 5011],
      },
      spells: [4, 12],
      skill_order: 'WEQWWRWEWEREEQQ',
    },
    translations: {
      en: {
        title: 'Rell in the top lane: an iron wall that starts the fights',
        summary:
          'A sturdy top laner who trades with Grasp, teleports to her team and opens every fight with her dive.',
        body: `<p>In this demo's world Rell is the most played champion of the top lane's tanks. She does not win her lane by damage: she wins it by lasting longer than her opponent and arriving first wherever the team fights.</p>
<h2>Laning</h2>
<ul>
<li>Start with the shield and a potion: the lane is about trading, not about killing.</li>
<li>Take W first and max it: the dive is your engage, your escape and most of your early damage.</li>
<li>Trade when Grasp is ready, then step back and let the regeneration runes do their work.</li>
</ul>
<h2>Fights</h2>
<p>Keep Teleport for the first dragon and herald fights. Dive onto the enemy's carry, pull the group together with your ultimate and let your team follow. Your core items make you hard to kill and your allies stronger around you; the situational ones answer a team full of magic or a carry who needs a bodyguard.</p>`,
      },
      ru: {
        title: 'Релл на верхней линии: железная стена, которая начинает драки',
        summary:
          'Крепкий топлейнер: размены с Хваткой, телепорт к команде и инициация каждой драки прыжком.',
        body: `<p>В мире этого демо Релл — самый популярный танк верхней линии. Она выигрывает линию не уроном, а выносливостью: дольше держится против соперника и первой приходит туда, где дерётся команда.</p>
<h2>Линия</h2>
<ul>
<li>Начинайте со щита и зелья: на линии важны размены, а не убийства.</li>
<li>Берите W первым и качайте его: прыжок — это и инициация, и отход, и почти весь ранний урон.</li>
<li>Разменивайтесь, когда готова Хватка, затем отходите и восстанавливайтесь за счёт рун.</li>
</ul>
<h2>Драки</h2>
<p>Берегите телепорт для первых драк за дракона и герольда. Прыгайте на вражеского керри, стягивайте врагов ультимейтом и дайте команде довершить дело. Основные предметы делают вас трудной целью и усиливают союзников рядом; ситуативные помогают против команды с магическим уроном или когда керри нужен телохранитель.</p>`,
      },
      tr: {
        title: 'Üst koridorda Rell: kavgaları başlatan demir duvar',
        summary:
          "Kavrayış'la takas yapan, takımına ışınlanan ve her kavgayı atılmasıyla açan dayanıklı bir üst koridor şampiyonu.",
        body: `<p>Bu demonun dünyasında Rell, üst koridorun en çok oynanan tankıdır. Koridoru hasarla değil dayanıklılıkla kazanır: rakibinden uzun dayanır ve takım nerede savaşırsa oraya ilk o varır.</p>
<h2>Koridor</h2>
<ul>
<li>Kalkan ve bir iksirle başlayın: koridorda önemli olan öldürmek değil, takas yapmaktır.</li>
<li>Önce W alın ve onu yükseltin: atılma hem başlatıcınız hem kaçışınız hem de erken hasarınızın çoğudur.</li>
<li>Kavrayış hazır olduğunda takas yapın, sonra geri çekilip rünlerin sizi iyileştirmesine izin verin.</li>
</ul>
<h2>Kavgalar</h2>
<p>Işınlanmayı ilk ejderha ve alamet kavgalarına saklayın. Rakibin taşıyıcısına atılın, nihai yeteneğinizle düşmanları bir araya çekin ve takımınızın devam etmesine izin verin. Ana eşyalar sizi zor öldürülen bir hedef yapar ve yanınızdaki müttefikleri güçlendirir; duruma göre eşyalar büyü hasarı yüksek bir takıma ya da korunması gereken bir taşıyıcıya karşıdır.</p>`,
      },
    },
  },
  {
    key: 'poppy-jungle',
    champion: 'Poppy',
    role: 'JUNGLE',
    difficulty: 'medium',
    ageDays: 5,
    build: {
      starting_items: [1103, 2003],
      core_items: [3075, 3068, 3119],
      boots: 3047,
      situational_items: [3109, 3742, 2504],
      runes: {
        primary_style: 8400,
        primary: [8439, 8446, 8473, 8242],
        sub_style: 8200,
        secondary: [8210, 8232],
        shards: [5008, 5001, 5011],
      },
      spells: [4, 11],
      skill_order: 'EQWEEREQEQRQQWW',
    },
    translations: {
      en: {
        title: 'Poppy in the jungle: clear, gank and stop every dash',
        summary:
          'A tank jungler with a wall stun for ganks and a zone that grounds dashing enemies in every fight.',
        body: `<p>Poppy is the jungle tank this demo's players pick most. Her ganks are simple and strong: a charge that stuns against a wall, and a zone that stops enemies from dashing away.</p>
<h2>The first clears</h2>
<ul>
<li>Start with the green jungle companion and a potion, and max E first: the charge clears camps and starts every gank.</li>
<li>Look for lanes whose enemy stands near a wall or leans on a dash to escape.</li>
<li>Aftershock makes you tanky right after your stun: go in first, not last.</li>
</ul>
<h2>Later in the game</h2>
<p>Stand between your carries and the enemy's divers. Your W grounds anyone who dashes near you, and your ultimate knocks a diver far away from the fight. Build the core for its armour and burning aura, then choose between protecting a carry, running down a team of marksmen or resisting magic damage.</p>`,
      },
      ru: {
        title: 'Поппи в лесу: фарм, ганки и ни одного рывка у врагов',
        summary:
          'Лесник-танк: оглушение об стену для ганков и зона, которая не даёт врагам совершать рывки в драках.',
        body: `<p>Поппи — лесной танк, которого игроки этого демо выбирают чаще всего. Её ганки просты и сильны: таран, который оглушает об стену, и зона, которая не даёт врагам уйти рывком.</p>
<h2>Первые зачистки</h2>
<ul>
<li>Начинайте с зелёного лесного питомца и зелья и качайте E первым: таран чистит лагеря и начинает каждый ганк.</li>
<li>Ищите линии, где враг стоит у стены или спасается рывком.</li>
<li>Дрожь земли делает вас крепкой сразу после оглушения: входите в бой первой, а не последней.</li>
</ul>
<h2>Поздняя игра</h2>
<p>Стойте между своими керри и вражескими ныряльщиками. W останавливает любого, кто совершает рывок рядом с вами, а ультимейт отбрасывает врага далеко от драки. Собирайте основные предметы ради брони и жгучей ауры, затем выбирайте: защищать керри, догонять команду стрелков или держать магический урон.</p>`,
      },
      tr: {
        title: 'Ormanda Poppy: kampları temizle, baskın yap, atılmaları durdur',
        summary:
          'Baskınlar için duvara sersemleten ve kavgalarda atılan rakipleri yere çiviyen bir tank ormancı.',
        body: `<p>Poppy, bu demonun oyuncularının en çok seçtiği orman tankıdır. Baskınları basit ve güçlüdür: rakibi duvara çarptırıp sersemleten bir hücum ve rakiplerin atılarak kaçmasını engelleyen bir alan.</p>
<h2>İlk temizlikler</h2>
<ul>
<li>Yeşil orman yoldaşı ve bir iksirle başlayın, önce E yükseltin: hücum kampları temizler ve her baskını başlatır.</li>
<li>Rakibi duvar kenarında duran ya da kaçmak için atılmaya güvenen koridorları arayın.</li>
<li>Artçı Sarsıntı sersemletmenin hemen ardından sizi dayanıklı yapar: kavgaya son değil, ilk girin.</li>
</ul>
<h2>Oyunun ilerisinde</h2>
<p>Taşıyıcılarınızla rakibin dalıcıları arasında durun. W yakınınızda atılan herkesi durdurur, nihai yeteneğiniz ise bir dalıcıyı kavganın çok uzağına savurur. Ana eşyaları zırhı ve yakan aurası için yapın, sonra bir taşıyıcıyı korumak, nişancı dolu bir takımı yakalamak ya da büyü hasarına dayanmak arasında seçim yapın.</p>`,
      },
    },
  },
  {
    key: 'ziggs-mid',
    champion: 'Ziggs',
    role: 'MIDDLE',
    difficulty: 'easy',
    ageDays: 9,
    build: {
      starting_items: [1056, 2003, 2003],
      core_items: [6653, 3135, 8010],
      boots: 3020,
      situational_items: [3165, 4628, 2503],
      runes: {
        primary_style: 8100,
        primary: [8112, 8143, 8140, 8105],
        sub_style: 8400,
        secondary: [8463, 8453],
        shards: [5008, 5008, 5011],
      },
      spells: [4, 12],
      skill_order: 'QWEQQRQWQWRWWEE',
    },
    translations: {
      en: {
        title: 'Ziggs in the middle lane: siege from a safe distance',
        summary:
          'Long-range bombs, towers taken down before the enemy can answer, and an ultimate that reaches any lane.',
        body: `<p>Ziggs is the mage the middle lanes of this demo's world play most. He is easy to learn: he hits from far away, pushes waves quickly and takes towers faster than anyone.</p>
<h2>Laning</h2>
<ul>
<li>Start with the ring and two potions, and max Q: the bouncing bomb is your farm and your poke.</li>
<li>Clear the wave, then throw a bomb at the enemy mage whenever they step up to farm.</li>
<li>Keep W to escape a gank, or to finish a tower that is low on health.</li>
</ul>
<h2>Sieges and fights</h2>
<p>After your first items, push a lane and threaten its tower: your team takes objectives while the enemy answers you. In fights, stay behind your front line and throw bombs at whoever comes closest. Your ultimate reaches across the map: use it to help a fight in another lane. Burning damage and magic penetration come first; later, choose against healing, for more damage from a distance, or for more ability haste.</p>`,
      },
      ru: {
        title: 'Зиггс на средней линии: осада с безопасного расстояния',
        summary:
          'Бомбы издалека, башни, снесённые раньше, чем враг успеет ответить, и ультимейт, который достаёт до любой линии.',
        body: `<p>Зиггс — маг, которого чаще всего играют на средней линии в мире этого демо. Его легко освоить: он бьёт издалека, быстро пушит волны и сносит башни быстрее всех.</p>
<h2>Линия</h2>
<ul>
<li>Начинайте с кольца и двух зелий и качайте Q: прыгающая бомба — это и фарм, и урон по врагу.</li>
<li>Зачищайте волну, а затем бросайте бомбу во вражеского мага, когда он подходит добивать миньонов.</li>
<li>Держите W, чтобы уйти от ганка или добить башню с малым запасом здоровья.</li>
</ul>
<h2>Осада и драки</h2>
<p>После первых предметов пушьте линию и угрожайте башне: пока враги отвечают вам, ваша команда забирает объекты. В драках держитесь за спиной своих танков и бросайте бомбы в тех, кто подошёл ближе всех. Ультимейт достаёт через всю карту: помогайте им в драке на другой линии. Сначала — урон горением и магическое проникновение, потом — против лечения, ради урона на расстоянии или ради ускорения умений.</p>`,
      },
      tr: {
        title: 'Orta koridorda Ziggs: güvenli mesafeden kuşatma',
        summary:
          'Uzaktan bombalar, rakip karşılık veremeden yıkılan kuleler ve her koridora ulaşan bir nihai yetenek.',
        body: `<p>Ziggs, bu demonun dünyasında orta koridorda en çok oynanan büyücüdür. Öğrenmesi kolaydır: uzaktan vurur, dalgaları hızla iter ve kuleleri herkesten hızlı yıkar.</p>
<h2>Koridor</h2>
<ul>
<li>Yüzük ve iki iksirle başlayın, Q yükseltin: seken bomba hem minyon kesmenizi hem de rakibi yıpratmanızı sağlar.</li>
<li>Dalgayı temizleyin, rakip büyücü minyon kesmek için öne çıktığında ona bomba atın.</li>
<li>W'yi bir baskından kaçmak ya da canı azalmış bir kuleyi bitirmek için saklayın.</li>
</ul>
<h2>Kuşatma ve kavgalar</h2>
<p>İlk eşyalarınızdan sonra bir koridoru itin ve kuleyi tehdit edin: rakip size cevap verirken takımınız hedefleri alır. Kavgalarda ön cephenizin arkasında kalın ve en yakına gelene bomba atın. Nihai yeteneğiniz haritanın öbür ucuna ulaşır: başka bir koridordaki kavgaya yardım etmek için kullanın. Önce yakma hasarı ve büyü nüfuzu; sonra iyileşmeye karşı, uzaktan daha fazla hasar ya da daha fazla yetenek hızı için seçin.</p>`,
      },
    },
  },
  {
    key: 'akshan-carry',
    champion: 'Akshan',
    role: 'CARRY',
    difficulty: 'hard',
    ageDays: 14,
    build: {
      starting_items: [1055, 2003],
      core_items: [3031, 3508, 6672],
      boots: 3006,
      situational_items: [3153, 3072, 3087],
      runes: {
        primary_style: 8000,
        primary: [8005, 9101, 9103, 8299],
        sub_style: 8200,
        secondary: [8224, 8232],
        shards: [5005, 5010, 5011],
      },
      spells: [4, 7],
      skill_order: 'QEWQQRQWQWRWWEE',
    },
    translations: {
      en: {
        title: 'Akshan as a marksman: critical strikes, swings and revived allies',
        summary:
          'A bottom-lane carry who trades with his double shot, swings around walls and brings allies back.',
        body: `<p>In this demo's world Akshan is the marksman of the bottom lane picked most often. He is hard to master: his damage comes from moving well, and his best moments come when he avenges a fallen ally.</p>
<h2>Laning</h2>
<ul>
<li>Start with the blade and a potion, and max Q: the boomerang farms and pokes at the same time.</li>
<li>Your passive deals extra damage on every third hit: trade when the third hit is ready.</li>
<li>Heal beside Flash keeps you and your support alive in the first fights.</li>
</ul>
<h2>Fights</h2>
<p>Press the Attack rewards a few quick hits on one target, so pick your target before the fight starts. Swing around a wall with E to reach a carry, or to leave a fight that goes wrong. When an enemy kills your ally, kill that enemy: the ally comes back. Critical strike and attack speed come first; afterwards, choose against tanks, for healing, or for more attack speed.</p>`,
      },
      ru: {
        title: 'Акшан-стрелок: критические удары, раскачка на крюке и воскрешённые союзники',
        summary:
          'Керри нижней линии: размены двойным выстрелом, полёт вокруг стен и возвращение павших союзников.',
        body: `<p>В мире этого демо Акшан — стрелок нижней линии, которого выбирают чаще всех. Освоить его трудно: урон зависит от того, как хорошо вы двигаетесь, а лучшие моменты случаются, когда вы мстите за павшего союзника.</p>
<h2>Линия</h2>
<ul>
<li>Начинайте с клинка и зелья и качайте Q: бумеранг одновременно фармит и наносит урон врагу.</li>
<li>Пассивное умение наносит дополнительный урон каждым третьим ударом: разменивайтесь, когда он готов.</li>
<li>Исцеление вместе со Скачком сохраняет жизнь вам и поддержке в первых драках.</li>
</ul>
<h2>Драки</h2>
<p>Напор вознаграждает несколько быстрых ударов по одной цели, поэтому выберите цель до начала драки. Облетайте стену на E, чтобы добраться до керри или выйти из неудачной драки. Когда враг убивает вашего союзника, убейте этого врага: союзник вернётся. Сначала — критический урон и скорость атаки; потом — против танков, ради лечения или ради ещё большей скорости атаки.</p>`,
      },
      tr: {
        title: 'Nişancı Akshan: kritik vuruşlar, kanca salınımı ve dirilen müttefikler',
        summary:
          'Çift atışıyla takas yapan, duvarların etrafında salınan ve düşen müttefiklerini geri getiren bir alt koridor taşıyıcısı.',
        body: `<p>Bu demonun dünyasında Akshan, alt koridorda en sık seçilen nişancıdır. Ustalaşması zordur: hasarı iyi hareket etmekten gelir, en iyi anları ise düşen bir müttefikin intikamını aldığında yaşanır.</p>
<h2>Koridor</h2>
<ul>
<li>Kılıç ve bir iksirle başlayın, Q yükseltin: bumerang aynı anda minyon keser ve rakibi yıpratır.</li>
<li>Pasif yeteneğiniz her üçüncü vuruşta ek hasar verir: üçüncü vuruş hazır olduğunda takas yapın.</li>
<li>Sıçra'nın yanında Şifa, ilk kavgalarda sizi ve desteğinizi hayatta tutar.</li>
</ul>
<h2>Kavgalar</h2>
<p>Ana rününüz tek bir hedefe yapılan birkaç hızlı vuruşu ödüllendirir, bu yüzden hedefinizi kavga başlamadan seçin. Bir taşıyıcıya ulaşmak ya da kötü giden bir kavgadan çıkmak için E ile duvarın etrafında salının. Bir rakip müttefikinizi öldürdüğünde o rakibi öldürün: müttefikiniz geri gelir. Önce kritik vuruş ve saldırı hızı; sonra tanklara karşı, iyileşme için ya da daha fazla saldırı hızı için seçin.</p>`,
      },
    },
  },
  {
    key: 'braum-support',
    champion: 'Braum',
    role: 'SUPPORT',
    difficulty: 'easy',
    ageDays: 20,
    build: {
      starting_items: [3865, 2003, 2003],
      core_items: [3119, 4401, 3050],
      boots: 3047,
      situational_items: [4643, 2502, 3110],
      runes: {
        primary_style: 8400,
        primary: [8465, 8401, 8473, 8451],
        sub_style: 8300,
        secondary: [8306, 8352],
        shards: [5007, 5010, 5011],
      },
      spells: [4, 14],
      skill_order: 'EQWEEREQEQRQQWW',
    },
    translations: {
      en: {
        title: 'Braum as support: the shield that wins the bottom lane',
        summary:
          'A protective support who stuns with his passive, blocks shots with his shield and keeps his marksman alive.',
        body: `<p>Braum is the support this demo's players choose most. He is easy to pick up and strong in every game: he stands in front of his marksman and takes the hits meant for them.</p>
<h2>Laning</h2>
<ul>
<li>Start with the support item and two potions; complete its quest to unlock warding.</li>
<li>Max E: the shield blocks the first shot completely and cuts the damage of the rest.</li>
<li>Your attacks and your Q stack your passive; with four stacks the enemy is stunned. Let your marksman add the hits you are missing.</li>
</ul>
<h2>Fights</h2>
<p>Guardian and the Resolve runes turn every shield into more protection. Jump to an ally with W, raise the shield between them and the danger, and use your ultimate to knock up a group that lines up. The core items make your team stronger around you; later, add vision, more health or armour against attackers.</p>`,
      },
      ru: {
        title: 'Браум на поддержке: щит, который выигрывает нижнюю линию',
        summary:
          'Защитник: оглушает пассивным умением, блокирует снаряды щитом и бережёт своего стрелка.',
        body: `<p>Браум — поддержка, которую игроки этого демо выбирают чаще всего. Его легко освоить, и он силён в любой игре: он стоит перед своим стрелком и принимает удары на себя.</p>
<h2>Линия</h2>
<ul>
<li>Начинайте с предмета поддержки и двух зелий; выполните его задание, чтобы получить варды.</li>
<li>Качайте E: щит полностью блокирует первый снаряд и снижает урон от остальных.</li>
<li>Ваши атаки и Q накапливают заряды пассивного умения; на четвёртом заряде враг оглушён. Пусть стрелок добавит недостающие удары.</li>
</ul>
<h2>Драки</h2>
<p>Страж и руны Решимости превращают каждый щит в ещё большую защиту. Прыгайте к союзнику на W, ставьте щит между ним и опасностью и подбрасывайте ультимейтом врагов, выстроившихся в линию. Основные предметы усиливают команду рядом с вами; потом добавьте обзор, здоровье или броню против атакующих.</p>`,
      },
      tr: {
        title: 'Destek Braum: alt koridoru kazandıran kalkan',
        summary:
          'Pasifiyle sersemleten, kalkanıyla mermileri durduran ve nişancısını hayatta tutan koruyucu bir destek.',
        body: `<p>Braum, bu demonun oyuncularının en çok seçtiği destektir. Öğrenmesi kolaydır ve her oyunda güçlüdür: nişancısının önünde durur ve ona gelen darbeleri üstlenir.</p>
<h2>Koridor</h2>
<ul>
<li>Destek eşyası ve iki iksirle başlayın; totem koyabilmek için görevini tamamlayın.</li>
<li>E yükseltin: kalkan ilk mermiyi tamamen durdurur ve geri kalanların hasarını azaltır.</li>
<li>Saldırılarınız ve Q pasifinizi yükler; dört yükte rakip sersemler. Eksik vuruşları nişancınız tamamlasın.</li>
</ul>
<h2>Kavgalar</h2>
<p>Muhafız ve Azim rünleri her kalkanı daha fazla korumaya dönüştürür. W ile bir müttefike atılın, kalkanı onunla tehlike arasında kaldırın ve sıraya dizilen bir grubu nihai yeteneğinizle havaya fırlatın. Ana eşyalar takımınızı sizin etrafınızda güçlendirir; sonra görüş, daha fazla can ya da saldırganlara karşı zırh ekleyin.</p>`,
      },
    },
  },
];
