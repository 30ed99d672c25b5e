import type { Language, NewsCategory } from '@riftscope/contracts';

/**
 * The demo news published on first start. Every article is about RiftScope itself: no invented
 * game patches, tournaments, players or statistics. What they say about the site must stay true
 * of the code (win chance: packages/contracts/src/win-chance.ts; tier list:
 * docs/tier-list-score.md and packages/contracts/src/tier-letter.ts; Riot budget and storage:
 * README.md; page views: modules/analytics), so change them together.
 */

export interface DemoArticle {
  /** Stable key, kebab-case. */
  key: string;
  category: NewsCategory;
  /** How many days before seeding the item is dated, so the list shows a spread of dates (0 = newest). */
  ageDays: number;
  /** Cover colours (hex) for a generated abstract cover: gradient start, end, accent. */
  cover: { from: string; to: string; accent: string };
  translations: Record<Language, { title: string; body: string }>;
}

/** Published on first start so the home page and news list are not empty. */
export const DEMO_NEWS: readonly DemoArticle[] = [
  {
    key: 'riftscope-is-open',
    category: 'Announcement',
    ageDays: 40,
    cover: { from: '#0b1d3a', to: '#1c5d99', accent: '#f2c14e' },
    translations: {
      en: {
        title: 'RiftScope is open: League of Legends player stats in one place',
        body: `<p>RiftScope is open. Type a Riot ID, pick a region and see a League of Legends player's profile, ranks, recent matches and live game on one page, in English, Russian or Turkish.</p>
<h2>What you can look up</h2>
<ul>
<li><strong>Profile:</strong> icon, name and summoner level, plus an update button that fetches what is new.</li>
<li><strong>Ranks:</strong> Solo Queue and Flex Queue tier, division, LP, wins and losses.</li>
<li><strong>Match history:</strong> open a match for the scoreboard of both teams, or switch to its timeline to follow a player minute by minute.</li>
<li><strong>Top champions</strong> with games, wins and average KDA, and <strong>frequent teammates</strong>: players who were on the same team in two or more stored matches.</li>
<li><strong>Live game:</strong> when the player is in a match, both teams, their ranks and an estimated win chance.</li>
</ul>
<p>Search covers all eleven regions: EUW, EUNE, NA, KR, JP, BR, RU, TR, LAN, LAS and OCE. There is also <a href="/en/news">news</a> and a <a href="/en/tier-list">champion tier list</a>. None of it needs an account; with one, you can star players and keep them in your favourites.</p>
<h3>Where the numbers come from</h3>
<p>All game data comes from the official Riot Games API. Top champions, teammates and the tier list are computed from the matches RiftScope has stored, so they describe those matches, not a player's whole career.</p>
<blockquote>RiftScope isn't endorsed by Riot Games and doesn't reflect the views or opinions of Riot Games or anyone officially involved in producing or managing Riot Games properties.</blockquote>`,
      },
      ru: {
        title: 'RiftScope открылся: статистика игроков League of Legends в одном месте',
        body: `<p>RiftScope открылся! Введите Riot ID, выберите регион — и на одной странице появятся профиль игрока League of Legends, его ранги, последние матчи и текущая игра. На русском, английском или турецком.</p>
<h2>Что можно посмотреть</h2>
<ul>
<li><strong>Профиль:</strong> иконка, имя и уровень призывателя, а ещё кнопка обновления, которая подтягивает всё новое.</li>
<li><strong>Ранги</strong> в одиночной и гибкой очередях: тир, дивизион, LP, победы и поражения.</li>
<li><strong>История матчей:</strong> раскройте матч, чтобы увидеть статистику обеих команд, или откройте его хронологию и проследите за игроком минута за минутой.</li>
<li><strong>Лучшие чемпионы</strong> — игры, победы и средний KDA, а также <strong>постоянные союзники</strong>: те, кто играл с ним в одной команде хотя бы в двух сохранённых матчах.</li>
<li><strong>Текущая игра:</strong> если игрок сейчас в матче, вы увидите обе команды, их ранги и оценку шансов на победу.</li>
</ul>
<p>Поиск работает во всех одиннадцати регионах: EUW, EUNE, NA, KR, JP, BR, RU, TR, LAN, LAS и OCE. Ещё на сайте есть <a href="/ru/news">новости</a> и <a href="/ru/tier-list">тир-лист чемпионов</a>. Регистрация для всего этого не нужна, но с аккаунтом можно отмечать игроков звёздочкой и держать их в избранном.</p>
<h3>Откуда данные</h3>
<p>Все игровые данные берутся из официального API Riot Games. Лучшие чемпионы, союзники и тир-лист считаются по матчам, которые сохранил RiftScope, — это срез, а не вся история игрока.</p>
<blockquote>RiftScope не одобрен компанией Riot Games и не отражает взгляды или мнения Riot Games или кого-либо из тех, кто официально участвует в создании или управлении проектами Riot Games.</blockquote>`,
      },
      tr: {
        title: 'RiftScope yayında: League of Legends oyuncu istatistikleri tek bir yerde',
        body: `<p>RiftScope yayında! Bir Riot ID yazın, bölgeyi seçin; bir League of Legends oyuncusunun profili, dereceleri, son maçları ve canlı maçı tek sayfada karşınızda. Türkçe, İngilizce ya da Rusça.</p>
<h2>Neler görebilirsiniz?</h2>
<ul>
<li><strong>Profil:</strong> simge, isim ve sihirdar seviyesi; yenilikleri çekmek için de bir güncelleme düğmesi.</li>
<li><strong>Dereceler:</strong> Tek/Çift ve Esnek sıralamada kademe, küme, LP, galibiyet ve mağlubiyet sayıları.</li>
<li><strong>Maç geçmişi:</strong> bir maçı açıp iki takımın skor tablosunu görün ya da zaman çizelgesine geçip bir oyuncuyu dakika dakika izleyin.</li>
<li><strong>En çok oynanan şampiyonlar</strong> (maç, galibiyet ve ortalama KDA) ile <strong>sık birlikte oynadığı oyuncular</strong>: kayıtlı en az iki maçta aynı takımda yer aldığı kişiler.</li>
<li><strong>Canlı maç:</strong> oyuncu o an maçtaysa iki takımı, oyuncuların derecelerini ve tahmini kazanma şansını görürsünüz.</li>
</ul>
<p>Arama on bir bölgenin hepsinde çalışır: EUW, EUNE, NA, KR, JP, BR, RU, TR, LAN, LAS ve OCE. Sitede ayrıca <a href="/tr/news">haberler</a> ve bir <a href="/tr/tier-list">şampiyon tier listesi</a> var. Bunların hiçbiri için hesap gerekmez; hesap açarsanız oyuncuları yıldızlayıp favorilerinizde tutabilirsiniz.</p>
<h3>Veriler nereden geliyor?</h3>
<p>Tüm oyun verileri Riot Games'in resmî API'sinden gelir. En çok oynanan şampiyonlar, takım arkadaşları ve tier listesi RiftScope'un kaydettiği maçlardan hesaplanır; yani oyuncunun tüm kariyerini değil, bu maçları anlatır.</p>
<blockquote>RiftScope, Riot Games tarafından onaylanmamıştır ve Riot Games'in ya da Riot Games ürünlerinin geliştirilmesinde veya yönetiminde resmî olarak yer alan herhangi birinin görüş ve düşüncelerini yansıtmaz.</blockquote>`,
      },
    },
  },
  {
    key: 'first-release-notes',
    category: 'Patch Notes',
    ageDays: 39,
    cover: { from: '#1a1033', to: '#5b2a86', accent: '#4fd1c5' },
    translations: {
      en: {
        title: "Release notes: what's in the first RiftScope release",
        body: `<p>These are release notes for RiftScope itself, not for the game: everything in the site's first release, from three interface languages to per-minute match timelines and purchase history.</p>
<h2>Player pages</h2>
<ul>
<li>Search by Riot ID (<code>name#tag</code>) in eleven regions, with suggestions from players already on RiftScope.</li>
<li>Profile card, Solo Queue and Flex Queue ranks, top champions and frequent teammates.</li>
<li>Match history, ten matches at a time with a button for more. An opened match shows the blue and red scoreboards: KDA, creeps, gold, damage, vision score, items, runes and spells.</li>
<li>The update button fetches only matches we don't have yet; each player can be updated once every two minutes.</li>
</ul>
<h2>Match timeline</h2>
<ul>
<li>A chart with six metrics: gold, experience, kills, deaths, assists and creeps (lane minions plus jungle monsters). Gold comes first.</li>
<li>Click a champion icon to follow any of the ten players; the player whose page you are on is selected first.</li>
<li>Purchase history, grouped by the minute each item was bought.</li>
</ul>
<h2>Everything else</h2>
<ul>
<li>A live game page with a game timer, both teams and an estimated win chance; while the player is in a game, their profile links to it.</li>
<li>A champion tier list with TOP, JUNGLE, MIDDLE, SUPPORT and CARRY filters.</li>
<li>News in English, Russian and Turkish, with a category filter and title search.</li>
<li>Optional accounts with an avatar, favourites and settings, including your preferred language.</li>
</ul>`,
      },
      ru: {
        title: 'Список изменений: что вошло в первый релиз RiftScope',
        body: `<p>Это список изменений самого RiftScope, а не игрового патча: всё, что вошло в первый релиз сайта, — от трёх языков интерфейса до поминутной хронологии матчей и истории покупок.</p>
<h2>Страница игрока</h2>
<ul>
<li>Поиск по Riot ID (<code>имя#тег</code>) в одиннадцати регионах с подсказками из игроков, которые уже есть на RiftScope.</li>
<li>Карточка профиля, ранги в одиночной и гибкой очередях, лучшие чемпионы и постоянные союзники.</li>
<li>История матчей — по десять за раз, остальные подгружаются кнопкой. В раскрытом матче — таблицы синей и красной команд: KDA, фарм, золото, урон, обзор, предметы, руны и заклинания.</li>
<li>Кнопка обновления запрашивает только те матчи, которых у нас ещё нет; одного игрока можно обновлять раз в две минуты.</li>
</ul>
<h2>Хронология матча</h2>
<ul>
<li>График с шестью показателями: золото, опыт, убийства, смерти, помощь и фарм (миньоны вместе с лесными монстрами). По умолчанию открыто золото.</li>
<li>Нажмите на иконку чемпиона, чтобы переключиться на любого из десяти игроков; сначала выбран тот, чью страницу вы смотрите.</li>
<li>История покупок, сгруппированная по минутам.</li>
</ul>
<h2>И ещё</h2>
<ul>
<li>Страница текущей игры: таймер, обе команды и оценка шансов на победу. Пока игрок в матче, в его профиле есть ссылка на неё.</li>
<li>Тир-лист чемпионов с фильтрами TOP, JUNGLE, MIDDLE, SUPPORT и CARRY.</li>
<li>Новости на английском, русском и турецком с фильтром по категориям и поиском по заголовку.</li>
<li>Необязательные аккаунты: аватар, избранное и настройки, в том числе язык интерфейса.</li>
</ul>`,
      },
      tr: {
        title: "Sürüm notları: RiftScope'un ilk sürümünde neler var?",
        body: `<p>Bunlar oyunun değil, RiftScope'un kendi sürüm notları: üç arayüz dilinden dakika dakika maç zaman çizelgesine ve eşya alımlarına kadar sitenin ilk sürümündeki her şey.</p>
<h2>Oyuncu sayfaları</h2>
<ul>
<li>On bir bölgede Riot ID (<code>isim#etiket</code>) ile arama; RiftScope'ta zaten kayıtlı oyunculardan öneriler.</li>
<li>Profil kartı, Tek/Çift ve Esnek dereceler, en çok oynanan şampiyonlar ve sık birlikte oynanan oyuncular.</li>
<li>Maç geçmişi her seferinde on maç gösterir, gerisi bir düğmeyle yüklenir. Açılan maçta mavi ve kırmızı takımın skor tablosu: KDA, minyon, altın, hasar, görüş skoru, eşyalar, rünler ve büyüler.</li>
<li>Güncelleme düğmesi yalnızca henüz elimizde olmayan maçları çeker; aynı oyuncu iki dakikada bir güncellenebilir.</li>
</ul>
<h2>Maç zaman çizelgesi</h2>
<ul>
<li>Altı ölçütlü grafik: altın, deneyim, öldürme, ölüm, asist ve minyon (koridor minyonlarıyla orman canavarları birlikte). İlk açılışta altın gösterilir.</li>
<li>On oyuncudan herhangi birine geçmek için şampiyon simgesine tıklayın; başta sayfasında olduğunuz oyuncu seçilidir.</li>
<li>Eşya alımları, alındıkları dakikaya göre gruplanır.</li>
</ul>
<h2>Diğer her şey</h2>
<ul>
<li>Canlı maç sayfası: süre sayacı, iki takım ve tahmini kazanma şansı. Oyuncu maçtayken profilinde bu sayfanın bağlantısı çıkar.</li>
<li>TOP, JUNGLE, MIDDLE, SUPPORT ve CARRY filtreli şampiyon tier listesi.</li>
<li>İngilizce, Rusça ve Türkçe haberler; kategori filtresi ve başlıkta arama.</li>
<li>İsteğe bağlı hesaplar: avatar, favoriler ve tercih ettiğiniz dil dahil ayarlar.</li>
</ul>`,
      },
    },
  },
  {
    key: 'three-languages',
    category: 'Announcement',
    ageDays: 33,
    cover: { from: '#0f2a2a', to: '#1f7a6d', accent: '#f7f3e3' },
    translations: {
      en: {
        title: 'RiftScope in three languages: English, Russian and Turkish',
        body: `<p>Every page of RiftScope is available in English, Russian and Turkish. Here is how the site picks a language for you and how to switch it in one click.</p>
<ul>
<li>The language is the first part of the address: <code>/en</code>, <code>/ru</code> or <code>/tr</code>. A link you share opens in the language you saw it in.</li>
<li>The EN, RU and TR switch in the header keeps you on the same page and remembers your choice in this browser.</li>
<li>Open the site without a language in the address and you get the one you chose last time; on a first visit, Russian if your browser is set to Russian, otherwise English. Turkish speakers: pick TR once and we'll remember it.</li>
<li>Signed-in users can also save a preferred language in their <a href="/en/profile/settings">settings</a>.</li>
<li>Each news item has its own title, text and address in every language.</li>
</ul>
<p>Spotted a clumsy phrase? Tell us through the <a href="/en/contacts">contacts page</a>.</p>`,
      },
      ru: {
        title: 'Три языка RiftScope: английский, русский и турецкий',
        body: `<p>Все страницы RiftScope доступны на английском, русском и турецком. Рассказываем, как сайт выбирает язык и как переключить его одним нажатием.</p>
<ul>
<li>Язык — это первая часть адреса: <code>/ru</code>, <code>/en</code> или <code>/tr</code>. Ссылка, которой вы поделились, откроется на том же языке, на котором вы её видели.</li>
<li>Переключатель EN, RU и TR в шапке оставляет вас на той же странице и запоминает выбор в этом браузере.</li>
<li>Если открыть сайт без языка в адресе, мы покажем тот, что вы выбрали в прошлый раз. При первом визите — русский, если браузер настроен на русский, и английский во всех остальных случаях.</li>
<li>Зарегистрированные пользователи могут сохранить предпочитаемый язык в <a href="/ru/profile/settings">настройках</a>.</li>
<li>У каждой новости на каждом языке свой заголовок, свой текст и свой адрес.</li>
</ul>
<p>Заметили корявую фразу? Напишите нам через <a href="/ru/contacts">страницу контактов</a>.</p>`,
      },
      tr: {
        title: 'RiftScope üç dilde: Türkçe, İngilizce ve Rusça',
        body: `<p>RiftScope'un tüm sayfaları Türkçe, İngilizce ve Rusça olarak kullanılabilir. Sitenin dili nasıl seçtiğini ve tek tıkla nasıl değiştirebileceğinizi anlatıyoruz.</p>
<ul>
<li>Dil, adresin ilk kısmıdır: <code>/tr</code>, <code>/en</code> ya da <code>/ru</code>. Paylaştığınız bağlantı, sizin gördüğünüz dilde açılır.</li>
<li>Üst kısımdaki EN, RU ve TR seçicisi sizi aynı sayfada tutar ve seçiminizi bu tarayıcıda hatırlar.</li>
<li>Siteyi adreste dil olmadan açarsanız son seçtiğiniz dil gelir. İlk ziyarette tarayıcınız Rusça ise Rusça, değilse İngilizce açılır; bu yüzden TR'yi bir kez seçmeniz yeterli, gerisini biz hatırlarız.</li>
<li>Giriş yapan kullanıcılar tercih ettikleri dili <a href="/tr/profile/settings">ayarlarından</a> da kaydedebilir.</li>
<li>Her haberin her dilde kendi başlığı, kendi metni ve kendi adresi vardır.</li>
</ul>
<p>Kulağa tuhaf gelen bir cümle mi gördünüz? <a href="/tr/contacts">İletişim sayfasından</a> bize yazın.</p>`,
      },
    },
  },
  {
    key: 'how-live-win-chance-works',
    category: 'Dev Blog',
    ageDays: 24,
    cover: { from: '#0a1a3f', to: '#7a1f2b', accent: '#e8b04a' },
    translations: {
      en: {
        title: 'How we estimate the win chance in live games, and where it falls short',
        body: `<p>The bar on the live game page is a simple estimate built from each player's ranked standing. Here is the exact formula, a worked example and what it cannot see.</p>
<h2>The formula</h2>
<ol>
<li>For each player we take the Solo Queue standing, or the Flex Queue one if there is no Solo rank.</li>
<li>A player scores <code>(tier value + LP / 1000) × wins / (wins + losses)</code>. Tier values run from 1 for Iron through Bronze, Silver, Gold, Platinum, Emerald, Diamond, Master and Grandmaster to 10 for Challenger.</li>
<li>A team's score is the average over its players who have ranked games; unranked players are left out.</li>
<li>Blue's chance is <code>100 × blue / (blue + red)</code>, rounded to a whole percent, and red gets the rest. If nobody in the game is ranked, it's 50–50.</li>
</ol>
<h3>An example</h3>
<p>A Gold player with 40 LP and 30 wins in 50 games scores (4 + 0.04) × 0.6 = 2.42. If blue averages 2.4 and red 2.0, blue gets 2.4 / 4.4 ≈ 54.5%, shown as 55%, and red 45%.</p>
<h2>What it doesn't know</h2>
<ul>
<li>Champions, roles, matchups, team composition and map side.</li>
<li>Divisions: Gold IV and Gold I count the same. Below Master, LP adds at most a tenth of a tier; from Master up, where LP has no cap, 1,000 LP is a whole tier.</li>
<li>Sample size: 3 wins in 3 games counts as a 100% win rate, and a player having a bad season can score below a lower-ranked one.</li>
<li>Recent form, champion experience and duo partners.</li>
</ul>
<p>It is a quick comparison of ranked records, not a trained model, and we have not measured how well it predicts results. Treat it as a talking point, not a forecast.</p>`,
      },
      ru: {
        title: 'Как мы оцениваем шансы на победу в текущей игре и чего эта оценка не видит',
        body: `<p>Полоска шансов на странице текущей игры — простая оценка по рангам игроков. Показываем точную формулу, разбираем пример и честно перечисляем, чего она не учитывает.</p>
<h2>Формула</h2>
<ol>
<li>Для каждого игрока берём ранг в одиночной очереди, а если его нет — в гибкой.</li>
<li>Очки игрока: <code>(значение тира + LP / 1000) × победы / (победы + поражения)</code>. Значения тиров идут от 1 у Железа через Бронзу, Серебро, Золото, Платину, Изумруд, Алмаз, Мастера и Грандмастера до 10 у Претендента.</li>
<li>Очки команды — среднее по тем её игрокам, у кого есть рейтинговые игры; игроки без ранга не учитываются.</li>
<li>Шанс синих — <code>100 × синие / (синие + красные)</code>, округлённый до целого процента, красным достаётся остальное. Если ранга нет ни у кого в матче — 50 на 50.</li>
</ol>
<h3>Пример</h3>
<p>Игрок в Золоте с 40 LP и 30 победами в 50 играх получает (4 + 0,04) × 0,6 = 2,42 очка. Если у синих в среднем 2,4, а у красных 2,0, то синим достаётся 2,4 / 4,4 ≈ 54,5%, на экране — 55%, красным — 45%.</p>
<h2>Чего она не знает</h2>
<ul>
<li>Чемпионов, ролей, матчапов, состава команд и стороны карты.</li>
<li>Дивизионов: Золото IV и Золото I весят одинаково. До Мастера LP добавляют не больше десятой доли тира, а начиная с Мастера, где LP не ограничены, 1000 LP — это целый тир.</li>
<li>Размера выборки: три победы в трёх играх — это стопроцентный винрейт, а игрок, у которого не задался сезон, может набрать меньше очков, чем соперник рангом ниже.</li>
<li>Текущей формы, опыта на чемпионе и игры в дуо.</li>
</ul>
<p>Это быстрое сравнение рейтинговых результатов, а не обученная модель, и мы не измеряли, насколько хорошо она предсказывает исход. Воспринимайте её как повод для разговора, а не как прогноз.</p>`,
      },
      tr: {
        title: 'Canlı maçta kazanma şansını nasıl tahmin ediyoruz, hesabın sınırları neler?',
        body: `<p>Canlı maç sayfasındaki çubuk, oyuncuların dereceli sıralamasına dayanan basit bir tahmindir. Formülü olduğu gibi, bir örnekle ve göremediği şeylerle birlikte anlatıyoruz.</p>
<h2>Formül</h2>
<ol>
<li>Her oyuncu için Tek/Çift derecesini, o yoksa Esnek derecesini alıyoruz.</li>
<li>Oyuncu puanı: <code>(kademe değeri + LP / 1000) × galibiyet / (galibiyet + mağlubiyet)</code>. Kademe değerleri Demir'de 1'den başlar; Bronz, Gümüş, Altın, Platin, Zümrüt, Elmas, Master ve Grandmaster'dan geçip Challenger'da 10'a ulaşır.</li>
<li>Takım puanı, dereceli maçı olan oyuncularının ortalamasıdır; derecesi olmayanlar hesaba katılmaz.</li>
<li>Mavi takımın şansı <code>100 × mavi / (mavi + kırmızı)</code> ile bulunur ve tam sayıya yuvarlanır; kalanı kırmızı takımındır. Maçta dereceli oyuncu hiç yoksa sonuç %50'ye %50'dir.</li>
</ol>
<h3>Örnek</h3>
<p>40 LP'si olan ve 50 maçta 30 galibiyet alan bir Altın oyuncusunun puanı (4 + 0,04) × 0,6 = 2,42'dir. Mavi takımın ortalaması 2,4, kırmızınınki 2,0 ise mavi 2,4 / 4,4 ≈ %54,5, yani ekranda %55 alır; kırmızıya %45 kalır.</p>
<h2>Neleri bilmiyor?</h2>
<ul>
<li>Şampiyonları, rolleri, eşleşmeleri, takım kompozisyonunu ve haritanın hangi tarafında oynandığını.</li>
<li>Kümeleri: Altın IV ile Altın I aynı sayılır. Master'ın altında LP en fazla onda bir kademe ekler; LP'nin sınırı olmayan Master ve üstünde ise 1000 LP tam bir kademe eder.</li>
<li>Örneklem büyüklüğünü: 3 maçta 3 galibiyet %100 kazanma oranı sayılır; kötü bir sezon geçiren oyuncu, kendisinden düşük derecedeki birinin gerisinde kalabilir.</li>
<li>Güncel formu, şampiyon tecrübesini ve duo partnerlerini.</li>
</ul>
<p>Bu, eğitilmiş bir model değil, dereceli sonuçların hızlı bir karşılaştırması; sonuçları ne kadar iyi tahmin ettiğini de ölçmedik. Onu bir kehanet değil, sohbet konusu olarak görün.</p>`,
      },
    },
  },
  {
    key: 'riot-rate-limits',
    category: 'Dev Blog',
    ageDays: 16,
    cover: { from: '#111827', to: '#374151', accent: '#22d3ee' },
    translations: {
      en: {
        title: "How we stay within Riot's rate limits and keep pages fast",
        body: `<p>Every page with game data depends on the Riot Games API, which gives each application a fixed budget of requests. Here is how RiftScope spends that budget carefully and still answers quickly.</p>
<h2>Learn the limits, never exceed them</h2>
<p>Riot announces its limits in response headers such as <code>X-App-Rate-Limit</code> and <code>X-Method-Rate-Limit</code>, per region and per endpoint. Our client reads them and waits its turn instead of sending a request that would go over a window; until a limit is known, it sends one request at a time to learn it. If Riot still answers 429, we wait as long as <code>Retry-After</code> says, and server errors and timeouts are retried after growing, slightly random pauses. The goal: zero 429s caused by us.</p>
<h2>Ask once, store, reuse</h2>
<ul>
<li>The first lookup of a player costs 14 requests: account, summoner, ranks, the list of match ids and ten matches. After that, the profile comes from our database without calling Riot.</li>
<li><strong>Update</strong> fetches only matches we don't have yet, at most once every two minutes per player.</li>
<li>A match timeline is fetched the first time anyone opens it, then kept.</li>
<li>Live games are cached for 30 seconds, the tier list for 5 minutes.</li>
<li>The crawler behind the tier list runs at low priority and leaves a fifth of every window to visitors' lookups.</li>
</ul>
<p>If Riot is unavailable, players we have already stored are still shown. Riot explains the limits in its <a href="https://developer.riotgames.com/docs/portal">developer documentation</a>.</p>`,
      },
      ru: {
        title: 'Как мы укладываемся в лимиты Riot API и не заставляем вас ждать',
        body: `<p>Каждая страница с игровыми данными зависит от API Riot Games, а оно выделяет приложению строго ограниченное число запросов. Рассказываем, как RiftScope бережно тратит этот лимит и при этом отвечает быстро.</p>
<h2>Узнать лимиты и никогда их не превышать</h2>
<p>Riot сообщает лимиты в заголовках ответов — <code>X-App-Rate-Limit</code>, <code>X-Method-Rate-Limit</code> и других — отдельно для каждого региона и метода. Наш клиент читает их и не отправляет запрос, который вышел бы за рамки окна, а дожидается своей очереди; пока лимит неизвестен, запросы идут по одному. Если Riot всё же отвечает 429, мы ждём столько, сколько указано в <code>Retry-After</code>, а ошибки сервера и тайм-ауты повторяем с растущими паузами со случайным разбросом. Наша цель — ни одного 429 по нашей вине.</p>
<h2>Спросить один раз, сохранить, использовать снова</h2>
<ul>
<li>Первый поиск игрока стоит 14 запросов: аккаунт, призыватель, ранги, список матчей и десять матчей. Дальше профиль берётся из нашей базы без обращения к Riot.</li>
<li><strong>Обновление</strong> запрашивает только матчи, которых у нас ещё нет, и не чаще раза в две минуты на игрока.</li>
<li>Хронология матча загружается, когда её впервые кто-то открыл, и остаётся у нас.</li>
<li>Текущие игры кешируются на 30 секунд, тир-лист — на 5 минут.</li>
<li>Краулер, собирающий матчи для тир-листа, работает с низким приоритетом и оставляет пятую часть каждого окна для поиска игроков.</li>
</ul>
<p>Если Riot недоступен, уже сохранённые игроки всё равно открываются. Подробнее о лимитах — в <a href="https://developer.riotgames.com/docs/portal">документации Riot для разработчиков</a>.</p>`,
      },
      tr: {
        title: 'Riot API sınırlarına nasıl uyuyoruz, sayfaları nasıl hızlı tutuyoruz?',
        body: `<p>Oyun verisi gösteren her sayfa Riot Games API'sine dayanır ve bu API her uygulamaya sınırlı sayıda istek hakkı tanır. RiftScope'un bu hakkı nasıl idareli kullandığını ve yine de nasıl hızlı yanıt verdiğini anlatıyoruz.</p>
<h2>Sınırları öğren, asla aşma</h2>
<p>Riot, sınırlarını <code>X-App-Rate-Limit</code> ve <code>X-Method-Rate-Limit</code> gibi yanıt başlıklarında bölge ve uç nokta bazında bildirir. İstemcimiz bunları okur; bir zaman penceresini aşacak isteği göndermek yerine sırasını bekler. Sınır henüz bilinmiyorsa öğrenene kadar istekleri tek tek gönderir. Riot yine de 429 dönerse <code>Retry-After</code> ne kadar diyorsa o kadar bekleriz; sunucu hatalarında ve zaman aşımlarında ise giderek uzayan, biraz da rastgele aralıklarla yeniden deneriz. Hedefimiz: bizden kaynaklanan sıfır 429.</p>
<h2>Bir kez sor, sakla, yeniden kullan</h2>
<ul>
<li>Bir oyuncunun ilk araması 14 istek harcar: hesap, sihirdar, dereceler, maç kimlikleri listesi ve on maç. Sonrasında profil, Riot'a gitmeden veritabanımızdan gelir.</li>
<li><strong>Güncelleme</strong> yalnızca elimizde olmayan maçları çeker; her oyuncu için en fazla iki dakikada bir.</li>
<li>Bir maçın zaman çizelgesi, biri onu ilk kez açtığında çekilir ve saklanır.</li>
<li>Canlı maçlar 30 saniye, tier listesi 5 dakika önbellekte tutulur.</li>
<li>Tier listesi için maç toplayan veri toplayıcımız düşük öncelikle çalışır ve her pencerenin beşte birini ziyaretçilerin aramalarına bırakır.</li>
</ul>
<p>Riot'a ulaşılamadığında bile kayıtlı oyuncular gösterilmeye devam eder. Sınırların ayrıntıları Riot'un <a href="https://developer.riotgames.com/docs/portal">geliştirici belgelerinde</a>.</p>`,
      },
    },
  },
  {
    key: 'privacy-and-page-views',
    category: 'Dev Blog',
    ageDays: 8,
    cover: { from: '#0d2818', to: '#1b4332', accent: '#95d5b2' },
    translations: {
      en: {
        title: 'Privacy on RiftScope: cookieless page views and no personal data for sale',
        body: `<p>We count visits to make RiftScope better, but without cookies, third-party trackers or selling anyone's data. This is what we collect, what we don't, and why.</p>
<h2>Page views</h2>
<ul>
<li>When you open a page, your browser tells our own server which page it was and which site sent you. We keep the path without its query string and only the name of the other site. There is no third-party analytics script.</li>
<li>Counting sets no cookies, and your IP address is not stored. To count unique visitors we keep a hash of your address and browser made with a secret salt that changes every day; old salts are deleted, so today's visit cannot be linked to tomorrow's.</li>
<li>If your browser sends Do Not Track or Global Privacy Control, your visits are not counted at all.</li>
</ul>
<h2>In your browser</h2>
<p>We keep only a few entries in local storage: your language, whether you dismissed the cookie notice and, if you are signed in, your session token.</p>
<h2>Accounts</h2>
<ul>
<li>An account is optional. If you create one, we store your nickname, email, avatar, favourites and settings.</li>
<li>Passwords are hashed with argon2id. Session tokens are stored only as hashes and stop working when you log out.</li>
</ul>
<h2>What we never do</h2>
<p>We don't sell or rent personal data. The player statistics on the site are public game data from the Riot Games API; champion and item images load from Riot's Data Dragon servers. The details are in our <a href="/en/privacy-policy">privacy policy</a>.</p>`,
      },
      ru: {
        title: 'Приватность в RiftScope: просмотры считаем без cookie, данные не продаём',
        body: `<p>Мы считаем посещения, чтобы делать RiftScope лучше, но обходимся без cookie, сторонних трекеров и продажи чьих-либо данных. Рассказываем, что собираем, чего не собираем и зачем.</p>
<h2>Просмотры страниц</h2>
<ul>
<li>Когда вы открываете страницу, браузер сообщает нашему собственному серверу, что это за страница и с какого сайта вы пришли. Мы сохраняем путь без параметров запроса, а от чужого сайта — только его имя. Сторонних скриптов аналитики нет.</li>
<li>Подсчёт не ставит cookie, а IP-адрес не сохраняется. Чтобы считать уникальных посетителей, мы храним хеш от адреса и браузера с секретной «солью», которая меняется каждый день. Старые «соли» удаляются, поэтому сегодняшний визит нельзя связать с завтрашним.</li>
<li>Если браузер отправляет сигнал Do Not Track или Global Privacy Control, ваши посещения вообще не учитываются.</li>
</ul>
<h2>В вашем браузере</h2>
<p>В локальном хранилище лежит лишь несколько записей: выбранный язык, отметка о том, что вы закрыли уведомление о cookie, и — если вы вошли в аккаунт — токен сессии.</p>
<h2>Аккаунты</h2>
<ul>
<li>Аккаунт не обязателен. Если вы его создадите, мы храним ник, email, аватар, избранное и настройки.</li>
<li>Пароли хешируются алгоритмом argon2id. Токены сессий хранятся только в виде хешей и перестают действовать после выхода.</li>
</ul>
<h2>Чего мы не делаем</h2>
<p>Мы не продаём и не сдаём в аренду персональные данные. Статистика игроков на сайте — это открытые игровые данные из API Riot Games, а изображения чемпионов и предметов загружаются с серверов Data Dragon от Riot. Подробности — в <a href="/ru/privacy-policy">политике конфиденциальности</a>.</p>`,
      },
      tr: {
        title: "RiftScope'ta gizlilik: çerezsiz sayfa görüntüleme sayımı, veri satışı yok",
        body: `<p>RiftScope'u geliştirmek için ziyaretleri sayıyoruz; ama bunu çerez, üçüncü taraf izleyici ya da kimsenin verisini satmadan yapıyoruz. Neyi topladığımızı, neyi toplamadığımızı ve nedenini anlatıyoruz.</p>
<h2>Sayfa görüntülemeleri</h2>
<ul>
<li>Bir sayfayı açtığınızda tarayıcınız kendi sunucumuza hangi sayfa olduğunu ve sizi hangi sitenin gönderdiğini bildirir. Sayfa yolunu sorgu parametreleri olmadan, diğer sitenin ise yalnızca adını saklarız. Üçüncü taraf analiz betiği yoktur.</li>
<li>Sayım için çerez kullanılmaz, IP adresiniz saklanmaz. Tekil ziyaretçileri saymak için adresinizden ve tarayıcınızdan, her gün değişen gizli bir tuzla bir özet (hash) oluştururuz. Eski tuzlar silinir; böylece bugünkü ziyaret yarınkiyle ilişkilendirilemez.</li>
<li>Tarayıcınız Do Not Track ya da Global Privacy Control sinyali gönderiyorsa ziyaretleriniz hiç sayılmaz.</li>
</ul>
<h2>Tarayıcınızda</h2>
<p>Yerel depolamada yalnızca birkaç kayıt tutarız: diliniz, çerez bildirimini kapatıp kapatmadığınız ve giriş yaptıysanız oturum anahtarınız.</p>
<h2>Hesaplar</h2>
<ul>
<li>Hesap açmak zorunlu değildir. Açarsanız takma adınızı, e-postanızı, avatarınızı, favorilerinizi ve ayarlarınızı saklarız.</li>
<li>Parolalar argon2id ile özetlenir. Oturum anahtarları yalnızca özet olarak saklanır ve çıkış yaptığınızda geçersiz olur.</li>
</ul>
<h2>Asla yapmadıklarımız</h2>
<p>Kişisel verileri satmaz, kiralamayız. Sitedeki oyuncu istatistikleri Riot Games API'sinden gelen herkese açık oyun verileridir; şampiyon ve eşya görselleri Riot'un Data Dragon sunucularından yüklenir. Ayrıntılar <a href="/tr/privacy-policy">gizlilik politikamızda</a>.</p>`,
      },
    },
  },
  {
    key: 'reading-the-tier-list',
    category: 'Meta',
    ageDays: 0,
    cover: { from: '#2b1a0a', to: '#8a5a14', accent: '#ffd166' },
    translations: {
      en: {
        title: 'How to read the RiftScope tier list: score, letters and sample size',
        body: `<p>Our tier list gives each champion in each role a score from 0 to 100 and a letter. Here is what goes into the score, what the columns mean and why the list reflects only our matches.</p>
<h2>The score</h2>
<p><code>30 + 500 × (smoothed win rate − role average) + 150 × pick rate + 30 × ban rate</code>, kept between 0 and 100. An average champion nobody picks or bans scores 30.</p>
<ul>
<li><strong>Smoothing</strong> adds 200 imaginary games at the role's average: <code>(wins + 200 × average) / (games + 200)</code>. In a role averaging 50%, a 60% win rate adds about 10 points over 50 games and about 45 over 2,000.</li>
<li><strong>Pick rate</strong> is the champion's games in the role divided by all matches, so popular picks gain points. Bans count a little, though the ban rate isn't shown.</li>
</ul>
<table>
<thead><tr><th>Letter</th><th>Score</th></tr></thead>
<tbody>
<tr><td>S+</td><td>60 or more</td></tr>
<tr><td>S</td><td>50 to 59.99</td></tr>
<tr><td>A</td><td>40 to 49.99</td></tr>
<tr><td>B</td><td>30 to 39.99</td></tr>
<tr><td>C</td><td>20 to 29.99</td></tr>
<tr><td>D</td><td>below 20</td></tr>
</tbody>
</table>
<h2>Reading the table</h2>
<ul>
<li>The win rate column is the plain win rate; smoothing is used only in the score.</li>
<li>Under 20 games in a role means no score, letter or win rate (shown as --), and the row goes last.</li>
<li>A champion can appear in several roles; filter with TOP, JUNGLE, MIDDLE, SUPPORT or CARRY.</li>
</ul>
<h2>What it reflects</h2>
<p>Only ranked solo matches that RiftScope has stored count, from the newest patch and all regions together. They come from players looked up on the site and from our crawler, which starts with Master, Grandmaster and Challenger players, so the sample leans toward high ranks. <a href="/en/tier-list">See the tier list</a>.</p>`,
      },
      ru: {
        title: 'Как читать тир-лист RiftScope: оценка, буквы и размер выборки',
        body: `<p>Наш тир-лист ставит каждому чемпиону в каждой роли оценку от 0 до 100 и букву. Объясняем, из чего складывается оценка, что значат столбцы и почему список отражает только наши матчи.</p>
<h2>Оценка</h2>
<p><code>30 + 500 × (сглаженный винрейт − средний по роли) + 150 × пикрейт + 30 × банрейт</code>, в пределах от 0 до 100. Средний чемпион, которого никто не берёт и не банит, получает 30.</p>
<ul>
<li><strong>Сглаживание</strong> добавляет 200 воображаемых игр со средним по роли результатом: <code>(победы + 200 × среднее) / (игры + 200)</code>. Если в роли средний винрейт 50%, то 60% на 50 играх дают около 10 очков, а на 2000 играх — около 45.</li>
<li><strong>Пикрейт</strong> — игры чемпиона в роли, делённые на все матчи: популярность добавляет очков. Баны тоже немного учитываются, хотя банрейт в таблице не показан.</li>
</ul>
<table>
<thead><tr><th>Буква</th><th>Оценка</th></tr></thead>
<tbody>
<tr><td>S+</td><td>60 и выше</td></tr>
<tr><td>S</td><td>от 50 до 59,99</td></tr>
<tr><td>A</td><td>от 40 до 49,99</td></tr>
<tr><td>B</td><td>от 30 до 39,99</td></tr>
<tr><td>C</td><td>от 20 до 29,99</td></tr>
<tr><td>D</td><td>ниже 20</td></tr>
</tbody>
</table>
<h2>Как читать таблицу</h2>
<ul>
<li>В столбце винрейта — обычная доля побед; сглаживание используется только в оценке.</li>
<li>Меньше 20 игр в роли — нет ни оценки, ни буквы, ни винрейта (вместо них --), и строка уходит в конец.</li>
<li>Один чемпион может стоять в нескольких ролях; фильтры — TOP, JUNGLE, MIDDLE, SUPPORT и CARRY.</li>
</ul>
<h2>Что он отражает</h2>
<p>В расчёт идут только сохранённые RiftScope рейтинговые матчи одиночной очереди на свежем патче, по всем регионам вместе: игры тех, кого искали на сайте, и матчи нашего краулера, который начинает с Мастеров, Грандмастеров и Претендентов. Поэтому выборка смещена к высоким рангам. <a href="/ru/tier-list">Открыть тир-лист</a>.</p>`,
      },
      tr: {
        title: 'RiftScope tier listesi nasıl okunur: puan, harfler ve örneklem',
        body: `<p>Tier listemiz her şampiyona her rolde 0 ile 100 arası bir puan ve bir harf verir. Puanın nelerden oluştuğunu, sütunların anlamını ve listenin neden yalnızca bizim maçlarımızı yansıttığını anlatıyoruz.</p>
<h2>Puan</h2>
<p><code>30 + 500 × (düzeltilmiş kazanma oranı − rol ortalaması) + 150 × seçilme oranı + 30 × yasaklanma oranı</code>; sonuç 0 ile 100 arasında tutulur. Kimsenin seçmediği ve yasaklamadığı ortalama bir şampiyon 30 alır.</p>
<ul>
<li><strong>Düzeltme</strong>, sonuçları rol ortalamasında olan 200 hayali maç ekler: <code>(galibiyet + 200 × ortalama) / (maç + 200)</code>. Ortalaması %50 olan bir rolde %60 kazanma oranı 50 maçta yaklaşık 10, 2000 maçta yaklaşık 45 puan getirir.</li>
<li><strong>Seçilme oranı</strong>, şampiyonun o roldeki maçlarının tüm maçlara oranıdır; popüler seçimler puan kazanır. Yasaklar da biraz etkiler, ama yasaklanma oranı tabloda gösterilmez.</li>
</ul>
<table>
<thead><tr><th>Harf</th><th>Puan</th></tr></thead>
<tbody>
<tr><td>S+</td><td>60 ve üzeri</td></tr>
<tr><td>S</td><td>50 – 59,99</td></tr>
<tr><td>A</td><td>40 – 49,99</td></tr>
<tr><td>B</td><td>30 – 39,99</td></tr>
<tr><td>C</td><td>20 – 29,99</td></tr>
<tr><td>D</td><td>20'nin altı</td></tr>
</tbody>
</table>
<h2>Tabloyu okumak</h2>
<ul>
<li>Kazanma oranı sütunu ham orandır; düzeltme yalnızca puanda kullanılır.</li>
<li>Bir rolde 20'den az maç varsa puan, harf ve kazanma oranı olmaz (yerlerinde -- görünür), satır da en sona gider.</li>
<li>Bir şampiyon birden çok rolde yer alabilir; TOP, JUNGLE, MIDDLE, SUPPORT ve CARRY ile filtreleyin.</li>
</ul>
<h2>Neyi yansıtır?</h2>
<p>Yalnızca RiftScope'un kaydettiği Tek/Çift dereceli maçlar sayılır, en yeni yamadan ve tüm bölgeler bir arada: sitede aranan oyuncuların maçları ile Master, Grandmaster ve Challenger oyuncularından yola çıkan veri toplayıcımızın maçları. Bu yüzden örneklem yüksek derecelere kayar. <a href="/tr/tier-list">Tier listesine göz atın</a>.</p>`,
      },
    },
  },
];
